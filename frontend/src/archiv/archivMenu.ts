import type { MenuEintrag } from '../navigation/menuEintraege';

export const archivMenu: readonly MenuEintrag[] = [
  {
    label: 'archiv',
    routeKey: 'auftraege',
    path: '/erzeuger/:erzeugerId/archiv',
    icon: 'archiv',
    section: 'haupt',
    vorladen: () => import('./ArchivPage'),
  },
];
