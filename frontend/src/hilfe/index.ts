/** The help screens (issue 21): imprint, instructions, contact form, FAQ and the sidebar's quick links. */
export { hilfeFeature } from './feature';
export { hilfeMenu } from './hilfeMenu';
export { hilfePaths } from './hilfePaths';
