import type { AuftragStatus } from '@abfallportal/common/auftrag';
import { describeEreignis } from '@abfallportal/common/auftragStatusText';
import type { StoredEvent } from '../../../backend/src/eventstore/eventStore';
import {
  AUFTRAG_EVENT_TYPEN,
  evolveAuftrag,
  initialAuftragState,
  istNeu,
  readAuftragEvent,
  type AuftragDaten,
} from '../../../backend/src/auftraege/auftrag';
import type { Knex } from 'knex';
import { ident, type Projection, type TableNames } from '../runtime/projection';
import { createAuftragIndizes, createAuftragTabellen, type AuftragTabelle } from './auftragTabellen';
import { faelligAm } from './auftragFaelligkeit';
import { fromRow, STATE_COLUMNS, toRow, type Zustand, type ZustandRow } from './auftragZeile';

const PREFIX = 'auftrag-';
const BEKANNT = new Set<string>(AUFTRAG_EVENT_TYPEN);

/**
 * Order list, details and history (DESIGN § 5). Per batch: one SELECT of the orders it touches, the
 * pure evolve of the aggregate in memory, one upsert of the changed orders (display names joined
 * from master data in the same statement) and one insert of the history rows: four statements
 * whatever the batch size. Idempotent: the history skips known events, the upsert writes the state.
 */
export const auftragProjection: Projection<AuftragTabelle> = {
  name: 'auftraege',
  // 2: sort indexes match listQuery's ORDER BY (auftragTabellen.ts); the projector rebuilds into them.
  // 4: EntsorgerZusammengefuehrt (disposer merge) moves an order to the kept disposer.
  // 5: ascending sort indexes for both directions, the text sorts (site, disposer, fraction), and the
  //    producer in the search table's trigram index.
  version: 5,
  tables: ['auftrag_uebersicht', 'auftrag_historie', 'auftrag_suche'],
  createTables: createAuftragTabellen,
  createIndexes: createAuftragIndizes,
  handle: async (trx, events, names) => {
    const relevant = auftragEvents(events);
    if (relevant.length === 0) return;
    const zustand = await loadZustand(trx, names, [...new Set(relevant.map(auftragIdVon))]);
    const { historie, neuerEntsorger } = fold(relevant, zustand);
    await writeUebersicht(
      trx,
      names,
      [...zustand.entries()].filter(([, z]) => z.geaendert),
      neuerEntsorger,
    );
    await insertHistorie(trx, ident(names.auftrag_historie), historie);
  },
  // The rebuild's tables are private until the swap: orders stay in memory from batch to batch and
  // are written once, not once per event (an order's events lie apart in the log). At most
  // `maxHeld` orders are held; beyond that the oldest half is written, and read back if it
  // gets another event.
  startRebuild: (names, options) => {
    const maxHeld = options?.maxHeld ?? 100_000;
    const gehalten = new Map<string, Zustand>();
    const geschrieben = new Set<string>();
    const anzeigeErneuern = new Set<string>();
    const ausschreiben = async (trx: Knex.Transaction, ids: string[]): Promise<void> => {
      for (let i = 0; i < ids.length; i += SCHREIB_BLOCK) {
        const block = ids.slice(i, i + SCHREIB_BLOCK);
        const erneuern = new Set(block.filter((id) => anzeigeErneuern.has(id)));
        await writeUebersicht(
          trx,
          names,
          block.map((id): [string, Zustand] => [id, gehalten.get(id)!]),
          erneuern,
        );
        for (const id of block) {
          gehalten.delete(id);
          geschrieben.add(id);
          anzeigeErneuern.delete(id);
        }
      }
    };
    return {
      handle: async (trx, events) => {
        const relevant = auftragEvents(events);
        if (relevant.length === 0) return;
        // Only orders written earlier in this rebuild can have a row; every other one is held or new.
        const zurueck = [...new Set(relevant.map(auftragIdVon))].filter((id) => !gehalten.has(id) && geschrieben.has(id));
        for (const [id, z] of await loadZustand(trx, names, zurueck)) gehalten.set(id, z);
        const { historie, neuerEntsorger } = fold(relevant, gehalten);
        for (const id of neuerEntsorger) anzeigeErneuern.add(id);
        await insertHistorie(trx, ident(names.auftrag_historie), historie);
        if (gehalten.size > maxHeld) await ausschreiben(trx, [...gehalten.keys()].slice(0, Math.ceil(gehalten.size / 2)));
      },
      finish: (trx) => ausschreiben(trx, [...gehalten.keys()]),
    };
  },
};

/** Rows per write statement when the rebuild writes what it held. */
const SCHREIB_BLOCK = 10_000;

/** Only the order events this projection knows; a later slice's new types need a new projection version. */
const auftragEvents = (events: StoredEvent[]): StoredEvent[] => events.filter((e) => e.streamId.startsWith(PREFIX) && BEKANNT.has(e.type));

const auftragIdVon = (e: StoredEvent): string => e.streamId.slice(PREFIX.length);

