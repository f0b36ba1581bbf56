/** The producer feature's public face: other features and composition roots import only this module. */
export { erzeugerRoutes } from './erzeugerApi';
