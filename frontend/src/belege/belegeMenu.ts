import type { MenuEintrag } from '../navigation/menuEintraege';
import { belegPaths } from './belegPaths';

export const belegeMenu: readonly MenuEintrag[] = [
  {
    label: 'belege',
    routeKey: 'rechnungen',
    path: belegPaths.root,
    icon: 'belege',
    section: 'haupt',
    vorladen: () => import('./BelegList'),
  },
];