/** The stored state of these orders, as far as they have rows. */
const loadZustand = async (trx: Knex.Transaction, names: TableNames<AuftragTabelle>, ids: string[]): Promise<Map<string, Zustand>> => {
  if (ids.length === 0) return new Map();
  const rows = (
    await trx.raw(`SELECT ${STATE_COLUMNS.map(([c]) => c).join(', ')} FROM ${ident(names.auftrag_uebersicht)} WHERE id = ANY(?::uuid[])`, [
      ids,
    ])
  ).rows as ZustandRow[];
  return new Map(rows.map((r) => [r.id, fromRow(r)]));
};

/**
 * The pure part: evolves the orders of `zustand` (by id; added when placed) with the events, and
 * returns the history rows and the orders whose disposer a merge replaced.
 */
const fold = (relevant: StoredEvent[], zustand: Map<string, Zustand>) => {
  const historie: Record<string, unknown>[] = [];
  const neuerEntsorger = new Set<string>();
  for (const e of relevant) {
    const id = auftragIdVon(e);
    const event = readAuftragEvent({ type: e.type, data: e.data, schemaVersion: e.metadata.schemaVersion });
    const vorher = zustand.get(id);
    const state = evolveAuftrag(vorher?.state ?? initialAuftragState(), event);
    if (istNeu(state)) continue;
    zustand.set(id, {
      state,
      erstelltAm: vorher?.erstelltAm ?? e.metadata.occurredAt,
      aktualisiertAm: e.metadata.occurredAt,
      geaendert: true,
      neu: vorher?.neu ?? event.type === 'AuftragAufgegeben',
    });
    historie.push(historieZeile(e, id, state, describeEreignis(event)));
    if (event.type === 'EntsorgerZusammengefuehrt') neuerEntsorger.add(id);
  }
  return { historie, neuerEntsorger };
};

/** New orders are inserted with their display names, known ones get their state; merged disposers show anew. */
const writeUebersicht = async (
  trx: Knex.Transaction,
  names: TableNames<AuftragTabelle>,
  eintraege: [string, Zustand][],
  neuerEntsorger: ReadonlySet<string>,
): Promise<void> => {
  const u = ident(names.auftrag_uebersicht);
  const zeilen = (neu: boolean) =>
    eintraege.filter(([, z]) => z.neu === neu).map(([id, z]) => toRow(id, z, faelligAm(z.state.status, z.state)));
  await insertUebersicht(trx, u, ident(names.auftrag_suche), zeilen(true));
  await updateUebersicht(trx, u, zeilen(false));
  await entsorgerAnzeigeErneuern(trx, u, ident(names.auftrag_suche), [...neuerEntsorger]);
};

const historieZeile = (e: StoredEvent, auftragId: string, state: AuftragDaten, beschreibung: string) => ({
  event_id: e.id,
  auftrag_id: auftragId,
  position: e.position,
  stream_revision: e.streamRevision,
  zeitpunkt: e.metadata.occurredAt,
  ereignis: e.type,
  akteur_id: e.metadata.actorId,
  handelt_als_id: e.metadata.actingAsId,
  beschreibung,
  status: state.status satisfies AuftragStatus,
});

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
] as const;

/** Actor ids are user ids, or `entsorger:<id>` for a disposer answering through a token link. */
const NAME_VON = (spalte: string) => `
  CASE WHEN x.${spalte} LIKE 'entsorger:%'
    THEN (SELECT s.name FROM entsorger s WHERE s.id = substr(x.${spalte}, 11)::integer) || ' (per E-Mail-Link)'
    -- Compare as integer, so the lookup uses benutzer's primary key.
    ELSE (SELECT trim(b.vorname || ' ' || b.nachname) FROM benutzer b WHERE x.${spalte} ~ '^[0-9]{1,9}$' AND b.id = x.${spalte}::integer)
  END`;

/**
 * History rows as one JSON parameter: cheaper on both ends than one array parameter per column
 * (node-pg escapes every array element in JavaScript, PostgreSQL parses each array).
 */
const insertHistorie = async (trx: Parameters<Projection['handle']>[0], table: string, rows: Record<string, unknown>[]) => {
  if (rows.length === 0) return;
  await trx.raw(
    `INSERT INTO ${table} (event_id, auftrag_id, position, stream_revision, zeitpunkt, ereignis, akteur_id, akteur_name,
       handelt_als_id, handelt_als_name, beschreibung, status)
     SELECT x.event_id, x.auftrag_id, x.position, x.stream_revision, x.zeitpunkt, x.ereignis, x.akteur_id,
       coalesce(${NAME_VON('akteur_id')}, 'System'), x.handelt_als_id, ${NAME_VON('handelt_als_id')}, x.beschreibung, x.status
     FROM json_to_recordset(?::json) AS x(${HISTORIE_COLUMNS.map(([c, t]) => `${c} ${t}`).join(', ')})
     ON CONFLICT (event_id) DO NOTHING`,
    [JSON.stringify(rows)],
  );
};

