/** Every URL of the company data (spec § 2): /firmendaten with its children; addresses have their own create and edit pages. */
export type AdressArt = 'firmenadressen' | 'rechnungsadressen';

export const firmendatenPaths = {
  root: '/firmendaten',
  firmenhauptsitz: '/firmendaten/firmenhauptsitz',
  firmenadressen: '/firmendaten/firmenadressen',
  kontaktdaten: '/firmendaten/kontaktdaten',
  vollmacht: '/firmendaten/vollmacht',
  neu: (art: AdressArt) => `/firmendaten/${art}/neu`,
  edit: (art: AdressArt, id: number | string) => `/firmendaten/${art}/${encodeURIComponent(String(id))}`,
  /** The simple-rest resource of an address list (GET /api/v1/firmendaten/{art}). */
  resource: (art: AdressArt) => `firmendaten/${art}`,
  vorlage: '/api/v1/firmendaten/vollmacht/vorlage',
  vollmachtDatei: '/api/v1/firmendaten/vollmacht/datei',
} as const;
