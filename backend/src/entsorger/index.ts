/** The disposer feature's public face: other features and composition roots import only this module. */
export { entsorgerRoutes } from './entsorgerApi';
