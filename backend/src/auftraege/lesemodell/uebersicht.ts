import { z } from 'zod';
import type { Db } from '../../platform/db';
import { spalte } from '../../platform/lesemodellZeile';
import { AUFTRAG_TABELLEN } from './tabellen';
import { uebersichtParser, uebersichtSpalten } from './uebersichtZeile';

/**
 * The named queries on the order overview that other features may use (through the order
 * feature's index.ts). Each selects what its caller needs and parses every row with the contract's
 * schema; nobody outside the order feature names the table or its columns.
 */

const U = AUFTRAG_TABELLEN.uebersicht;

const zugang = uebersichtSpalten(['erzeuger_id', 'entsorger_id', 'angefragte_entsorger_ids']);

/** Who may see an order (canAccessAuftrag): its producer, its disposer, the disposers asked for offers; undefined if unknown. */
export const auftragZugang = async (db: Db, id: string): Promise<z.infer<typeof zugang> | undefined> => {
  const r: unknown = await db(U).where({ id }).first('erzeuger_id', 'entsorger_id', 'angefragte_entsorger_ids');
  return r === undefined ? undefined : uebersichtParser(zugang)(r);
};

const zuordnung = uebersichtSpalten(['id', 'vorgangsnummer', 'erzeuger_id', 'entsorger_id']);

/** The orders named by ids (as far as they exist), as assigning a receipt to them needs them. */
export const auftraegeZurZuordnung = async (db: Db, ids: readonly string[]): Promise<z.infer<typeof zuordnung>[]> => {
  const rows: unknown[] = await db(U)
    .whereIn('id', [...ids])
    .select('id', 'vorgangsnummer', 'erzeuger_id', 'entsorger_id');
  return rows.map(uebersichtParser(zuordnung));
};

const kandidat = uebersichtSpalten([
  'id',
  'vorgangsnummer',
  'anfallstelle_id',
  'anfallstelle_name',
  'abfallschluessel',
  'status',
  'wunsch_liefertermin',
  'liefertermin',
]);

/** A producer's orders placed with one disposer, the newest numbers first: the candidates a receipt may belong to. */
export const auftraegeBeiEntsorger = async (
  db: Db,
  frage: { erzeugerId: number; entsorgerId: number; max: number },
): Promise<z.infer<typeof kandidat>[]> => {
  const rows: unknown[] = await db(U)
    .where({ erzeuger_id: frage.erzeugerId, entsorger_id: frage.entsorgerId })
    .orderBy('vorgangsnummer', 'desc')
    .limit(frage.max)
    .select(...kandidat.keyof().options);
  return rows.map(uebersichtParser(kandidat));
};

const leistung = uebersichtSpalten([
  'id',
  'vorgangsnummer',
  'status',
  'erzeuger_id',
  'entsorger_id',
  'anfallstelle_name',
  'entsorger_name',
  'abfallschluessel',
  'behaelter',
  'behaelter_id',
  'anzahl',
  'dichte',
  'leistung_id',
  'liefertermin',
  'wunsch_liefertermin',
  'abholtermin',
  'wunsch_abholtermin',
  'geschaetzter_preis',
]);
export type AuftragLeistungsdaten = z.infer<typeof leistung>;

/** The orders named by ids (as far as they exist) with what their services and agreed prices follow from. */
export const auftraegeMitLeistungsdaten = async (db: Db, ids: readonly string[]): Promise<AuftragLeistungsdaten[]> => {
  if (ids.length === 0) return [];
  const rows: unknown[] = await db(U)
    .whereIn('id', [...ids])
    .select(...leistung.keyof().options);
  return rows.map(uebersichtParser(leistung));
};

const behaelter = uebersichtSpalten(['anfallstelle_id', 'behaelter_id', 'behaelter', 'fraktion_id', 'fraktion']);

/** Each container type with fraction that a producer's orders used at these sites (once each, unsorted). */
export const behaelterDerAnfallstellen = async (
  db: Db,
  erzeugerId: number,
  anfallstelleIds: readonly number[],
): Promise<z.infer<typeof behaelter>[]> => {
  const rows: unknown[] = await db(U)
    .where({ erzeuger_id: erzeugerId })
    .whereIn('anfallstelle_id', [...anfallstelleIds])
    .distinct(...behaelter.keyof().options);
  return rows.map(uebersichtParser(behaelter));
};

// The order's day of the year: when it was delivered, else wished, else placed (German calendar day).
const TAG = "coalesce(liefertermin, wunsch_liefertermin, (erstellt_am AT TIME ZONE 'Europe/Berlin')::date)";

const begruendet = uebersichtSpalten(['vorgangsnummer', 'status', 'fraktion', 'abfallschluessel']).extend({
  begruendung_gemischt: z.string(),
  tag: spalte.tag,
});

/**
 * GewAbfV § 8(3) documentation: a site's orders of one year that justify a mixed collection
 * (a non-blank `begruendung_gemischt`), in the order they were placed.
 */
export const gemischtBegruendeteAuftraege = async (
  db: Db,
  frage: { erzeugerId: number; anfallstelleId: number; jahr: number },
): Promise<z.infer<typeof begruendet>[]> => {
  const rows: unknown[] = await db(U)
    .where({ erzeuger_id: frage.erzeugerId, anfallstelle_id: frage.anfallstelleId })
    .whereNotNull('begruendung_gemischt')
    .whereRaw("trim(begruendung_gemischt) <> ''")
    .whereRaw(`extract(year FROM ${TAG}) = ?`, [frage.jahr])
    .orderBy([{ column: 'erstellt_am' }, { column: 'vorgangsnummer' }])
    .select('vorgangsnummer', 'status', 'fraktion', 'abfallschluessel', 'begruendung_gemischt', db.raw(`${TAG} AS tag`));
  return rows.map(uebersichtParser(begruendet));
};

/**
 * Orders still waiting for or answered with an offer count as requests (Anfragen); the offer slice
 * has no table of its own, so its requests are exactly these orders.
 */
export const ANFRAGE_STATUS = ['WARTEN_AUF_ANGEBOT', 'ANGEBOT_AN_KUNDEN', 'ANFRAGE_ABGELEHNT'] as const;
// Constants of the code, not input: safe to write into the statement.
const ANFRAGE_LISTE = ANFRAGE_STATUS.map((s) => `'${s}'`).join(', ');

/**
 * A producer's requests and orders as a subquery (columns `anfragen`, `auftraege`) for a LATERAL
 * join in a list of producers: one index look-up per row of the page, not one query per producer.
 * `erzeugerIdSql` is the caller's column holding the producer's id (code, never input).
 */
export const auftragZahlenJeErzeugerSql = (erzeugerIdSql: string): string =>
  `SELECT count(*) FILTER (WHERE status IN (${ANFRAGE_LISTE}))::int AS anfragen,
          count(*) FILTER (WHERE status NOT IN (${ANFRAGE_LISTE}))::int AS auftraege
   FROM ${U} WHERE erzeuger_id = ${erzeugerIdSql}`;

/** The master data an order names, and the overview's column naming it. */
const STAMMDATUM_SPALTE = { behaelter: 'behaelter_id', abfallschluessel: 'abfallschluessel', fraktion: 'fraktion_id' } as const;

/**
 * Where orders use a master datum, for the master-data pages' "still used" answer: the table and a
 * condition with one `?` for the datum's key.
 */
export const auftragsVerwendung = (stammdatum: keyof typeof STAMMDATUM_SPALTE): { tabelle: string; bedingung: string } => ({
  tabelle: U,
  bedingung: `${STAMMDATUM_SPALTE[stammdatum]} = ?`,
});
