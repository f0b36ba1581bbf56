export { adminBenutzerFeature } from './feature';
export { adminBenutzerPaths } from './adminBenutzerPaths';
