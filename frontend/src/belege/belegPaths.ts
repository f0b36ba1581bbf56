/** Every URL of the receipts (spec § 2: /rechnungen, /rechnungen/:id). */
export const belegPaths = {
  root: '/rechnungen',
  showRoute: ':id',
  list: () => '/rechnungen',
  show: (id: string) => `/rechnungen/${encodeURIComponent(id)}`,
  /** The simple-rest resource under /api/v1 (spec § 7). */
  resource: 'rechnungen',
} as const;
