/** The evaluations page (spec § 2). */
export const auswertungPaths = {
  root: '/erzeuger/auswertung',
} as const;
