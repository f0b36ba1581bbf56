/** Evaluations (issue 21): user preferences, Sankey PDF, table downloads. */
export { praeferenzRoutes } from './praeferenzApi';
