/** The company data feature's public face: other features and composition roots import only this module. */
export { firmendatenRoutes } from './firmendatenApi';
