export { profilFeature } from './feature';
export { profilPaths } from './profilPaths';
