/** Every URL of the disposal plants (spec § 2, support tab verbleibsanlagen). */
export const verbleibsanlagenPaths = {
  /** Child route of /support. */
  route: 'verbleibsanlagen',
  list: '/support/verbleibsanlagen',
  /** The simple-rest resource (GET /api/v1/ablageort). */
  resource: 'ablageort',
} as const;
