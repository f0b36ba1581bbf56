import type { MenuEintrag } from '../navigation/menuEintraege';

/** A disposer's customers and prices in their sidebar (spec § 1: "a view with their customers and prices"). */
export const leistungenMenu: readonly MenuEintrag[] = [
  { label: 'kunden', routeKey: null, path: '/entsorgerbereich/kunden', icon: 'kunden', section: 'haupt', nurEntsorger: true },
  { label: 'preise', routeKey: null, path: '/entsorgerbereich/preise', icon: 'preise', section: 'haupt', nurEntsorger: true },
];
