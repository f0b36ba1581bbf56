export { dashboardFeature } from './feature';
export { dashboardPaths } from './dashboardPaths';
