/** Acting on behalf: the feature and the buttons other lists offer. */
export { AlsBenutzerHandelnButton } from './AlsBenutzerHandelnButton';
export { stellvertretungFeature } from './feature';
export { ProtokollButton } from './ProtokollButton';
