import type { Knex } from 'knex';
import { ident, type TableNames } from '../runtime/projection';

export type AuftragTabelle = 'auftrag_uebersicht' | 'auftrag_historie' | 'auftrag_suche';

/**
 * The order read models (DESIGN § 5): one row per order for list and details, one row per event
 * for the history, and the search text of each order. Every filter of the list has an index; the
 * search text has a trigram index.
 * The sort indexes serve the ORDER BY that listQuery writes (`<column> ASC NULLS LAST, id ASC`, or
 * its exact mirror `<column> DESC NULLS FIRST, id DESC`, read backwards), text columns with the
 * German ICU collation they sort by; without one PostgreSQL sorts all of a large producer's rows
 * for every page (test/bench/auftragListe.bench.ts).
 */
export const createAuftragTabellen = async (trx: Knex.Transaction, names: TableNames<AuftragTabelle>): Promise<void> => {
  const u = names.auftrag_uebersicht;
  const h = names.auftrag_historie;
  const q = names.auftrag_suche;
  await trx.raw(`
    CREATE TABLE ${ident(u)} (
      id uuid NOT NULL,
      vorgangsnummer text NOT NULL,
      auftragsart text NOT NULL,
      status text NOT NULL,
      erzeuger_id integer NOT NULL,
      erzeuger_name text NOT NULL,
      anfallstelle_id integer NOT NULL,
      anfallstelle_name text NOT NULL,
      anfallstelle_nummer text,
      anfallstelle_strasse text,
      anfallstelle_plz text,
      anfallstelle_ort text,
      entsorger_id integer,
      entsorger_name text,
      entsorger_email text,
      kundennummer text,
      fraktion_id integer NOT NULL,
      fraktion text NOT NULL,
      dichte numeric,
      abfallschluessel text NOT NULL,
      avv_name text NOT NULL,
      gefaehrlich boolean NOT NULL,
      behaelter_id integer NOT NULL,
      behaelter text NOT NULL,
      anzahl integer NOT NULL,
      wunsch_liefertermin date,
      liefertermin date,
      wunsch_abholtermin date,
      abholtermin date,
      liefertermin_unbekannt boolean NOT NULL,
      kommentar text,
      begruendung_gemischt text,
      ohne_preis_bestaetigt boolean NOT NULL,
      leistung_id integer,
      geschaetzter_preis numeric(12,2),
      besteller_id integer NOT NULL,
      besteller_name text NOT NULL,
      ablehnungsgrund text,
      vorgangs_kommentar text,
      faellig_am date,
      erstellt_am timestamptz NOT NULL,
      aktualisiert_am timestamptz NOT NULL,
      CONSTRAINT ${ident(`${u}_pkey`)} PRIMARY KEY (id)
    );

    CREATE TABLE ${ident(h)} (
      event_id uuid NOT NULL,
      auftrag_id uuid NOT NULL,
      position text NOT NULL,
      stream_revision integer NOT NULL,
      zeitpunkt timestamptz NOT NULL,
      ereignis text NOT NULL,
      akteur_id text,
      akteur_name text NOT NULL,
      handelt_als_id text,
      handelt_als_name text,
      beschreibung text NOT NULL,
      status text,
      CONSTRAINT ${ident(`${h}_pkey`)} PRIMARY KEY (event_id)
    );

    -- The search text of an order never changes after it is placed. In its own insert-only table the
    -- trigram index gets one entry per order, not one per status change (each change rewrites the row).
    -- The producer (it never changes) sits beside the text, so a producer's search narrows by both in one index.
    CREATE TABLE ${ident(q)} (
      id uuid NOT NULL,
      erzeuger_id integer NOT NULL,
      suchtext text NOT NULL,
      CONSTRAINT ${ident(`${q}_pkey`)} PRIMARY KEY (id)
    );
  `);
};

/** Secondary indexes: every list filter and sort, and the trigram search (built after a rebuild's bulk load). */
export const createAuftragIndizes = async (trx: Knex.Transaction, names: TableNames<AuftragTabelle>): Promise<void> => {
  const u = names.auftrag_uebersicht;
  const h = names.auftrag_historie;
  const q = names.auftrag_suche;
  await trx.raw(`
    CREATE INDEX ${ident(`${u}_erzeuger_erstellt_idx`)} ON ${ident(u)} (erzeuger_id, erstellt_am, id);
    CREATE INDEX ${ident(`${u}_erzeuger_status_idx`)} ON ${ident(u)} (erzeuger_id, status, erstellt_am, id);
    CREATE INDEX ${ident(`${u}_erzeuger_faellig_idx`)} ON ${ident(u)} (erzeuger_id, faellig_am, id);
    CREATE INDEX ${ident(`${u}_erzeuger_anfallstelle_idx`)} ON ${ident(u)} (erzeuger_id, anfallstelle_name COLLATE "de-x-icu", id);
    CREATE INDEX ${ident(`${u}_erzeuger_entsorger_name_idx`)} ON ${ident(u)} (erzeuger_id, entsorger_name COLLATE "de-x-icu", id);
    CREATE INDEX ${ident(`${u}_erzeuger_fraktion_idx`)} ON ${ident(u)} (erzeuger_id, fraktion COLLATE "de-x-icu", id);
    CREATE INDEX ${ident(`${u}_entsorger_idx`)} ON ${ident(u)} (entsorger_id, erstellt_am, id);
    CREATE INDEX ${ident(`${u}_erstellt_idx`)} ON ${ident(u)} (erstellt_am, id);
    CREATE INDEX ${ident(`${u}_status_faellig_idx`)} ON ${ident(u)} (status, faellig_am);
    CREATE INDEX ${ident(`${u}_faellig_idx`)} ON ${ident(u)} (faellig_am, id);
    CREATE INDEX ${ident(`${u}_vorgangsnummer_idx`)} ON ${ident(u)} (vorgangsnummer text_pattern_ops);
    CREATE INDEX ${ident(`${h}_auftrag_idx`)} ON ${ident(h)} (auftrag_id, stream_revision);
    CREATE INDEX ${ident(`${q}_suchtext_idx`)} ON ${ident(q)} USING gin (erzeuger_id, suchtext gin_trgm_ops);
  `);
};
