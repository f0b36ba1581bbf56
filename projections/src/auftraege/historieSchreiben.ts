import type { Knex } from 'knex';
import type { AuftragHistorieZeile } from '@abfallportal/backend/auftraege';
import { umhaengeZeilen, type HistorieZeile, type Umhaengen } from './auftragFold';

/** The columns a history row arrives with (and their SQL types for json_to_recordset); the names are looked up on insert. */
const HISTORIE_COLUMNS = [
  ['event_id', 'uuid'],
  ['auftrag_id', 'uuid'],
  ['position', 'text'],
  ['stream_revision', 'integer'],
  ['zeitpunkt', 'timestamptz'],
  ['ereignis', 'text'],
  ['akteur_id', 'text'],
  ['handelt_als_id', 'text'],
  ['beschreibung', 'text'],
  ['status', 'text'],
  ['entsorger_id', 'integer'],
] as const satisfies readonly (readonly [keyof HistorieZeile & keyof AuftragHistorieZeile, string])[];

/** Actor ids are user ids (a disposer's user with its company), or `entsorger:<id>` for a disposer answering through a token link. */
export const NAME_VON = (spalte: string) => `
  CASE WHEN x.${spalte} LIKE 'entsorger:%'
    THEN (SELECT s.name FROM entsorger s WHERE s.id = substr(x.${spalte}, 11)::integer) || ' (per E-Mail-Link)'
    -- Compare as integer, so the lookup uses benutzer's primary key.
    -- A disposer's user is named with its company, like a mail-link answer names the disposer.
    ELSE (SELECT trim(b.vorname || ' ' || b.nachname) || coalesce(' (' || s.name || ')', '')
      FROM benutzer b LEFT JOIN entsorger s ON s.id = b.entsorger_id
      WHERE x.${spalte} ~ '^[0-9]{1,9}$' AND b.id = x.${spalte}::integer)
  END`;

/**
 * History rows as one JSON parameter: cheaper on both ends than one array parameter per column
 * (node-pg escapes every array element in JavaScript, PostgreSQL parses each array). The actors'
 * names are looked up in the same statement; an event without a known actor is the system's.
 * `ohneKonflikt` for a rebuild, whose table has no key yet and gets each event once.
 */
export const insertHistorie = async (db: Knex, table: string, rows: HistorieZeile[], { ohneKonflikt = false } = {}): Promise<void> => {
  if (rows.length === 0) return;
  await db.raw(
    `INSERT INTO ${table} (event_id, auftrag_id, position, stream_revision, zeitpunkt, ereignis, akteur_id, akteur_name,
       handelt_als_id, handelt_als_name, beschreibung, status, entsorger_id)
     SELECT x.event_id, x.auftrag_id, x.position, x.stream_revision, x.zeitpunkt, x.ereignis, x.akteur_id,
       coalesce(${NAME_VON('akteur_id')}, 'System'), x.handelt_als_id, ${NAME_VON('handelt_als_id')}, x.beschreibung, x.status,
       x.entsorger_id
     FROM json_to_recordset(?::json) AS x(${HISTORIE_COLUMNS.map(([c, t]) => `${c} ${t}`).join(', ')})
     ${ohneKonflikt ? '' : 'ON CONFLICT (event_id) DO NOTHING'}`,
    [JSON.stringify(rows)],
  );
};

/** History rows of a merged disposer name the kept one: one statement moves every order's rows (umhaengeZeilen). */
export const historieUmhaengen = async (db: Knex, table: string, merges: Umhaengen[]): Promise<void> => {
  if (merges.length === 0) return;
  const zeilen = umhaengeZeilen(merges);
  await db.raw(
    `UPDATE ${table} h SET entsorger_id = v.nach
       FROM unnest(?::uuid[], ?::int[], ?::int[]) AS v(auftrag_id, von, nach)
      WHERE h.auftrag_id = v.auftrag_id AND h.entsorger_id = v.von`,
    [zeilen.map((z) => z.auftragId), zeilen.map((z) => z.von), zeilen.map((z) => z.nach)],
  );
};

/** The disposer's users now belong to the kept disposer: their history rows name it, as a rebuild would. */
export const akteurNamenErneuern = async (trx: Knex.Transaction, table: string, ids: string[]): Promise<void> => {
  await trx.raw(
    `UPDATE ${table} AS x SET akteur_name = coalesce(${NAME_VON('akteur_id')}, x.akteur_name)
     WHERE x.auftrag_id = ANY(?::uuid[]) AND x.akteur_id ~ '^[0-9]{1,9}$'`,
    [ids],
  );
};
