import type { MenuEintrag } from '../navigation/menuEintraege';

export const dashboardMenu: readonly MenuEintrag[] = [
  { label: 'uebersicht', routeKey: 'dashboard', path: '/dashboard', icon: 'uebersicht', section: 'haupt' },
];
