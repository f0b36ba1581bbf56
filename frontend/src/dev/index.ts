export { devFeature } from './feature';
export { devPaths } from './devPaths';
