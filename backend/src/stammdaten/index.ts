/** The master data feature's public face: other features and composition roots import only this module. */
export { loadReferenzdaten } from './loadReferenzdaten';
export { stammdatenRoutes } from './stammdatenApi';
