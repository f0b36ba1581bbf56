/** Disposal plants: a tab of the support area. */
export { verbleibsanlagenSupportRoutes } from './feature';
export { verbleibsanlagenPaths } from './verbleibsanlagenPaths';
