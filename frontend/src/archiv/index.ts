/** The archive: finished and cancelled orders and past documentation periods. */
export { archivFeature } from './feature';
export { archivPaths } from './archivPaths';
