/** Every URL of the service numbers (spec § 2): the producer id is numeric and optional. */
const basis = (erzeugerId?: number): string =>
  erzeugerId === undefined ? '/erzeuger/leistungsnummer' : `/erzeuger/${erzeugerId}/leistungsnummer`;

export const leistungsnummerPaths = {
  root: '/erzeuger/:erzeugerId?/leistungsnummer',
  neuRoute: 'neu',
  editRoute: ':id',
  list: (erzeugerId?: number) => basis(erzeugerId),
  neu: (erzeugerId?: number) => `${basis(erzeugerId)}/neu`,
  edit: (erzeugerId: number | undefined, id: number | string) => `${basis(erzeugerId)}/${encodeURIComponent(String(id))}`,
  /** The simple-rest resource under /api/v1 (spec § 7). */
  resource: 'custom/bela/leistungsnummer',
} as const;
