/** Orders and the disposer's token pages. */
export { angebotszuordnungRoutes, auftraegeFeature } from './feature';
export { auftragPaths } from './auftragPaths';
export { adminAuftragPaths } from './adminAuftragPaths';
export { entsorgerAuftragPaths } from './entsorgerAuftragPaths';
export { EntsorgerAktionen } from './EntsorgerAktionen';
export { faelligkeit } from './faelligkeit';
export { statetransitionPaths } from './statetransitionPaths';
export { dateiHerunterladen } from './dateiHerunterladen';
