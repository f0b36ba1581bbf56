/** The archive (spec § 2 names the screen, not its path): the producer id is optional and numeric like the orders'. */
const basis = (erzeugerId?: number): string => (erzeugerId === undefined ? '/erzeuger/archiv' : `/erzeuger/${erzeugerId}/archiv`);

export const archivPaths = {
  root: '/erzeuger/:erzeugerId?/archiv',
  auftraege: (erzeugerId?: number) => basis(erzeugerId),
  dokumentation: (erzeugerId?: number) => `${basis(erzeugerId)}?ansicht=dokumentation`,
} as const;
