import type { AuftragStatus } from '@abfallportal/common/auftrag';
import { describeEreignis } from '@abfallportal/common/auftragStatusText';
import type { StoredEvent } from '@abfallportal/backend/eventstore/eventStore';
import {
  AUFTRAG_EVENT_TYPEN,
  evolveAuftrag,
  initialAuftragState,
  istNeu,
  readAuftragEvent,
  type AuftragDaten,
} from '@abfallportal/backend/auftraege';
import type { Knex } from 'knex';
import { ident, type Projection, type TableNames } from '../runtime/projection';
import { auftragIndizes, createAuftragTabellen, type AuftragTabelle } from './auftragTabellen';
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
  // (The history's primary key moved to the indexes without a version change: same tables, same rows.)
  // 6: issue 18: offer requests (asked disposers, answers, their names), the approver, follow-up orders
  // (hauptauftrag_id), the time an order entered its status (status_seit, reminders), the order photo,
  // deleted orders leave the tables, a new waste type shows its fraction and waste key, retroactive entries.
  //    Partial indexes over the open statuses for staff's open orders (GET /auftrag/offen).
  // 7: the number of orders per status (auftrag_status_zaehler, kept by triggers) for the open orders' total;
  //    a disposer's user in the history is named with its company: "Jana Petersen (Entsorgung Nord GmbH)".
  // 8: issue 28: a history row names the disposer an offer, a decline or an acceptance is about (entsorger_id),
  //    so a disposer reads only its own part of an offer request (common/src/permissions.ts, historieFuerSicht);
  //    the search text holds the producer's name (spec § 2: the list searches by producer name too).
  version: 8,
  tables: ['auftrag_uebersicht', 'auftrag_historie', 'auftrag_suche', 'auftrag_status_zaehler'],
  createTables: createAuftragTabellen,
  indexes: auftragIndizes,
  handle: async (trx, events, names) => {
    const relevant = auftragEvents(events);
    if (relevant.length === 0) return;
    const zustand = await loadZustand(trx, names, [...new Set(relevant.map(auftragIdVon))]);
    const { historie, neuerEntsorger, neueAbfallart, geloescht, zusammengefuehrt } = fold(relevant, zustand);
    await writeUebersicht(
      trx,
      names,
      [...zustand.entries()].filter(([, z]) => z.geaendert),
      neuerEntsorger,
      { neueAbfallart },
    );
    await insertHistorie(trx, ident(names.auftrag_historie), historie);
    await historieUmhaengen(trx, ident(names.auftrag_historie), zusammengefuehrt);
    await entfernen(trx, names, [...geloescht]);
  },
  // The rebuild's tables are private until the swap: orders stay in memory from batch to batch and
  // are written once, not once per event (an order's events lie apart in the log). At most
  // `maxHeld` orders are held; beyond that the oldest half is written, and read back if it
  // gets another event. History rows and the search rows of newly placed orders go out on a
  // connection of their own, one batch behind the fold, so PostgreSQL writes a batch while Node
  // folds the next; once the log is read both tables are complete and their indexes (the trigram
  // index above all) are built while `finish` writes the orders.
  startRebuild: (names, options) => {
    const { db } = options;
    const maxHeld = options.maxHeld ?? 100_000;
    const gehalten = new Map<string, Zustand>();
    const geschrieben = new Set<string>();
    const anzeigeErneuern = new Set<string>();
    const abfallartErneuern = new Set<string>();
    /** Deleted orders: their search rows (written when placed) and any row written before go at the end. */
    const entfernt = new Set<string>();
    /** Disposer merges: applied to the history once every history row is written. */
    const umhaengen: Umhaengen[] = [];
    let vorigerBatch: Promise<void> = Promise.resolve();
    const ausschreiben = async (trx: Knex.Transaction, ids: string[]): Promise<void> => {
      for (let i = 0; i < ids.length; i += SCHREIB_BLOCK) {
        const block = ids.slice(i, i + SCHREIB_BLOCK);
        const erneuern = new Set(block.filter((id) => anzeigeErneuern.has(id)));
        const abfallart = new Set(block.filter((id) => abfallartErneuern.has(id)));
        await writeUebersicht(
          trx,
          names,
          block.map((id): [string, Zustand] => [id, gehalten.get(id)!]),
          erneuern,
          { sucheSchonGeschrieben: true, neueAbfallart: abfallart },
        );
        for (const id of block) {
          gehalten.delete(id);
          geschrieben.add(id);
          anzeigeErneuern.delete(id);
          abfallartErneuern.delete(id);
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
        const { historie, neuerEntsorger, neueAbfallart, aufgegeben, geloescht, zusammengefuehrt } = fold(relevant, gehalten);
        umhaengen.push(...zusammengefuehrt);
        for (const id of neuerEntsorger) anzeigeErneuern.add(id);
        for (const id of neueAbfallart) abfallartErneuern.add(id);
        for (const id of geloescht) entfernt.add(id);
        const suchZeilen = aufgegeben.filter((id) => gehalten.has(id)).map((id) => toRow(id, gehalten.get(id)!, null));
        await vorigerBatch; // at most one batch in flight; its failure surfaces here
        vorigerBatch = (async () => {
          await insertHistorie(db, ident(names.auftrag_historie), historie, { ohneKonflikt: true });
          await insertSuche(db, ident(names.auftrag_suche), suchZeilen);
        })();
        vorigerBatch.catch(() => undefined); // awaited by the next batch or by flush
        if (gehalten.size > maxHeld) await ausschreiben(trx, [...gehalten.keys()].slice(0, Math.ceil(gehalten.size / 2)));
      },
      flush: async () => {
        await vorigerBatch;
        return ['auftrag_historie', 'auftrag_suche'];
      },
      finish: async (trx) => {
        await vorigerBatch;
        await historieUmhaengen(trx, ident(names.auftrag_historie), umhaengen);
        await ausschreiben(trx, [...gehalten.keys()]);
        await entfernen(trx, names, [...entfernt]);
      },
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
 * returns the history rows, the orders whose disposer a merge replaced, and the orders placed here.
 */
const fold = (relevant: StoredEvent[], zustand: Map<string, Zustand>) => {
  const historie: HistorieZeile[] = [];
  const neuerEntsorger = new Set<string>();
  const aufgegeben: string[] = [];
  const neueAbfallart = new Set<string>();
  const geloescht = new Set<string>();
  const zusammengefuehrt: Umhaengen[] = [];
  for (const e of relevant) {
    const id = auftragIdVon(e);
    const event = readAuftragEvent({ type: e.type, data: e.data, schemaVersion: e.metadata.schemaVersion });
    const vorher = zustand.get(id);
    const state = evolveAuftrag(vorher?.state ?? initialAuftragState(), event);
    if (istNeu(state)) continue;
    if (vorher === undefined) aufgegeben.push(id);
    zustand.set(id, {
      state,
      erstelltAm: vorher?.erstelltAm ?? e.metadata.occurredAt,
      aktualisiertAm: e.metadata.occurredAt,
      geaendert: true,
      neu: vorher?.neu ?? (event.type === 'AuftragAufgegeben' || event.type === 'AuftragNachgetragen'),
      statusSeit: vorher && vorher.state.status === state.status ? (vorher.statusSeit ?? null) : e.metadata.occurredAt,
    });
    historie.push(historieZeile(e, id, state, describeEreignis(event), betroffenerEntsorger(event)));
    // An accepted offer names the order's disposer for the first time: its name shows like after a merge.
    if (event.type === 'EntsorgerZusammengefuehrt' || event.type === 'AngebotAngenommen') neuerEntsorger.add(id);
    // The kept disposer answers for the merged one: the offers it made are its own in the history.
    if (event.type === 'EntsorgerZusammengefuehrt')
      zusammengefuehrt.push({ auftrag_id: id, von: event.data.vonEntsorgerId, nach: event.data.nachEntsorgerId });
    // A new waste type or edited details (comment) show anew, and the search text follows.
    if (event.type === 'AbfallartGeaendert' || event.type === 'AuftragGeaendert') neueAbfallart.add(id);
    // A deleted order leaves list and search; its history rows stay with the stream.
    if (state.geloescht) {
      zustand.delete(id);
      geloescht.add(id);
    }
  }
  return { historie, neuerEntsorger, neueAbfallart, aufgegeben, geloescht, zusammengefuehrt };
};

type Umhaengen = { auftrag_id: string; von: number; nach: number };

/**
 * History rows of a merged disposer name the kept one. The merges of a batch are folded first (in the
 * order they happened: A→B then B→C moves A's rows to C), then one statement moves every order's rows.
 */
const historieUmhaengen = async (db: Knex, table: string, merges: Umhaengen[]): Promise<void> => {
  if (merges.length === 0) return;
  const ziel = new Map<string, Map<number, number>>();
  for (const m of merges) {
    const zuordnung = ziel.get(m.auftrag_id) ?? new Map<number, number>();
    for (const [von, nach] of zuordnung) if (nach === m.von) zuordnung.set(von, m.nach);
    zuordnung.set(m.von, m.nach);
    ziel.set(m.auftrag_id, zuordnung);
  }
  const zeilen = [...ziel].flatMap(([auftragId, zuordnung]) => [...zuordnung].map(([von, nach]) => ({ auftragId, von, nach })));
  await db.raw(
    `UPDATE ${table} h SET entsorger_id = v.nach
       FROM unnest(?::uuid[], ?::int[], ?::int[]) AS v(auftrag_id, von, nach)
      WHERE h.auftrag_id = v.auftrag_id AND h.entsorger_id = v.von`,
    [zeilen.map((z) => z.auftragId), zeilen.map((z) => z.von), zeilen.map((z) => z.nach)],
  );
};

/**
 * New orders are inserted with their display names, known ones get their state; merged disposers
 * show anew. A rebuild session writes the search rows when orders are placed (`sucheSchonGeschrieben`).
 */
const writeUebersicht = async (
  trx: Knex.Transaction,
  names: TableNames<AuftragTabelle>,
  eintraege: [string, Zustand][],
  neuerEntsorger: ReadonlySet<string>,
  {
    sucheSchonGeschrieben = false,
    neueAbfallart = new Set<string>(),
  }: { sucheSchonGeschrieben?: boolean; neueAbfallart?: ReadonlySet<string> } = {},
): Promise<void> => {
  const u = ident(names.auftrag_uebersicht);
  const zeilen = (neu: boolean) =>
    eintraege.filter(([, z]) => z.neu === neu).map(([id, z]) => toRow(id, z, faelligAm(z.state.status, z.state)));
  await insertUebersicht(trx, u, sucheSchonGeschrieben ? null : ident(names.auftrag_suche), zeilen(true));
  await updateUebersicht(trx, u, zeilen(false));
  await entsorgerAnzeigeErneuern(trx, u, ident(names.auftrag_suche), ident(names.auftrag_historie), [...neuerEntsorger]);
  await abfallartAnzeigeErneuern(
    trx,
    u,
    ident(names.auftrag_suche),
    [...neueAbfallart].filter((id) => eintraege.some(([e]) => e === id)),
  );
};

/** Deleted orders (AuftragGeloescht) leave the list and the search; the history stays. */
const entfernen = async (trx: Knex.Transaction, names: TableNames<AuftragTabelle>, ids: string[]): Promise<void> => {
  if (ids.length === 0) return;
  await trx.raw(`DELETE FROM ${ident(names.auftrag_uebersicht)} WHERE id = ANY(?::uuid[])`, [ids]);
  await trx.raw(`DELETE FROM ${ident(names.auftrag_suche)} WHERE id = ANY(?::uuid[])`, [ids]);
};

/**
 * After a waste type change or an edit the order shows the new fraction, waste key, density and
 * hazard flag, and its search text follows (a rebuild writes the search text from the state it
 * holds, so live and rebuilt rows agree).
 */
const abfallartAnzeigeErneuern = async (trx: Knex.Transaction, table: string, suche: string, ids: string[]) => {
  if (ids.length === 0) return;
  await trx.raw(
    `UPDATE ${table} AS u SET fraktion = coalesce(f.bezeichnung, ''), dichte = f.dichte,
       avv_name = coalesce(ak.anzeige || ' ' || ak.bezeichnung, u.abfallschluessel), gefaehrlich = coalesce(ak.gefaehrlich, false)
     FROM ${table} AS x
     LEFT JOIN fraktion f ON f.id = x.fraktion_id
     LEFT JOIN abfallschluessel ak ON ak.schluessel = x.abfallschluessel
     WHERE u.id = x.id AND u.id = ANY(?::uuid[])`,
    [ids],
  );
  await trx.raw(`UPDATE ${suche} AS t SET suchtext = ${suchtext('x')} FROM ${table} AS x WHERE t.id = x.id AND x.id = ANY(?::uuid[])`, [
    ids,
  ]);
};

type HistorieZeile = ReturnType<typeof historieZeile>;

/** The disposer an offer event is about: who offered, who declined, whose offer was accepted. */
const betroffenerEntsorger = (event: ReturnType<typeof readAuftragEvent>): number | null =>
  event.type === 'AngebotAbgegeben' || event.type === 'AnfrageAbgelehnt' || event.type === 'AngebotAngenommen'
    ? event.data.entsorgerId
    : null;

const historieZeile = (e: StoredEvent, auftragId: string, state: AuftragDaten, beschreibung: string, entsorgerId: number | null) => ({
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
  entsorger_id: entsorgerId,
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
  ['entsorger_id', 'integer'],
] as const;

/** Actor ids are user ids (a disposer's user with its company), or `entsorger:<id>` for a disposer answering through a token link. */
const NAME_VON = (spalte: string) => `
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
const insertHistorie = async (db: Knex, table: string, rows: HistorieZeile[], { ohneKonflikt = false } = {}): Promise<void> => {
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

/** The orders `x` (state columns, as array parameters) as a relation for the statements below. */
const unnestZeilen = (spalten: readonly (typeof STATE_COLUMNS)[number][]) =>
  `SELECT * FROM unnest(${spalten.map(([, t]) => `?::${t}[]`).join(', ')}) AS x(${spalten.map(([c]) => c).join(', ')})`;

/** An order's display names, joined from master data (`x` its state columns): on insert and for the search text. */
const MIT_ANZEIGE = `
  SELECT x.*, e.name AS erzeuger_name, a.name AS anfallstelle_name, a.nummer AS anfallstelle_nummer,
    a.strasse AS anfallstelle_strasse, a.plz AS anfallstelle_plz, a.ort AS anfallstelle_ort, s.name AS entsorger_name,
    s.email AS entsorger_email, k.kundennummer, coalesce(f.bezeichnung, '') AS fraktion, f.dichte,
    coalesce(ak.anzeige || ' ' || ak.bezeichnung, x.abfallschluessel) AS avv_name, coalesce(ak.gefaehrlich, false) AS gefaehrlich,
    coalesce(trim(b.vorname || ' ' || b.nachname), '') AS besteller_name,
    ARRAY(SELECT s2.name FROM entsorger s2 WHERE s2.id IN (SELECT jsonb_array_elements_text(x.angefragte_entsorger_ids)::integer)
      ORDER BY s2.name COLLATE "de-x-icu") AS angebots_entsorger_namen
  FROM x
  JOIN erzeuger e ON e.id = x.erzeuger_id
  JOIN anfallstelle a ON a.id = x.anfallstelle_id
  LEFT JOIN entsorger s ON s.id = x.entsorger_id
  LEFT JOIN kundennummer k ON k.erzeuger_id = x.erzeuger_id AND k.entsorger_id = x.entsorger_id
  LEFT JOIN fraktion f ON f.id = x.fraktion_id
  LEFT JOIN abfallschluessel ak ON ak.schluessel = x.abfallschluessel
  LEFT JOIN benutzer b ON b.id = x.besteller_id`;

/** Search text of an order row (alias `d`: an overview row, or MIT_ANZEIGE), the same on insert and after a disposer merge. */
const suchtext = (d: string) =>
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

const arrays = (spalten: readonly (typeof STATE_COLUMNS)[number][], rows: Record<string, unknown>[]) =>
  spalten.map(([c]) => rows.map((r) => r[c])) as string[][];

/** New orders: state plus the display names joined from master data, and (unless `suche` is null) their search text. */
const insertUebersicht = async (trx: Knex.Transaction, table: string, suche: string | null, rows: Record<string, unknown>[]) => {
  if (rows.length === 0) return;
  const cols = [...STATE_COLUMNS.map(([c]) => c), ...DISPLAY_COLUMNS].join(', ');
  const einfuegen = `INSERT INTO ${table} (${cols}) SELECT ${cols} FROM d ON CONFLICT (id) DO NOTHING`;
  await trx.raw(
    suche === null
      ? `WITH x AS (${unnestZeilen(STATE_COLUMNS)}), d AS (${MIT_ANZEIGE}) ${einfuegen}`
      : `WITH x AS (${unnestZeilen(STATE_COLUMNS)}), d AS (${MIT_ANZEIGE}), neu AS (${einfuegen} RETURNING id)
         INSERT INTO ${suche} (id, erzeuger_id, suchtext)
         SELECT d.id, d.erzeuger_id, ${suchtext('d')} FROM d JOIN neu ON neu.id = d.id
         ON CONFLICT (id) DO NOTHING`,
    arrays(STATE_COLUMNS, rows),
  );
};

/** Search rows of orders just placed (a rebuild session, before their overview rows exist). */
const insertSuche = async (db: Knex, table: string, rows: Record<string, unknown>[]) => {
  if (rows.length === 0) return;
  await db.raw(
    `WITH x AS (${unnestZeilen(SUCH_SPALTEN)}), d AS (${MIT_ANZEIGE})
     INSERT INTO ${table} (id, erzeuger_id, suchtext) SELECT d.id, d.erzeuger_id, ${suchtext('d')} FROM d`,
    arrays(SUCH_SPALTEN, rows),
  );
};

/** Known orders: only the state changes; names and search text stay as placed. */
const updateUebersicht = async (trx: Knex.Transaction, table: string, rows: Record<string, unknown>[]) => {
  if (rows.length === 0) return;
  const cols = STATE_COLUMNS.map(([c]) => c);
  const changed = cols.filter((c) => c !== 'id' && c !== 'erstellt_am');
  await trx.raw(
    `UPDATE ${table} AS u SET ${changed.map((c) => `${c} = x.${c}`).join(', ')}
     FROM (${unnestZeilen(STATE_COLUMNS)}) AS x
     WHERE u.id = x.id`,
    arrays(STATE_COLUMNS, rows),
  );
};

/**
 * After a disposer merge the order shows the kept disposer: its name, e-mail and the producer's
 * customer number there, and its search text follows. Names are otherwise kept as placed.
 */
const entsorgerAnzeigeErneuern = async (trx: Knex.Transaction, table: string, suche: string, historie: string, ids: string[]) => {
  if (ids.length === 0) return;
  // The disposer's users now belong to the kept disposer: their history rows name it, as a rebuild would.
  await trx.raw(
    `UPDATE ${historie} AS x SET akteur_name = coalesce(${NAME_VON('akteur_id')}, x.akteur_name)
     WHERE x.auftrag_id = ANY(?::uuid[]) AND x.akteur_id ~ '^[0-9]{1,9}$'`,
    [ids],
  );
  await trx.raw(
    `UPDATE ${table} AS u SET entsorger_name = s.name, entsorger_email = s.email,
       kundennummer = (SELECT k.kundennummer FROM kundennummer k WHERE k.erzeuger_id = u.erzeuger_id AND k.entsorger_id = u.entsorger_id)
     FROM entsorger s WHERE s.id = u.entsorger_id AND u.id = ANY(?::uuid[])`,
    [ids],
  );
  // The asked disposers of an offer request (issue 18), whether or not the order has a disposer yet.
  await trx.raw(
    `UPDATE ${table} AS u SET angebots_entsorger_namen = ARRAY(SELECT s2.name FROM entsorger s2
       WHERE s2.id IN (SELECT jsonb_array_elements_text(u.angefragte_entsorger_ids)::integer) ORDER BY s2.name COLLATE "de-x-icu")
     WHERE u.id = ANY(?::uuid[]) AND jsonb_array_length(u.angefragte_entsorger_ids) > 0`,
    [ids],
  );
  await trx.raw(`UPDATE ${suche} AS t SET suchtext = ${suchtext('x')} FROM ${table} AS x WHERE t.id = x.id AND x.id = ANY(?::uuid[])`, [
    ids,
  ]);
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
  'angebots_entsorger_namen',
];
