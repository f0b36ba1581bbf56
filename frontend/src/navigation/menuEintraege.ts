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
  | 'faq'
  | 'suche'
  | 'kunden'
  | 'preise'
  | 'neuerAuftrag'
  | 'anleitung'
  | 'kontakt'
  | 'impressum';

/** The sections of the sidebar in the order of spec § 2 (i18n keys under `menu.`). */
export const SEITENLEISTE = [
  'uebersicht',
  'auftraege',
  'offeneAuftraege',
  'auftragSuche',
  'kunden',
  'preise',
  'anfallstellen',
  'entsorger',
  'dokumentation',
  'auswertungen',
  'archiv',
  'support',
  'stammdaten',
  'belege',
  'benutzerverwaltung',
  'leistungsnummern',
  'schnellzugriff',
  'faq',
] as const;

export type MenuEintrag = {
  /** i18n key of the label, under `menu.`; also its place in the sidebar (SEITENLEISTE). */
  label: (typeof SEITENLEISTE)[number];
  /** The shown text's full i18n key when it differs from `menu.<label>` (several quick links share one place). */
  titel?: string;
  /** The route rule that decides visibility; null when the spec names none (open to everyone signed in). */
  routeKey: RouteKey | null;
  /** Path as the spec writes it (`:erzeugerId` filled from the user's producer). */
  path: string;
  icon: MenuIcon;
  section: 'haupt' | 'hilfe';
  /** Only a disposer's own users see it (their portal home, spec § 1); nobody else does. */
  nurEntsorger?: true;
  /** Loads the page's code ahead (hover, focus, idle), so a click waits only for its data (issue 19). */
  vorladen?: () => Promise<unknown>;
};

/** The entries the features register, in the sidebar order of spec § 2 (stable for entries of one section). */
export function sortMenuEintraege(eintraege: readonly MenuEintrag[]): MenuEintrag[] {
  return [...eintraege].sort((a, b) => SEITENLEISTE.indexOf(a.label) - SEITENLEISTE.indexOf(b.label));
}
