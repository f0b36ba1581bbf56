export { supportFeature } from './feature';
export { supportPaths } from './supportPaths';
