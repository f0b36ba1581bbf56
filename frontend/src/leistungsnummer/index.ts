export { leistungsnummerFeature } from './feature';
export { leistungsnummerPaths } from './leistungsnummerPaths';