/** New orders: state plus the display names joined from master data, and their search text. */
const insertUebersicht = async (
  trx: Parameters<Projection['handle']>[0],
  table: string,
  suche: string,
  rows: Record<string, unknown>[],
) => {
  if (rows.length === 0) return;
  const cols = STATE_COLUMNS.map(([c]) => c);
  await trx.raw(
    `WITH x AS (SELECT * FROM unnest(${STATE_COLUMNS.map(([, t]) => `?::${t}[]`).join(', ')}) AS x(${cols.join(', ')})),
     neu AS (
       INSERT INTO ${table} (${cols.join(', ')}, ${DISPLAY_COLUMNS.join(', ')})
       SELECT ${cols.map((c) => `x.${c}`).join(', ')},
         e.name, a.name, a.nummer, a.strasse, a.plz, a.ort, s.name, s.email, k.kundennummer,
         coalesce(f.bezeichnung, ''), f.dichte, coalesce(ak.anzeige || ' ' || ak.bezeichnung, x.abfallschluessel),
         coalesce(ak.gefaehrlich, false), coalesce(trim(b.vorname || ' ' || b.nachname), '')
       FROM x
       JOIN erzeuger e ON e.id = x.erzeuger_id
       JOIN anfallstelle a ON a.id = x.anfallstelle_id
       LEFT JOIN entsorger s ON s.id = x.entsorger_id
       LEFT JOIN kundennummer k ON k.erzeuger_id = x.erzeuger_id AND k.entsorger_id = x.entsorger_id
       LEFT JOIN fraktion f ON f.id = x.fraktion_id
       LEFT JOIN abfallschluessel ak ON ak.schluessel = x.abfallschluessel
       LEFT JOIN benutzer b ON b.id = x.besteller_id
       ON CONFLICT (id) DO NOTHING
       RETURNING id, erzeuger_id, vorgangsnummer, anfallstelle_name, anfallstelle_nummer, anfallstelle_ort, anfallstelle_strasse, entsorger_name,
         fraktion, avv_name, abfallschluessel, behaelter, kommentar, besteller_name, kundennummer
     )
     INSERT INTO ${suche} (id, erzeuger_id, suchtext)
     SELECT id, erzeuger_id, lower(concat_ws(' ', vorgangsnummer, anfallstelle_name, anfallstelle_nummer, anfallstelle_ort, anfallstelle_strasse,
       entsorger_name, fraktion, avv_name, abfallschluessel, behaelter, kommentar, besteller_name, kundennummer))
     FROM neu
     ON CONFLICT (id) DO NOTHING`,
    cols.map((c) => rows.map((r) => r[c])) as string[][],
  );
};

/** Known orders: only the state changes; names and search text stay as placed. */
const updateUebersicht = async (trx: Parameters<Projection['handle']>[0], table: string, rows: Record<string, unknown>[]) => {
  if (rows.length === 0) return;
  const cols = STATE_COLUMNS.map(([c]) => c);
  const changed = cols.filter((c) => c !== 'id' && c !== 'erstellt_am');
  await trx.raw(
    `UPDATE ${table} AS u SET ${changed.map((c) => `${c} = x.${c}`).join(', ')}
     FROM unnest(${STATE_COLUMNS.map(([, t]) => `?::${t}[]`).join(', ')}) AS x(${cols.join(', ')})
     WHERE u.id = x.id`,
    cols.map((c) => rows.map((r) => r[c])) as string[][],
  );
};

/** Search text of an order row (`x` names the overview row), the same on insert and after a disposer merge. */
const SUCHTEXT = `lower(concat_ws(' ', x.vorgangsnummer, x.anfallstelle_name, x.anfallstelle_nummer, x.anfallstelle_ort,
  x.anfallstelle_strasse, x.entsorger_name, x.fraktion, x.avv_name, x.abfallschluessel, x.behaelter, x.kommentar, x.besteller_name,
  x.kundennummer))`;

/**
 * After a disposer merge the order shows the kept disposer: its name, e-mail and the producer's
 * customer number there, and its search text follows. Names are otherwise kept as placed.
 */
const entsorgerAnzeigeErneuern = async (trx: Parameters<Projection['handle']>[0], table: string, suche: string, ids: string[]) => {
  if (ids.length === 0) return;
  await trx.raw(
    `UPDATE ${table} AS u SET entsorger_name = s.name, entsorger_email = s.email,
       kundennummer = (SELECT k.kundennummer FROM kundennummer k WHERE k.erzeuger_id = u.erzeuger_id AND k.entsorger_id = u.entsorger_id)
     FROM entsorger s WHERE s.id = u.entsorger_id AND u.id = ANY(?::uuid[])`,
    [ids],
  );
  await trx.raw(`UPDATE ${suche} AS t SET suchtext = ${SUCHTEXT} FROM ${table} AS x WHERE t.id = x.id AND x.id = ANY(?::uuid[])`, [ids]);
};

const DISPLAY_COLUMNS = [
  'erzeuger_name',
  'anfallstelle_name',
  'anfallstelle_nummer',
  'anfallstelle_strasse',
  'anfallstelle_plz',
  'anfallstelle_ort',
  'entsorger_name',
  'entsorger_email',
  'kundennummer',
  'fraktion',
  'dichte',
  'avv_name',
  'gefaehrlich',
  'besteller_name',
];
