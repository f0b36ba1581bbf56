/** Orders and the disposer's token pages. */
export { angebotszuordnungRoutes, auftraegeFeature } from './feature';
export { auftragPaths } from './auftragPaths';
export { statetransitionPaths } from './statetransitionPaths';
export { dateiHerunterladen } from './dateiHerunterladen';
