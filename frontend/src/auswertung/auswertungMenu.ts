import type { MenuEintrag } from '../navigation/menuEintraege';

/**
 * Sidebar "Auswertungen" after documentation (spec § 2); evaluations follow the dashboard's rule (issue 21).
 * The path names the producer, so users without one (a disposer's, staff without a client) do not see an
 * entry whose figures the server would refuse them.
 */
export const auswertungMenu: readonly MenuEintrag[] = [
  {
    label: 'auswertungen',
    routeKey: 'dashboard',
    path: '/erzeuger/:erzeugerId/auswertung',
    icon: 'auswertungen',
    section: 'haupt',
    vorladen: () => import('./AuswertungPage'),
  },
];
