/** Every URL of the documentation (spec § 2: /erzeuger/:erzeugerId/dokumentation → standorte, standorte/:anfallstelleId). */
const basis = (erzeugerId?: number): string =>
  erzeugerId === undefined ? '/erzeuger/dokumentation' : `/erzeuger/${erzeugerId}/dokumentation`;

export const dokumentationPaths = {
  root: '/erzeuger/:erzeugerId?/dokumentation',
  standorteRoute: 'standorte',
  standortRoute: 'standorte/:anfallstelleId',
  start: (erzeugerId?: number) => basis(erzeugerId),
  standorte: (erzeugerId?: number) => `${basis(erzeugerId)}/standorte`,
  standort: (erzeugerId: number | undefined, anfallstelleId: number, jahr?: number) =>
    `${basis(erzeugerId)}/standorte/${anfallstelleId}${jahr ? `?jahr=${jahr}` : ''}`,
} as const;
