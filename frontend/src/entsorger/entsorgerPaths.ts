/** Every URL of the disposers feature (spec § 2): the producer's list under /erzeuger, the support tab, the detail link. */
const basis = (erzeugerId?: number): string => (erzeugerId === undefined ? '/erzeuger/entsorger' : `/erzeuger/${erzeugerId}/entsorger`);

export const entsorgerPaths = {
  /** Route pattern: with the producer id and without it (then the user's own producer applies). */
  root: '/erzeuger/:erzeugerId?/entsorger',
  neuRoute: 'neu',
  editRoute: ':id',
  list: (erzeugerId?: number) => basis(erzeugerId),
  neu: (erzeugerId?: number) => `${basis(erzeugerId)}/neu`,
  edit: (erzeugerId: number | undefined, id: number | string) => `${basis(erzeugerId)}/${encodeURIComponent(String(id))}`,
  /** The support tab (route relative to /support) and its URL. */
  supportRoute: 'entsorger',
  support: '/support/entsorger',
  /** The disposer detail of support (built by the prices feature). */
  supportDetail: (entsorgerId: number) => `/support/entsorger/${entsorgerId}`,
  /** simple-rest resources under /api/v1. */
  resource: 'entsorger/forErzeuger',
  approvedResource: 'entsorger/approved',
  unapprovedResource: 'entsorger/unapproved',
  /** The support tab 'Händler' (route relative to /support) and its URL (issue 21). */
  haendlerRoute: 'haendler',
  haendler: '/support/haendler',
} as const;
