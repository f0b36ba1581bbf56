import type { MenuEintrag } from '../navigation/menuEintraege';

export const anfallstellenMenu: readonly MenuEintrag[] = [
  {
    label: 'anfallstellen',
    routeKey: 'anfallstellen',
    path: '/erzeuger/:erzeugerId/anfallstellen',
    icon: 'anfallstellen',
    section: 'haupt',
  },
];
