/** Every URL of the orders feature (spec § 2): the producer id is optional and numeric. */
const basis = (erzeugerId?: number): string => (erzeugerId === undefined ? '/erzeuger/auftraege' : `/erzeuger/${erzeugerId}/auftraege`);

export const auftragPaths = {
  /** Route patterns: with the producer id and without it (then the user's own producer applies). */
  root: '/erzeuger/:erzeugerId?/auftraege',
  neuRoute: 'neu',
  showRoute: ':id',
  editRoute: 'edit/:id',
  nachtragenRoute: 'nachtragen',
  list: (erzeugerId?: number) => basis(erzeugerId),
  neu: (erzeugerId?: number) => `${basis(erzeugerId)}/neu`,
  show: (erzeugerId: number | undefined, id: string) => `${basis(erzeugerId)}/${encodeURIComponent(id)}`,
  /** Support tab "Angebotszuordnung", below /support. */
  angebotszuordnungRoute: 'angebotszuordnung',
  angebotszuordnung: '/support/angebotszuordnung',
  edit: (erzeugerId: number | undefined, id: string) => `${basis(erzeugerId)}/edit/${encodeURIComponent(id)}`,
  nachtragen: (erzeugerId?: number) => `${basis(erzeugerId)}/nachtragen`,
} as const;
