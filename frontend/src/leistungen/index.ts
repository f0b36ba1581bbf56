/** Prices: the producer's own prices and the disposer detail with customers and prices. */
export { leistungenFeature } from './feature';
export { leistungenPaths } from './leistungenPaths';
