import type { RouteKey } from '@abfallportal/common/permissions';

export type MenuIcon =
  | 'uebersicht'
  | 'auftraege'
  | 'anfallstellen'
  | 'entsorger'
  | 'dokumentation'
  | 'auswertungen'
  | 'archiv'
  | 'support'
  | 'stammdaten'
  | 'belege'
  | 'benutzer'
  | 'leistungsnummern'
  | 'schnellzugriff'
  | 'faq';

export type MenuEintrag = {
  /** i18n key of the label, under `menu.` */
  label: string;
  /** The route rule that decides visibility; null when the spec names none (open to everyone signed in). */
  routeKey: RouteKey | null;
  /** Path as the spec writes it (`:erzeugerId` filled from the user's producer); null when the spec gives none. */
  path: string | null;
  icon: MenuIcon;
  section: 'haupt' | 'hilfe';
  /** Only screens that exist are shown; later issues switch their sections on. */
  exists: boolean;
};

/** The sidebar of spec § 2, in spec order. */
export const MENU_EINTRAEGE: readonly MenuEintrag[] = [
  { label: 'uebersicht', routeKey: 'dashboard', path: '/dashboard', icon: 'uebersicht', section: 'haupt', exists: true },
  {
    label: 'auftraege',
    routeKey: 'auftraege',
    path: '/erzeuger/:erzeugerId/auftraege',
    icon: 'auftraege',
    section: 'haupt',
    exists: true,
  },
  {
    label: 'anfallstellen',
    routeKey: 'anfallstellen',
    path: '/erzeuger/:erzeugerId/anfallstellen',
    icon: 'anfallstellen',
    section: 'haupt',
    exists: true,
  },
  {
    label: 'entsorger',
    routeKey: 'entsorger',
    path: '/erzeuger/:erzeugerId/entsorger',
    icon: 'entsorger',
    section: 'haupt',
    exists: true,
  },
  {
    label: 'dokumentation',
    routeKey: 'dokumentation',
    path: '/erzeuger/:erzeugerId/dokumentation',
    icon: 'dokumentation',
    section: 'haupt',
    exists: false,
  },
  { label: 'auswertungen', routeKey: null, path: '/erzeuger/auswertung', icon: 'auswertungen', section: 'haupt', exists: false },
  { label: 'archiv', routeKey: null, path: null, icon: 'archiv', section: 'haupt', exists: false },
  { label: 'support', routeKey: 'supportErzeuger', path: '/support', icon: 'support', section: 'haupt', exists: true },
  { label: 'stammdaten', routeKey: 'stammdaten', path: '/stammdaten', icon: 'stammdaten', section: 'haupt', exists: true },
  { label: 'belege', routeKey: 'rechnungen', path: '/rechnungen', icon: 'belege', section: 'haupt', exists: false },
  {
    label: 'benutzerverwaltung',
    routeKey: 'verwaltung',
    path: '/erzeuger/:erzeugerId/verwaltung',
    icon: 'benutzer',
    section: 'haupt',
    exists: true,
  },
  {
    label: 'benutzerverwaltung',
    routeKey: 'adminBenutzerverwaltung',
    path: '/admin/benutzerverwaltung',
    icon: 'benutzer',
    section: 'haupt',
    exists: true,
  },
  {
    label: 'leistungsnummern',
    routeKey: 'leistungsnummer',
    path: '/erzeuger/:erzeugerId/leistungsnummer',
    icon: 'leistungsnummern',
    section: 'haupt',
    exists: true,
  },
  { label: 'schnellzugriff', routeKey: null, path: null, icon: 'schnellzugriff', section: 'hilfe', exists: false },
  { label: 'faq', routeKey: null, path: null, icon: 'faq', section: 'hilfe', exists: false },
];
