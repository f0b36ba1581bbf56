import { BELEG_RHYTHMEN, BELEG_STATUS, BELEG_TYPEN, type BelegStatus } from '@abfallportal/common/beleg';
import { z } from 'zod';
import type { Db } from '../platform/db';
import { spalte, zeilenParser } from '../platform/lesemodellZeile';

/**
 * The documentation's read models (DESIGN § 5, docs/decisions/lesemodell-vertraege.md): the
 * projection `dokumentation` (projections/src/dokumentation) creates and writes these tables, this
 * feature reads them through this module, other features only through the queries below, reached
 * by the feature's index.ts.
 */
export const DOKUMENTATION_TABELLE = {
  abfallmenge: 'abfallmenge_uebersicht',
  beleg: 'doku_beleg',
  belegPosition: 'doku_beleg_position',
} as const;

export type DokumentationTabelle = (typeof DOKUMENTATION_TABELLE)[keyof typeof DOKUMENTATION_TABELLE];

export const DOKUMENTATION_TABELLEN: readonly DokumentationTabelle[] = Object.values(DOKUMENTATION_TABELLE);

const text = z.string().nullable();
const zahl = z.number().nullable();

/** `abfallmenge_uebersicht`: one row per hand-entered quantity (deleted ones flagged, kept for idempotence). */
export const abfallmengeZeile = z.object({
  id: z.string(),
  erzeuger_id: z.number(),
  anfallstelle_id: z.number(),
  fraktion_id: zahl,
  abfallschluessel: z.string(),
  leistungsjahr: z.number(),
  leistung_von: spalte.tag.nullable(),
  leistung_bis: spalte.tag.nullable(),
  menge: z.string(),
  menge_zahl: spalte.numerisch,
  einheit: z.string(),
  abweichende_dichte: text,
  rhythmus: z.enum(BELEG_RHYTHMEN),
  anzahl_leerungen: zahl,
  entsorgungsverfahren: z.string(),
  verbleibsanlage_id: zahl,
  zertifikat_id: text,
  zertifikat_name: text,
  zertifikat_gueltig_bis: spalte.tag.nullable(),
  ausnahme: text,
  behaeltertyp_id: zahl,
  behaelter_anzahl: zahl,
  geloescht: z.boolean(),
  zustand: z.unknown(),
  version: z.number(),
});
export type AbfallmengeZeile = z.infer<typeof abfallmengeZeile>;

/** `doku_beleg`: every receipt as the documentation needs it (site, year, status). */
export const dokuBelegZeile = z.object({
  id: z.string(),
  erzeuger_id: z.number(),
  entsorger_id: z.number(),
  anfallstelle_id: zahl,
  typ: z.enum(BELEG_TYPEN),
  status: z.enum(BELEG_STATUS),
  nummer: text,
  datum: spalte.tag.nullable(),
  summe: spalte.numerisch.nullable(),
  jahr: zahl,
  zustand: z.unknown(),
  version: z.number(),
});
export type DokuBelegZeile = z.infer<typeof dokuBelegZeile>;

/** `doku_beleg_position`: the positions of APPROVED receipts with a site and a year. */
export const dokuBelegPositionZeile = z.object({
  beleg_id: z.string(),
  nr: z.number(),
  erzeuger_id: z.number(),
  anfallstelle_id: z.number(),
  jahr: z.number(),
  beleg_nummer: text,
  abfallschluessel: text,
  menge: spalte.numerisch.nullable(),
  menge_text: text,
  einheit: text,
  abweichende_dichte: spalte.numerisch.nullable(),
  behaelter: text,
  behaelter_anzahl: zahl,
  entsorgungsverfahren: text,
  verbleibsanlage_id: zahl,
  zertifikat: text,
});
export type DokuBelegPositionZeile = z.infer<typeof dokuBelegPositionZeile>;

/** The receipts waiting for a person in a scope (the evaluations' tile): count by status, optionally per site. */
export const zaehleDokuBelege = async (
  db: Db,
  u: { erzeugerIds: readonly number[]; status: readonly BelegStatus[]; anfallstelleIds: readonly number[] | null },
): Promise<number> => {
  const q = db(DOKUMENTATION_TABELLE.beleg)
    .whereIn('erzeuger_id', [...u.erzeugerIds])
    .whereIn('status', [...u.status]);
  if (u.anfallstelleIds) q.whereIn('anfallstelle_id', [...u.anfallstelleIds]);
  const [zeile] = await q.count({ n: '*' });
  return Number(zeile?.n ?? 0);
};

const ausnahmeZeile = zeilenParser(DOKUMENTATION_TABELLE.beleg, z.object({ id: z.string(), abfallschluessel: text, ausnahme: z.string() }));
export type BelegAusnahme = ReturnType<typeof ausnahmeZeile>;

/**
 * The positions with an exception (Ausnahme, GewAbfV § 3(2)/§ 4(2)) of receipts by id, in position
 * order; the text is kept in the receipt's state only.
 */
export const ladeBelegAusnahmen = async (db: Db, belegIds: readonly string[]): Promise<BelegAusnahme[]> => {
  if (belegIds.length === 0) return [];
  const { rows } = (await db.raw(
    `SELECT b.id, p.value ->> 'abfallschluessel' AS abfallschluessel, p.value ->> 'ausnahme' AS ausnahme
       FROM ${DOKUMENTATION_TABELLE.beleg} b,
            jsonb_array_elements(coalesce(b.zustand #> '{felder,positionen}', '[]'::jsonb)) WITH ORDINALITY AS p(value, nr)
      WHERE b.id = ANY(?::uuid[]) AND trim(coalesce(p.value ->> 'ausnahme', '')) <> ''
      ORDER BY b.id, p.nr`,
    [[...belegIds]],
  )) as { rows: unknown[] };
  return rows.map(ausnahmeZeile);
};
