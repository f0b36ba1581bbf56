import type { MenuEintrag } from '../navigation/menuEintraege';
import { adminAuftragPaths } from './adminAuftragPaths';

export const auftragMenu: readonly MenuEintrag[] = [
  {
    label: 'auftraege',
    routeKey: 'auftraege',
    path: '/erzeuger/:erzeugerId/auftraege',
    icon: 'auftraege',
    section: 'haupt',
    vorladen: () => import('./AuftragList'),
  },
  {
    label: 'auftraege',
    routeKey: null,
    path: '/entsorgerbereich/auftraege',
    icon: 'auftraege',
    section: 'haupt',
    nurEntsorger: true,
    vorladen: () => import('./EntsorgerAuftragList'),
  },
  // Staff (VIEW_ALL_AUFTRAG, issue 19): every producer's open orders, and an order found by number or producer.
  { label: 'offeneAuftraege', routeKey: 'offeneAuftraege', path: adminAuftragPaths.offen, icon: 'auftraege', section: 'haupt' },
  { label: 'auftragSuche', routeKey: 'offeneAuftraege', path: adminAuftragPaths.suche, icon: 'suche', section: 'haupt' },
];
