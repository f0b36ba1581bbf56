export { firmendatenFeature } from './feature';
export { firmendatenPaths } from './firmendatenPaths';
