import type { LeistungTyp } from '@abfallportal/common/leistung';

/** The URL segment of each agreement type (spec § 2: entsorgung and umleerundspeisebehaelter). */
export const TYP_SEGMENT: Record<LeistungTyp, string> = {
  ENTSORGUNG: 'entsorgung',
  ZYKL_UMLEER_SPEISEBEHAELTER: 'umleerundspeisebehaelter',
};

export const typAusSegment = (segment: string | undefined): LeistungTyp | undefined =>
  (Object.keys(TYP_SEGMENT) as LeistungTyp[]).find((t) => TYP_SEGMENT[t] === segment);

/**
 * Every URL of the prices (spec § 2): the producer's own prices, the support's disposer detail, and
 * the same detail for a disposer's own users under /entsorgerbereich (our choice; the spec names none).
 */
export const leistungenPaths = {
  erzeugerPreise: '/erzeuger/preise',
  erzeugerPreiseTyp: (typ: LeistungTyp) => `/erzeuger/preise/${TYP_SEGMENT[typ]}`,
  supportEntsorgerListe: '/support/entsorger',
  supportEntsorgerDetailRoute: '/support/entsorger/:entsorgerId',
  supportEntsorgerDetail: (entsorgerId: number) => `/support/entsorger/${entsorgerId}`,
  eigenerBereich: '/entsorgerbereich',
  /** Below the detail (`basis`): kunden, preise and the price pages per type with create and edit. */
  kunden: (basis: string) => `${basis}/kunden`,
  preise: (basis: string) => `${basis}/preise`,
  preiseTyp: (basis: string, typ: LeistungTyp) => `${basis}/preise/${TYP_SEGMENT[typ]}`,
  neu: (basis: string, typ: LeistungTyp) => `${basis}/preise/${TYP_SEGMENT[typ]}/neu`,
  edit: (basis: string, typ: LeistungTyp, id: number | string) => `${basis}/preise/${TYP_SEGMENT[typ]}/${encodeURIComponent(String(id))}`,
  /** simple-rest resources */
  resource: 'leistung',
  kundenResource: (entsorgerId: number) => `entsorger/${entsorgerId}/kunden`,
} as const;
