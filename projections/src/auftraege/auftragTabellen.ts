import type { Knex } from 'knex';
import { OFFENE_STATUS } from '@abfallportal/common/auftragOffen';
import { AUFTRAG_TABELLEN, type AuftragTabelle } from '@abfallportal/backend/auftraege';
import { ident, type IndexDefinition, type TableNames } from '../runtime/projection';

/**
 * The order read models (DESIGN § 5), the tables of the order feature's contract
 * (backend/src/auftraege/lesemodell: names and row schemas; lesemodellSpalten.int.test.ts holds
 * these columns to the schemas): one row per order for list and details, one row per event
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
      angefragte_entsorger_ids jsonb NOT NULL DEFAULT '[]',
      angebote jsonb NOT NULL DEFAULT '[]',
      freigeber_id integer,
      angebote_erhalten integer NOT NULL DEFAULT 0,
      angebote_angefragt integer NOT NULL DEFAULT 0,
      angebots_entsorger_namen text[] NOT NULL DEFAULT '{}',
      hauptauftrag_id uuid,
      status_seit timestamptz,
      auftragsbild text,
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
      -- The disposer an offer, a decline or an acceptance is about (issue 28): other disposers do not see it.
      entsorger_id integer
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
  await createStatusZaehler(trx, u, names.auftrag_status_zaehler);
};

/**
 * The number of orders per status, kept by statement triggers on the overview table (transition
 * tables: one grouped statement per write, whatever the batch size), so the staff's open-orders
 * page shows its total without counting 200,000 index entries on every request
 * (test/bench/offeneAuftraege.bench.ts). The trigger finds its counter table by the overview
 * table's name, so both keep belonging together when a rebuild renames them into place.
 */
const createStatusZaehler = async (trx: Knex.Transaction, u: string, z: string): Promise<void> => {
  await trx.raw(`
    CREATE TABLE ${ident(z)} (
      status text NOT NULL,
      anzahl bigint NOT NULL,
      CONSTRAINT ${ident(`${z}_pkey`)} PRIMARY KEY (status)
    );
    CREATE OR REPLACE FUNCTION auftrag_status_zaehlen() RETURNS trigger LANGUAGE plpgsql AS $fn$
    DECLARE
      ziel text := replace(TG_TABLE_NAME, '${AUFTRAG_TABELLEN.uebersicht}', '${AUFTRAG_TABELLEN.statusZaehler}');
      delta text := CASE TG_OP
        WHEN 'INSERT' THEN 'SELECT status, 1 AS d FROM neu'
        WHEN 'DELETE' THEN 'SELECT status, -1 AS d FROM alt'
        ELSE 'SELECT status, 1 AS d FROM neu UNION ALL SELECT status, -1 AS d FROM alt' END;
    BEGIN
      EXECUTE format(
        'INSERT INTO %I AS z (status, anzahl) SELECT status, sum(d) FROM (%s) x GROUP BY status HAVING sum(d) <> 0
         ON CONFLICT (status) DO UPDATE SET anzahl = z.anzahl + EXCLUDED.anzahl',
        ziel, delta);
      RETURN NULL;
    END
    $fn$;
    CREATE TRIGGER zaehlen_neu AFTER INSERT ON ${ident(u)} REFERENCING NEW TABLE AS neu
      FOR EACH STATEMENT EXECUTE FUNCTION auftrag_status_zaehlen();
    CREATE TRIGGER zaehlen_geaendert AFTER UPDATE ON ${ident(u)} REFERENCING OLD TABLE AS alt NEW TABLE AS neu
      FOR EACH STATEMENT EXECUTE FUNCTION auftrag_status_zaehlen();
    CREATE TRIGGER zaehlen_entfernt AFTER DELETE ON ${ident(u)} REFERENCING OLD TABLE AS alt
      FOR EACH STATEMENT EXECUTE FUNCTION auftrag_status_zaehlen();
  `);
};

/**
 * Secondary indexes: every list filter and sort, the history's key, and the trigram search. A
 * rebuild builds them after the bulk load, those of one table as soon as that table is complete.
 */
