import type { MenuEintrag } from '../navigation/menuEintraege';
import { adminAuftragPaths } from './adminAuftragPaths';

export const auftragMenu: readonly MenuEintrag[] = [
  { label: 'auftraege', routeKey: 'auftraege', path: '/erzeuger/:erzeugerId/auftraege', icon: 'auftraege', section: 'haupt' },
  // Staff (VIEW_ALL_AUFTRAG, issue 19): every producer's open orders, and an order found by number or producer.
  { label: 'offeneAuftraege', routeKey: 'offeneAuftraege', path: adminAuftragPaths.offen, icon: 'auftraege', section: 'haupt' },
  { label: 'auftragSuche', routeKey: 'offeneAuftraege', path: adminAuftragPaths.suche, icon: 'suche', section: 'haupt' },
];
