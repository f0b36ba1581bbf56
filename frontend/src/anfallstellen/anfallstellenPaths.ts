/** Every URL of the producer's sites (spec § 2): the producer id is optional and numeric. */
const basis = (erzeugerId?: number): string =>
  erzeugerId === undefined ? '/erzeuger/anfallstellen' : `/erzeuger/${erzeugerId}/anfallstellen`;

export const anfallstellenPaths = {
  /** Route patterns: with the producer id and without it (then the user's own producer applies). */
  root: '/erzeuger/:erzeugerId?/anfallstellen',
  neuRoute: 'neu',
  editRoute: ':id',
  list: (erzeugerId?: number) => basis(erzeugerId),
  neu: (erzeugerId?: number) => `${basis(erzeugerId)}/neu`,
  edit: (erzeugerId: number | undefined, id: number | string) => `${basis(erzeugerId)}/${encodeURIComponent(String(id))}`,
  /** The simple-rest resource of the list (GET /api/v1/anfallstelle/erzeuger/{id}). */
  listResource: (erzeugerId: number) => `anfallstelle/erzeuger/${erzeugerId}`,
  /** The record resource (GET, PUT, DELETE /api/v1/anfallstelle/{id}). */
  resource: 'anfallstelle',
} as const;
