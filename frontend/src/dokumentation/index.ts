/** Documentation per site (issue 20): the producer's sites, one site's receipts, quantities and balance. */
export { dokumentationFeature } from './feature';
export { dokumentationPaths } from './dokumentationPaths';
