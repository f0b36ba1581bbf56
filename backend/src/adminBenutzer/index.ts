/** The staff accounts feature's public face: composition roots import only this module. */
export { adminBenutzerRoutes } from './adminBenutzerApi';
