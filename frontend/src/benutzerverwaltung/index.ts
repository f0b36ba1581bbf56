export { benutzerverwaltungFeature } from './feature';
export { benutzerverwaltungPaths } from './benutzerverwaltungPaths';
