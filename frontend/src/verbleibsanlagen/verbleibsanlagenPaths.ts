/** Every URL of the disposal plants (spec § 2, support tab verbleibsanlagen). */
export const verbleibsanlagenPaths = {
  /** Child route of /support. */
  route: 'verbleibsanlagen',
  list: '/support/verbleibsanlagen',
  neuRoute: 'verbleibsanlagen/neu',
  neu: '/support/verbleibsanlagen/neu',
  editRoute: 'verbleibsanlagen/:id',
  edit: (id: number | string) => `/support/verbleibsanlagen/${encodeURIComponent(String(id))}`,
  /** The simple-rest resource (GET /api/v1/ablageort). */
  resource: 'ablageort',
} as const;
