/** Acting on behalf: the composition roots import only this module. */
export { aenderungsProtokoll } from './aenderungsProtokoll';
export { stellvertretungRoutes } from './stellvertretungApi';
