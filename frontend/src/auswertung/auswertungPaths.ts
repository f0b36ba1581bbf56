/** The evaluations page (spec § 2). */
export const auswertungPaths = {
  /** Route pattern: the producer id is optional (without it the user's own producer), like the orders' pages. */
  route: '/erzeuger/:erzeugerId?/auswertung',
  root: '/erzeuger/auswertung',
} as const;
