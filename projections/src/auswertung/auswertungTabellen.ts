import { AUSWERTUNG_TABELLEN, KOSTEN_SCHLUESSEL, MENGE_SCHLUESSEL, type AuswertungTabelle } from '@abfallportal/backend/auswertung';
import type { Knex } from 'knex';
import { ident, type IndexDefinition, type TableNames } from '../runtime/projection';

/** The grain columns as SQL lists (the sums' unique keys and GROUP BY). */
export const MENGE_SPALTEN = MENGE_SCHLUESSEL.join(', ');
export const KOSTEN_SPALTEN = KOSTEN_SCHLUESSEL.join(', ');

/** The evaluations' tables (columns: the row schemas in backend/src/auswertung/auswertungLesemodell.ts). */
const DDL: Record<AuswertungTabelle, (name: string) => string> = {
  ausw_zustand: (name) => `
  CREATE TABLE ${ident(name)} (
    stream text PRIMARY KEY,
    zustand jsonb NOT NULL,
    version integer NOT NULL
  )`,
  // One row per source and month: a hand-entered quantity (spread evenly over the months of its
  // service period, anteil = 1/months) or a position of an APPROVED receipt (anteil 1).
  ausw_menge: (name) => `
  CREATE TABLE ${ident(name)} (
    quelle text NOT NULL,
    quelle_id uuid NOT NULL,
    nr integer NOT NULL,
    monat date NOT NULL,
    erzeuger_id integer NOT NULL,
    anfallstelle_id integer NOT NULL,
    abfallschluessel text NOT NULL,
    avv text NOT NULL,
    fraktion_id integer,
    entsorger_id integer,
    verbleibsanlage_id integer,
    entsorgungsverfahren text,
    menge numeric(14,3),
    einheit text,
    abweichende_dichte numeric(14,3),
    behaeltertyp_id integer,
    behaelter text,
    anteil double precision NOT NULL,
    PRIMARY KEY (quelle_id, nr, monat)
  )`,
  // One row per position of an APPROVED receipt with an amount, signed by the receipt type.
  ausw_kosten: (name) => `
  CREATE TABLE ${ident(name)} (
    beleg_id uuid NOT NULL,
    nr integer NOT NULL,
    monat date NOT NULL,
    erzeuger_id integer NOT NULL,
    anfallstelle_id integer NOT NULL,
    entsorger_id integer NOT NULL,
    abfallschluessel text NOT NULL,
    avv text NOT NULL,
    typ text NOT NULL,
    betrag numeric(14,2) NOT NULL,
    PRIMARY KEY (beleg_id, nr)
  )`,
  // One row per time an order entered a status: when, and when it left it (null: still in it).
  ausw_auftrag_status: (name) => `
  CREATE TABLE ${ident(name)} (
    auftrag_id uuid NOT NULL,
    revision integer NOT NULL,
    erzeuger_id integer NOT NULL,
    anfallstelle_id integer NOT NULL,
    status text NOT NULL,
    monat date NOT NULL,
    von timestamptz NOT NULL,
    bis timestamptz,
    -- On an AUFTRAG_ABGESCHLOSSEN row: when the order first entered BESTELLUNG (the lead time's start).
    bestellt timestamptz,
    PRIMARY KEY (auftrag_id, revision)
  )`,
  // The sums the evaluations read (issue 21: a producer with 100,000 receipts in < 100 ms): ausw_menge
  // and ausw_kosten summed at their grain, kept in step in the same transaction as the per-source rows
  // (a changed source subtracts its old rows and adds its new ones; numeric, so nothing drifts; a group
  // whose last row left is removed). Only quantities above zero, as the evaluations count them.
  ausw_menge_summe: (name) => `
  CREATE TABLE ${ident(name)} (
    erzeuger_id integer NOT NULL,
    monat date NOT NULL,
    anfallstelle_id integer NOT NULL,
    abfallschluessel text NOT NULL,
    avv text NOT NULL,
    fraktion_id integer,
    entsorger_id integer,
    verbleibsanlage_id integer,
    entsorgungsverfahren text,
    quelle text NOT NULL,
    einheit text,
    abweichende_dichte numeric(14,3),
    behaeltertyp_id integer,
    behaelter text,
    menge numeric NOT NULL,
    zeilen integer NOT NULL,
    UNIQUE NULLS NOT DISTINCT (${MENGE_SPALTEN})
  )`,
  ausw_kosten_summe: (name) => `
  CREATE TABLE ${ident(name)} (
    erzeuger_id integer NOT NULL,
    monat date NOT NULL,
    anfallstelle_id integer NOT NULL,
    abfallschluessel text NOT NULL,
    avv text NOT NULL,
    entsorger_id integer NOT NULL,
    betrag numeric NOT NULL,
    zeilen integer NOT NULL,
    UNIQUE (${KOSTEN_SPALTEN})
  )`,
};

/** Creates every table in one round trip. */
export const createTables = async (trx: Knex.Transaction, n: TableNames<AuswertungTabelle>): Promise<void> => {
  await trx.raw(AUSWERTUNG_TABELLEN.map((t) => DDL[t](n[t])).join(';\n'));
};

export const indexes = (n: TableNames<AuswertungTabelle>): IndexDefinition<AuswertungTabelle>[] => [
  {
    table: 'ausw_menge',
    sql: `CREATE INDEX ${ident(`${n.ausw_menge}_erzeuger`)} ON ${ident(n.ausw_menge)} (erzeuger_id, monat, anfallstelle_id)`,
  },
  {
    table: 'ausw_kosten',
    sql: `CREATE INDEX ${ident(`${n.ausw_kosten}_erzeuger`)} ON ${ident(n.ausw_kosten)} (erzeuger_id, monat, anfallstelle_id)`,
  },
  {
    table: 'ausw_auftrag_status',
    sql: `CREATE INDEX ${ident(`${n.ausw_auftrag_status}_erzeuger`)} ON ${ident(n.ausw_auftrag_status)} (erzeuger_id, status, monat) INCLUDE (anfallstelle_id, von, bestellt)`,
  },
  {
    table: 'ausw_auftrag_status',
    sql: `CREATE INDEX ${ident(`${n.ausw_auftrag_status}_offen`)} ON ${ident(n.ausw_auftrag_status)} (erzeuger_id, status) INCLUDE (anfallstelle_id) WHERE bis IS NULL`,
  },
];
