import { BELEG_STATUS, BELEG_TYPEN } from '@abfallportal/common/beleg';
import type { Knex } from 'knex';
import { z } from 'zod';
import type { Db } from '../platform/db';
import { spalte, zeilenParser } from '../platform/lesemodellZeile';

/**
 * The receipts' read models (DESIGN § 5, docs/decisions/lesemodell-vertraege.md): the projection
 * `belege` (projections/src/belege) creates and writes these tables, this feature reads them through
 * this module, other features only through the queries below, reached by the feature's index.ts.
 */
export const BELEG_TABELLE = {
  uebersicht: 'beleg_uebersicht',
  position: 'beleg_position',
  zuordnung: 'beleg_zuordnung',
  historie: 'beleg_historie',
} as const;

export type BelegTabelle = (typeof BELEG_TABELLE)[keyof typeof BELEG_TABELLE];

export const BELEG_TABELLEN: readonly BelegTabelle[] = Object.values(BELEG_TABELLE);

const text = z.string().nullable();

/** `beleg_uebersicht`: one row per receipt, its folded state in `zustand` (the projection's memory). */
export const belegUebersichtZeile = z.object({
  id: z.string(),
  typ: z.enum(BELEG_TYPEN),
  status: z.enum(BELEG_STATUS),
  herkunft: z.string(),
  quelle: z.string(),
  name: text,
  nummer: text,
  datum: spalte.tag.nullable(),
  summe: spalte.numerisch.nullable(),
  erzeuger_id: z.number(),
  entsorger_id: z.number(),
  anfallstelle_id: z.number().nullable(),
  empfaenger: text,
  absender: text,
  leistung_von: spalte.tag.nullable(),
  leistung_bis: spalte.tag.nullable(),
  bestell_referenz: text,
  storniert_beleg_id: text,
  datei_id: text,
  datei_name: text,
  datei_typ: text,
  fehler_begruendung: text,
  vorgangsnummern: z.array(z.string()),
  zustand: z.unknown(),
  version: z.number(),
  erfasst_am: spalte.zeitpunkt,
  suchtext: z.string(),
});
export type BelegUebersichtZeile = z.infer<typeof belegUebersichtZeile>;

/** `beleg_position`: the positions of every receipt, whatever its status. */
export const belegPositionZeile = z.object({
  beleg_id: z.string(),
  nr: z.number(),
  abfallschluessel: text,
  bezeichnung: text,
  menge: spalte.numerisch.nullable(),
  einheit: text,
  entsorgungsverfahren: text,
  verbleibsanlage_id: z.number().nullable(),
});
export type BelegPositionZeile = z.infer<typeof belegPositionZeile>;

/** `beleg_zuordnung`: which orders a receipt is assigned to. */
export const belegZuordnungZeile = z.object({ beleg_id: z.string(), auftrag_id: z.string(), vorgangsnummer: z.string() });
export type BelegZuordnungZeile = z.infer<typeof belegZuordnungZeile>;

/** `beleg_historie`: one row per event, with who did it and a German sentence. */
export const belegHistorieZeile = z.object({
  event_id: z.string(),
  beleg_id: z.string(),
  stream_revision: z.number(),
  zeitpunkt: spalte.zeitpunkt,
  ereignis: z.string(),
  akteur_id: text,
  akteur_name: z.string(),
  handelt_als_id: text,
  handelt_als_name: text,
  beschreibung: z.string(),
  status: z.enum(BELEG_STATUS).nullable(),
});
export type BelegHistorieZeile = z.infer<typeof belegHistorieZeile>;

const dateiZeile = zeilenParser(
  BELEG_TABELLE.uebersicht,
  belegUebersichtZeile.pick({ id: true, datei_id: true, datei_name: true, datei_typ: true }),
);

export type BelegDatei = { id: string; name: string | null; typ: string | null };

/** The files (attachments) of receipts by id; a receipt without a file is left out. */
export const ladeBelegDateien = async (db: Db, ids: readonly string[]): Promise<Map<string, BelegDatei>> => {
  if (ids.length === 0) return new Map();
  const rows = (
    await db(BELEG_TABELLE.uebersicht)
      .whereIn('id', [...ids])
      .select('id', 'datei_id', 'datei_name', 'datei_typ')
  ).map(dateiZeile);
  return new Map(rows.flatMap((r) => (r.datei_id ? [[r.id, { id: r.datei_id, name: r.datei_name, typ: r.datei_typ }]] : [])));
};

/**
 * A correlated count for a producer list (`LEFT JOIN LATERAL (…) r ON true`): the producer's receipts
 * of every type, deleted ones left out. `erzeugerSpalte` is the outer query's column, from code.
 */
export const belegAnzahlJeErzeugerSql = (erzeugerSpalte: string): string =>
  `SELECT count(*)::int AS n FROM ${BELEG_TABELLE.uebersicht} WHERE erzeuger_id = ${erzeugerSpalte} AND status <> 'GELOESCHT'`;

/** Receipts of producers in a period (exports): by their date, else the Berlin day they were captured. */
export type BelegZeitraum = {
  erzeugerIds: readonly number[];
  /** One site; `null` every site; `'ohne'` only receipts without a site. */
  anfallstelleId: number | null | 'ohne';
  beginn: string;
  ende: string;
};

/**
 * The receipts of a period, not deleted, as a query on `beleg_uebersicht as b` for the caller to
 * join master data to and select from (columns of `belegUebersichtZeile`, and `tag`: the day that placed it).
 */
export const belegeImZeitraum = (db: Db, u: BelegZeitraum): Knex.QueryBuilder => {
  const q = db(`${BELEG_TABELLE.uebersicht} as b`)
    .whereIn('b.erzeuger_id', [...u.erzeugerIds])
    .whereNot('b.status', 'GELOESCHT')
    .whereRaw(`${BELEG_TAG_SQL} BETWEEN ? AND ?`, ['Europe/Berlin', u.beginn, u.ende]);
  if (u.anfallstelleId === 'ohne') q.whereNull('b.anfallstelle_id');
  else if (u.anfallstelleId !== null) q.where('b.anfallstelle_id', u.anfallstelleId);
  return q;
};

/** The day that places a receipt of `beleg_uebersicht as b` in a period; one binding: the time zone. */
export const BELEG_TAG_SQL = 'coalesce(b.datum, (b.erfasst_am AT TIME ZONE ?)::date)';

const positionMitAnlage = zeilenParser(
  BELEG_TABELLE.position,
  belegPositionZeile
    .omit({ nr: true, verbleibsanlage_id: true })
    .extend({ verbleibsanlage: z.string().nullable(), zertifikat_gueltig_bis: spalte.tag.nullable() }),
  'beleg_id',
);
export type BelegPositionMitAnlage = ReturnType<typeof positionMitAnlage>;

/** The positions of receipts with their plant's name and certificate date, in receipt and position order. */
export const ladeBelegPositionen = async (db: Db, belegIds: readonly string[]): Promise<BelegPositionMitAnlage[]> =>
  (
    await db(`${BELEG_TABELLE.position} as p`)
      .leftJoin('verbleibsanlage as v', 'v.id', 'p.verbleibsanlage_id')
      .whereIn('p.beleg_id', [...belegIds])
      .orderBy([{ column: 'p.beleg_id' }, { column: 'p.nr' }])
      .select(
        'p.beleg_id',
        'p.abfallschluessel',
        'p.bezeichnung',
        'p.menge',
        'p.einheit',
        'p.entsorgungsverfahren',
        'v.name as verbleibsanlage',
        'v.zertifikat_gueltig_bis',
      )
  ).map(positionMitAnlage);
