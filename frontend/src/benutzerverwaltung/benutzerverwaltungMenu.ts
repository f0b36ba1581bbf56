import type { MenuEintrag } from '../navigation/menuEintraege';

export const benutzerverwaltungMenu: readonly MenuEintrag[] = [
  { label: 'benutzerverwaltung', routeKey: 'verwaltung', path: '/erzeuger/:erzeugerId/verwaltung', icon: 'benutzer', section: 'haupt' },
];
