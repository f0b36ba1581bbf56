/** Orders and the disposer's token pages. */
export { auftraegeFeature } from './feature';
export { auftragPaths } from './auftragPaths';
export { statetransitionPaths } from './statetransitionPaths';
