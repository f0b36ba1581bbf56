/** Prices: the producer's own prices and the disposer detail with customers and prices; loaded on demand by App.tsx. */
export { EntsorgerBereichGuard } from './EntsorgerBereichGuard';
export { EntsorgerDetailPage } from './EntsorgerDetailPage';
export { EntsorgerPreisePage } from './EntsorgerPreisePage';
export { ErzeugerPreisePage } from './ErzeugerPreisePage';
export { KundenList } from './KundenList';
export { LeistungCreate } from './LeistungCreate';
export { LeistungEdit } from './LeistungEdit';
export { leistungenPaths } from './leistungenPaths';