export const auftragIndizes = (names: TableNames<AuftragTabelle>): IndexDefinition<AuftragTabelle>[] => {
  const u = names.auftrag_uebersicht;
  const h = names.auftrag_historie;
  const q = names.auftrag_suche;
  const uebersicht = (name: string, spalten: string) => ({
    table: AUFTRAG_TABELLEN.uebersicht,
    sql: `CREATE INDEX ${ident(`${u}_${name}`)} ON ${ident(u)} (${spalten})`,
  });
  return [
    // First the one that takes longest: the rebuild starts it while the orders are still being written.
    {
      table: AUFTRAG_TABELLEN.suche,
      sql: `CREATE INDEX ${ident(`${q}_suchtext_idx`)} ON ${ident(q)} USING gin (erzeuger_id, suchtext gin_trgm_ops)`,
    },
    // The history's key comes after the load; each event arrives once in a rebuild, and ON CONFLICT needs it only live.
    { table: AUFTRAG_TABELLEN.historie, sql: `ALTER TABLE ${ident(h)} ADD CONSTRAINT ${ident(`${h}_pkey`)} PRIMARY KEY (event_id)` },
    { table: AUFTRAG_TABELLEN.historie, sql: `CREATE INDEX ${ident(`${h}_auftrag_idx`)} ON ${ident(h)} (auftrag_id, stream_revision)` },
    uebersicht('erzeuger_erstellt_idx', 'erzeuger_id, erstellt_am, id'),
    uebersicht('erzeuger_status_idx', 'erzeuger_id, status, erstellt_am, id'),
    uebersicht('erzeuger_faellig_idx', 'erzeuger_id, faellig_am, id'),
    uebersicht('erzeuger_anfallstelle_idx', 'erzeuger_id, anfallstelle_name COLLATE "de-x-icu", id'),
    uebersicht('erzeuger_entsorger_name_idx', 'erzeuger_id, entsorger_name COLLATE "de-x-icu", id'),
    uebersicht('erzeuger_fraktion_idx', 'erzeuger_id, fraktion COLLATE "de-x-icu", id'),
    uebersicht('entsorger_idx', 'entsorger_id, erstellt_am, id'),
    uebersicht('erstellt_idx', 'erstellt_am, id'),
    // With the id: one chosen status sorted by due date reads its page in index order (open orders, Status PROBLEM).
    uebersicht('status_faellig_idx', 'status, faellig_am, id'),
    uebersicht('faellig_idx', 'faellig_am, id'),
    uebersicht('vorgangsnummer_idx', 'vorgangsnummer text_pattern_ops'),
    uebersicht('freigeber_idx', 'freigeber_id, status'),
    // A disposer's list: the offer requests it was asked for (angefragte_entsorger_ids @> [id]).
    {
      table: AUFTRAG_TABELLEN.uebersicht,
      sql: `CREATE INDEX ${ident(`${u}_angefragte_idx`)} ON ${ident(u)} USING gin (angefragte_entsorger_ids jsonb_path_ops)`,
    },
    // Follow-up orders of a main order (details page); the reminder job's candidates.
    uebersicht('hauptauftrag_idx', 'hauptauftrag_id'),
    uebersicht('status_seit_idx', 'status, status_seit'),
    ...offeneIndizes(u),
  ];
};

/**
 * Staff's open orders (GET /auftrag/offen): one partial index per sort key over the open statuses,
 * in the ORDER BY the query writes, so a page of 1,000,000 orders reads 25 entries instead of
 * sorting every open order (test/bench/offeneAuftraege.bench.ts). Status and producer ride along,
 * so a chosen subset of statuses or a producer search is checked in the index as well.
 */
const offeneIndizes = (u: string): IndexDefinition<AuftragTabelle>[] => {
  const offen = OFFENE_STATUS.map((s) => `'${s}'`).join(', ');
  const index = (name: string, spalte: string) => ({
    table: AUFTRAG_TABELLEN.uebersicht,
    sql: `CREATE INDEX ${ident(`${u}_offen_${name}_idx`)} ON ${ident(u)} (${spalte}, id) INCLUDE (status, erzeuger_id) WHERE status IN (${offen})`,
  });
  return [
    index('faellig', 'faellig_am'),
    index('vorgangsnummer', 'vorgangsnummer'),
    index('status', 'status'),
    index('erzeuger', 'erzeuger_name COLLATE "de-x-icu"'),
    index('anfallstelle', 'anfallstelle_name COLLATE "de-x-icu"'),
    index('entsorger', 'entsorger_name COLLATE "de-x-icu"'),
    index('fraktion', 'fraktion COLLATE "de-x-icu"'),
    index('erstellt', 'erstellt_am'),
  ];
};
