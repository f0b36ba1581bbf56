/** The disposer's own orders and requests (issue 19: the disposer's portal home; the spec names no path). */
export const entsorgerAuftragPaths = {
  root: '/entsorgerbereich/auftraege',
  showRoute: ':id',
  list: '/entsorgerbereich/auftraege',
  show: (id: string) => `/entsorgerbereich/auftraege/${encodeURIComponent(id)}`,
} as const;
