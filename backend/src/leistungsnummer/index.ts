/** The service-number feature's public face: other features and composition roots import only this module. */
export { leistungsnummerRoutes } from './leistungsnummerApi';
