import type { Knex } from 'knex';
import { arrays, MIT_ANZEIGE, unnestZeilen } from './anzeigeSql';
import { STATE_COLUMNS } from './auftragZeile';

/** Search text of an order row (alias `d`: an overview row, or MIT_ANZEIGE), the same on insert and after a disposer merge. */
export const suchtext = (d: string) =>
  `lower(concat_ws(' ', ${[
    'vorgangsnummer',
    // Spec § 2: the producer's own list searches by producer name too (issue 28).
    'erzeuger_name',
    'anfallstelle_name',
    'anfallstelle_nummer',
    'anfallstelle_ort',
    'anfallstelle_strasse',
    'entsorger_name',
    'fraktion',
    'avv_name',
    'abfallschluessel',
    'behaelter',
    'kommentar',
    'besteller_name',
    'kundennummer',
  ]
    .map((c) => `${d}.${c}`)
    .join(', ')}))`;

/** The state columns the display names and the search text need. */
const SUCH_SPALTEN = STATE_COLUMNS.filter(([c]) =>
  [
    'id',
    'erzeuger_id',
    'vorgangsnummer',
    'anfallstelle_id',
    'entsorger_id',
    'fraktion_id',
    'abfallschluessel',
    'behaelter',
    'kommentar',
    'besteller_id',
    'angefragte_entsorger_ids',
  ].includes(c),
);

/** Search rows of orders just placed (a rebuild session, before their overview rows exist). */
export const insertSuche = async (db: Knex, table: string, rows: Record<string, unknown>[]): Promise<void> => {
  if (rows.length === 0) return;
  await db.raw(
    `WITH x AS (${unnestZeilen(SUCH_SPALTEN)}), d AS (${MIT_ANZEIGE})
     INSERT INTO ${table} (id, erzeuger_id, suchtext) SELECT d.id, d.erzeuger_id, ${suchtext('d')} FROM d`,
    arrays(SUCH_SPALTEN, rows),
  );
};

/** The search text follows the overview row's names (after a disposer merge, a new waste type, an edit). */
export const suchtextErneuern = async (trx: Knex.Transaction, suche: string, uebersicht: string, ids: string[]): Promise<void> => {
  await trx.raw(
    `UPDATE ${suche} AS t SET suchtext = ${suchtext('x')} FROM ${uebersicht} AS x WHERE t.id = x.id AND x.id = ANY(?::uuid[])`,
    [ids],
  );
};
