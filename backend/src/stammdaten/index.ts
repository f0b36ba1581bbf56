/** The master data feature's public face: other features and composition roots import only this module. */
export { loadReferenzdaten, REFERENZ_DIR } from './loadReferenzdaten';
export { stammdatenRoutes } from './stammdatenApi';
