/** The sites feature's public face: other features and composition roots import only this module. */
export { anfallstelleRoutes } from './anfallstelleApi';
