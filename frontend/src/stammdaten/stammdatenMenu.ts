import type { MenuEintrag } from '../navigation/menuEintraege';

export const stammdatenMenu: readonly MenuEintrag[] = [
  { label: 'stammdaten', routeKey: 'stammdaten', path: '/stammdaten', icon: 'stammdaten', section: 'haupt' },
];
