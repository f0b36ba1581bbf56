import type { MenuEintrag } from '../navigation/menuEintraege';

export const adminBenutzerMenu: readonly MenuEintrag[] = [
  {
    label: 'benutzerverwaltung',
    routeKey: 'adminBenutzerverwaltung',
    path: '/admin/benutzerverwaltung',
    icon: 'benutzer',
    section: 'haupt',
  },
];
