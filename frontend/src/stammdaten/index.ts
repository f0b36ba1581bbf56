/** Master data. */
export { stammdatenFeature } from './feature';
export { stammdatenPaths } from './stammdatenPaths';
