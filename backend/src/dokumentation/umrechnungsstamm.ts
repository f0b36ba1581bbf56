import type { Db } from '../platform/db';

/**
 * Densities from master data (t/m³): per fraction, and per AVV code the first of its fractions (in
 * their sort order) that has one. The documentation and the evaluations convert with these.
 */
export const dichtenAusStammdaten = (
  fraktionen: readonly { id: number; dichte: string | null }[],
  zuordnung: readonly { fraktion_id: number; abfallschluessel: string }[],
): { fraktionDichte: Map<number, number>; avvDichte: Map<string, number> } => {
  const fraktionDichte = new Map(fraktionen.filter((f) => f.dichte !== null).map((f) => [f.id, Number(f.dichte)]));
  const avvDichte = new Map<string, number>();
  for (const z of zuordnung) {
    const d = fraktionDichte.get(z.fraktion_id);
    if (d !== undefined && !avvDichte.has(z.abfallschluessel)) avvDichte.set(z.abfallschluessel, d);
  }
  return { fraktionDichte, avvDichte };
};

/** The master data every unit conversion needs (documentation and evaluations): densities, container volumes, fraction names. */
export type Umrechnungsstamm = {
  fraktionDichte: Map<number, number>;
  avvDichte: Map<string, number>;
  behaelter: Map<number, { name: string; volumen: number }>;
  behaelterNachName: Map<string, number>;
  fraktionName: Map<number, string>;
};

/** Loads the conversion's master data (three small tables, read side by side). */
export const ladeUmrechnungsstamm = async (db: Db): Promise<Umrechnungsstamm> => {
  const [fraktionen, zuordnung, behaelter] = (await Promise.all([
    db('fraktion').select('id', 'bezeichnung', 'dichte'),
    db('fraktion_abfallschluessel').orderBy(['fraktion_id', 'sort']).select('fraktion_id', 'abfallschluessel'),
    db('behaeltertyp').select('id', 'bezeichnung', 'volumen_m3'),
  ])) as [
    { id: number; bezeichnung: string; dichte: string | null }[],
    { fraktion_id: number; abfallschluessel: string }[],
    { id: number; bezeichnung: string; volumen_m3: string }[],
  ];
  const { fraktionDichte, avvDichte } = dichtenAusStammdaten(fraktionen, zuordnung);
  return {
    fraktionDichte,
    avvDichte,
    behaelter: new Map(behaelter.map((b) => [b.id, { name: b.bezeichnung, volumen: Number(b.volumen_m3) }])),
    behaelterNachName: new Map(behaelter.map((b) => [b.bezeichnung.toLowerCase(), Number(b.volumen_m3)])),
    fraktionName: new Map(fraktionen.map((f) => [f.id, f.bezeichnung])),
  };
};

/** The master data the documentation's lines need: the conversion's, and the AVV codes and plants they name. */
export type DokumentationsStamm = Umrechnungsstamm & {
  avv: Map<string, { bezeichnung: string; gefaehrlich: boolean }>;
  anlagen: Map<number, { name: string; gueltigBis: string | null }>;
};

const tag = (v: unknown): string | null => {
  if (v === null || v === undefined) return null;
  if (v instanceof Date) return `${v.getFullYear()}-${String(v.getMonth() + 1).padStart(2, '0')}-${String(v.getDate()).padStart(2, '0')}`;
  return String(v).slice(0, 10);
};

/** Loads the master data for the lines naming these AVV codes (compact spelling) and plants, once per request. */
export const ladeDokumentationsStamm = async (db: Db, avvKeys: string[], anlageIds: number[]): Promise<DokumentationsStamm> => {
  const [umrechnung, avv, anlagen] = (await Promise.all([
    ladeUmrechnungsstamm(db),
    db('abfallschluessel').whereIn('schluessel', avvKeys).select('schluessel', 'bezeichnung', 'gefaehrlich'),
    db('verbleibsanlage').whereIn('id', anlageIds).select('id', 'name', 'zertifikat_gueltig_bis'),
  ])) as [
    Umrechnungsstamm,
    { schluessel: string; bezeichnung: string; gefaehrlich: boolean }[],
    { id: number; name: string; zertifikat_gueltig_bis: unknown }[],
  ];
  return {
    ...umrechnung,
    avv: new Map(avv.map((a) => [a.schluessel, { bezeichnung: a.bezeichnung, gefaehrlich: a.gefaehrlich }])),
    anlagen: new Map(anlagen.map((a) => [a.id, { name: a.name, gueltigBis: tag(a.zertifikat_gueltig_bis) }])),
  };
};
