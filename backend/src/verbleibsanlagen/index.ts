/** The disposal-plant feature's public face: other features and composition roots import only this module. */
export { verbleibsanlageRoutes } from './verbleibsanlageApi';
