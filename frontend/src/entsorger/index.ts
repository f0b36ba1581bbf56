/** The producer's disposers and the support's disposer tab. */
export { entsorgerFeature, entsorgerSupportRoutes, haendlerSupportRoutes } from './feature';
export { entsorgerPaths } from './entsorgerPaths';
