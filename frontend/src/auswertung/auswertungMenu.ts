import type { MenuEintrag } from '../navigation/menuEintraege';

/** Sidebar "Auswertungen" after documentation (spec § 2); evaluations follow the dashboard's rule (issue 21). */
export const auswertungMenu: readonly MenuEintrag[] = [
  {
    label: 'auswertungen',
    routeKey: 'dashboard',
    path: '/erzeuger/auswertung',
    icon: 'auswertungen',
    section: 'haupt',
    vorladen: () => import('./AuswertungPage'),
  },
];
