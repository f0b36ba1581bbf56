import type { MenuEintrag } from '../navigation/menuEintraege';

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
];
