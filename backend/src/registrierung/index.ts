/** The registration feature's public face: other features and composition roots import only this module. */
export { registrierungRoutes } from './registrierungApi';
