import type { MenuEintrag } from '../navigation/menuEintraege';

export const dokumentationMenu: readonly MenuEintrag[] = [
  {
    label: 'dokumentation',
    routeKey: 'dokumentation',
    path: '/erzeuger/:erzeugerId/dokumentation',
    icon: 'dokumentation',
    section: 'haupt',
    vorladen: () => import('./StandorteList'),
  },
];
