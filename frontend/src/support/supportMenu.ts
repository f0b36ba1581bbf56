import type { MenuEintrag } from '../navigation/menuEintraege';

export const supportMenu: readonly MenuEintrag[] = [
  { label: 'support', routeKey: 'supportErzeuger', path: '/support', icon: 'support', section: 'haupt' },
];
