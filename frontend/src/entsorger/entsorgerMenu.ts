import type { MenuEintrag } from '../navigation/menuEintraege';

export const entsorgerMenu: readonly MenuEintrag[] = [
  { label: 'entsorger', routeKey: 'entsorger', path: '/erzeuger/:erzeugerId/entsorger', icon: 'entsorger', section: 'haupt' },
];
