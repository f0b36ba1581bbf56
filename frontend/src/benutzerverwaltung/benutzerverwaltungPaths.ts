/** Every URL of the producer's user management (spec § 2): the producer id is optional and numeric. */
const basis = (erzeugerId?: number): string => (erzeugerId === undefined ? '/erzeuger/verwaltung' : `/erzeuger/${erzeugerId}/verwaltung`);

export const benutzerverwaltungPaths = {
  /** Route patterns: with the producer id and without it (then the user's own producer applies). */
  root: '/erzeuger/:erzeugerId?/verwaltung',
  neuRoute: 'neu',
  editRoute: ':id',
  list: (erzeugerId?: number) => basis(erzeugerId),
  neu: (erzeugerId?: number) => `${basis(erzeugerId)}/neu`,
  edit: (erzeugerId: number | undefined, id: number | string) => `${basis(erzeugerId)}/${encodeURIComponent(String(id))}`,
  /** The simple-rest resource of the list (GET /api/v1/erzeuger/{id}/benutzer). */
  listResource: (erzeugerId: number) => `erzeuger/${erzeugerId}/benutzer`,
} as const;
