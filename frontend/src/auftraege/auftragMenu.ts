import type { MenuEintrag } from '../navigation/menuEintraege';

export const auftragMenu: readonly MenuEintrag[] = [
  { label: 'auftraege', routeKey: 'auftraege', path: '/erzeuger/:erzeugerId/auftraege', icon: 'auftraege', section: 'haupt' },
  { label: 'auftraege', routeKey: null, path: '/entsorgerbereich/auftraege', icon: 'auftraege', section: 'haupt', nurEntsorger: true },
];
