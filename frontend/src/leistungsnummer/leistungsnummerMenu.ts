import type { MenuEintrag } from '../navigation/menuEintraege';

export const leistungsnummerMenu: readonly MenuEintrag[] = [
  {
    label: 'leistungsnummern',
    routeKey: 'leistungsnummer',
    path: '/erzeuger/:erzeugerId/leistungsnummer',
    icon: 'leistungsnummern',
    section: 'haupt',
  },
];
