import { avvAnzeige, avvKompakt } from '@abfallportal/common/abfallmenge';
import { mengeAlsZahl, type BelegTyp } from '@abfallportal/common/beleg';
import { heuteInBerlin } from '@abfallportal/common/kalendertag';
import {
  AUFTRAG_EVENT_TYPEN,
  evolveAuftrag,
  initialAuftragState,
  istNeu,
  readAuftragEvent,
  type AuftragState,
} from '@abfallportal/backend/auftraege';
import { BELEG_EVENT_TYPEN, evolveBeleg, initialBelegState, readBelegEvent, type BelegState } from '@abfallportal/backend/belege';
import {
  ABFALLMENGE_EVENT_TYPEN,
  evolveAbfallmenge,
  initialAbfallmengeState,
  readAbfallmengeEvent,
  type AbfallmengeState,
} from '@abfallportal/backend/dokumentation';
import type { StoredEvent } from '@abfallportal/backend/eventstore/eventStore';
import type { Knex } from 'knex';
import { ident, type Projection, type TableNames } from '../runtime/projection';

export type AuswertungTabelle =
  'ausw_zustand' | 'ausw_menge' | 'ausw_kosten' | 'ausw_auftrag_status' | 'ausw_menge_summe' | 'ausw_kosten_summe';

/** The grain of `ausw_menge_summe`: every column of `ausw_menge` the evaluations group or convert by. */
const MENGE_SCHLUESSEL = [
  'erzeuger_id',
  'monat',
  'anfallstelle_id',
  'abfallschluessel',
  'avv',
  'fraktion_id',
  'entsorger_id',
  'verbleibsanlage_id',
  'entsorgungsverfahren',
  'quelle',
  'einheit',
  'abweichende_dichte',
  'behaeltertyp_id',
  'behaelter',
].join(', ');

/** The grain of `ausw_kosten_summe`. */
const KOSTEN_SCHLUESSEL = ['erzeuger_id', 'monat', 'anfallstelle_id', 'abfallschluessel', 'avv', 'entsorger_id'].join(', ');

const AUFTRAG = 'auftrag-';
const MENGE = 'abfallmenge-';
const BELEG = 'beleg-';
const AUFTRAG_TYPEN = new Set<string>(AUFTRAG_EVENT_TYPEN);
const MENGE_TYPEN = new Set<string>(ABFALLMENGE_EVENT_TYPEN);
const BELEG_TYPEN = new Set<string>(BELEG_EVENT_TYPEN);

/**
 * The sign of a receipt's amounts in the costs (docs/decisions.md, "Auswertungen"): invoices and
 * cancelled credit notes cost, credit notes and cancelled invoices give back; delivery notes,
 * weighing slips and balances carry no costs (the invoice for the same pick-up does).
 */
export const KOSTEN_VORZEICHEN: Record<BelegTyp, number> = {
  rechnung: 1,
  stornogutschrift: 1,
  gutschrift: -1,
  stornorechnung: -1,
  lieferschein: 0,
  wiegeschein: 0,
  bilanz: 0,
};

const createTables = async (trx: Knex.Transaction, n: TableNames<AuswertungTabelle>): Promise<void> => {
  await trx.raw(`
    CREATE TABLE ${ident(n.ausw_zustand)} (
      stream text PRIMARY KEY,
      zustand jsonb NOT NULL,
      version integer NOT NULL
    );
    -- One row per source and month: a hand-entered quantity (spread evenly over the months of its
    -- service period, anteil = 1/months) or a position of an APPROVED receipt (anteil 1).
    CREATE TABLE ${ident(n.ausw_menge)} (
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
    );
    -- One row per position of an APPROVED receipt with an amount, signed by the receipt type.
    CREATE TABLE ${ident(n.ausw_kosten)} (
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
    );
    -- One row per time an order entered a status: when, and when it left it (null: still in it).
    CREATE TABLE ${ident(n.ausw_auftrag_status)} (
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
    );
    -- The sums the evaluations read (issue 21: a producer with 100,000 receipts in < 100 ms): ausw_menge
    -- and ausw_kosten summed at their grain, kept in step in the same transaction as the per-source rows
    -- (a changed source subtracts its old rows and adds its new ones; numeric, so nothing drifts; a group
    -- whose last row left is removed). Only quantities above zero, as the evaluations count them.
    CREATE TABLE ${ident(n.ausw_menge_summe)} (
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
      UNIQUE NULLS NOT DISTINCT (${MENGE_SCHLUESSEL})
    );
    CREATE TABLE ${ident(n.ausw_kosten_summe)} (
      erzeuger_id integer NOT NULL,
      monat date NOT NULL,
      anfallstelle_id integer NOT NULL,
      abfallschluessel text NOT NULL,
      avv text NOT NULL,
      entsorger_id integer NOT NULL,
      betrag numeric NOT NULL,
      zeilen integer NOT NULL,
      UNIQUE (${KOSTEN_SCHLUESSEL})
    );
  `);
};

const monatVon = (tag: string): string => `${tag.slice(0, 7)}-01`;

/** The months [von, bis] touches, as first days. */
export const monateZwischen = (von: string, bis: string): string[] => {
  const monate: string[] = [];
  let j = Number(von.slice(0, 4));
  let m = Number(von.slice(5, 7));
  const endeJ = Number(bis.slice(0, 4));
  const endeM = Number(bis.slice(5, 7));
  while (j < endeJ || (j === endeJ && m <= endeM)) {
    monate.push(`${j}-${String(m).padStart(2, '0')}-01`);
    m++;
    if (m > 12) {
      m = 1;
      j++;
    }
  }
  return monate;
};

/** The month a receipt documents: the end of its service period, else its start, else its date (as the documentation's year). */
const belegMonat = (s: BelegState): string | null => {
  const tag = s.felder?.leistungBis ?? s.felder?.leistungVon ?? s.felder?.datum ?? null;
  return tag ? monatVon(tag) : null;
};

/**
 * Adds (+1) or subtracts (−1) the current per-source rows of `ids` (null: every row) to or from the sums;
 * a group left without rows is removed. Called with −1 before a source's rows are deleted and +1 after
 * its new rows are in.
 */
const summenNachfuehren = async (
  trx: Knex | Knex.Transaction,
  n: TableNames<AuswertungTabelle>,
  art: 'menge' | 'kosten',
  ids: readonly string[] | null,
  vorzeichen: 1 | -1,
): Promise<void> => {
  if (ids?.length === 0) return;
  const [summe, quelle, schluessel, wert, spalte, idSpalte, nurMengen] =
    art === 'menge'
      ? [n.ausw_menge_summe, n.ausw_menge, MENGE_SCHLUESSEL, 'menge * anteil::numeric', 'menge', 'quelle_id', ' AND menge > 0']
      : [n.ausw_kosten_summe, n.ausw_kosten, KOSTEN_SCHLUESSEL, 'betrag', 'betrag', 'beleg_id', ''];
  const filter = `${ids ? `${idSpalte} = ANY(?::uuid[])` : 'true'}${nurMengen}`;
  const geaendert = (await trx.raw(
    `INSERT INTO ${ident(summe)} AS s (${schluessel}, ${spalte}, zeilen)
     SELECT ${schluessel}, ${vorzeichen} * sum(${wert}), ${vorzeichen} * count(*)::int
       FROM ${ident(quelle)} WHERE ${filter}
      GROUP BY ${schluessel}
     ON CONFLICT (${schluessel}) DO UPDATE SET ${spalte} = s.${spalte} + excluded.${spalte}, zeilen = s.zeilen + excluded.zeilen
     RETURNING erzeuger_id, zeilen`,
    ids ? [[...ids]] : [],
  )) as { rows: { erzeuger_id: number; zeilen: number }[] };
  const leer = [...new Set(geaendert.rows.filter((r) => r.zeilen <= 0).map((r) => r.erzeuger_id))];
  if (leer.length > 0) await trx(summe).whereIn('erzeuger_id', leer).where('zeilen', '<=', 0).delete();
};

/**
 * The sums computed afresh from every per-source row (benchmarks that load the per-source tables in
 * bulk; the handlers keep them in step themselves).
 */
export const summenNeuBerechnen = async (db: Knex | Knex.Transaction, n: TableNames<AuswertungTabelle>): Promise<void> => {
  await db(n.ausw_menge_summe).delete();
  await db(n.ausw_kosten_summe).delete();
  await summenNachfuehren(db, n, 'menge', null, 1);
  await summenNachfuehren(db, n, 'kosten', null, 1);
};

type Held<S> = Map<string, { state: S; version: number }>;

/** Evolves the streams of a batch from their kept state, idempotently per stream revision. */
const falten = async <S>(
  trx: Knex.Transaction,
  tabelle: string,
  events: StoredEvent[],
  initial: () => S,
  fold: (s: S, e: StoredEvent) => S,
): Promise<Held<S>> => {
  const streams = [...new Set(events.map((e) => e.streamId))];
  const rows = (await trx(tabelle).whereIn('stream', streams).select('stream', 'zustand', 'version')) as {
    stream: string;
    zustand: S;
    version: number;
  }[];
  const held = new Map(rows.map((r) => [r.stream, { state: r.zustand, version: r.version }]));
  const geaendert: Held<S> = new Map();
  for (const e of events) {
    const vorher = held.get(e.streamId) ?? { state: initial(), version: -1 };
    if (e.streamRevision <= vorher.version) continue;
    const neu = { state: fold(vorher.state, e), version: e.streamRevision };
    held.set(e.streamId, neu);
    geaendert.set(e.streamId, neu);
  }
  if (geaendert.size > 0) {
    await trx(tabelle)
      .insert([...geaendert].map(([stream, { state, version }]) => ({ stream, zustand: JSON.stringify(state), version })))
      .onConflict('stream')
      .merge();
  }
  return geaendert;
};

const mengenZeilen = (id: string, s: AbfallmengeState) => {
  const f = s.felder;
  if (s.status !== 'ERFASST' || !f) return [];
  const monate = monateZwischen(f.leistungVon ?? `${f.leistungsjahr}-01-01`, f.leistungBis ?? `${f.leistungsjahr}-12-31`);
  return monate.map((monat) => ({
    quelle: 'ERFASST',
    quelle_id: id,
    nr: 0,
    monat,
    erzeuger_id: s.erzeugerId,
    anfallstelle_id: f.anfallstelleId,
    abfallschluessel: avvAnzeige(f.abfallschluessel),
    avv: avvKompakt(f.abfallschluessel),
    fraktion_id: f.fraktionId,
    entsorger_id: null,
    verbleibsanlage_id: f.verbleibsanlageId,
    entsorgungsverfahren: f.entsorgungsverfahren,
    menge: mengeAlsZahl(f.menge),
    einheit: f.einheit,
    abweichende_dichte: mengeAlsZahl(f.abweichendeDichte),
    behaeltertyp_id: f.behaeltertypId,
    behaelter: null,
    anteil: 1 / monate.length,
  }));
};

/** Only approved receipts count, as in the documentation (a receipt that leaves FREIGEGEBEN loses its rows). */
const belegZeilen = (id: string, s: BelegState) => {
  const monat = belegMonat(s);
  const stelle = s.felder?.anfallstelleId ?? null;
  if (s.status !== 'FREIGEGEBEN' || monat === null || stelle === null) return { mengen: [], kosten: [] };
  const f = s.felder!;
  const avv = (p: { abfallschluessel: string | null }) => {
    const roh = (p.abfallschluessel ?? '').trim();
    return /^\d{2} ?\d{2} ?\d{2}\*?$/.test(roh) ? avvAnzeige(roh) : roh;
  };
  const mengen = f.positionen.map((p, nr) => ({
    quelle: 'BELEG',
    quelle_id: id,
    nr,
    monat,
    erzeuger_id: s.erzeugerId,
    anfallstelle_id: stelle,
    abfallschluessel: avv(p),
    avv: avvKompakt(avv(p)),
    fraktion_id: null,
    entsorger_id: s.entsorgerId,
    verbleibsanlage_id: p.verbleibsanlageId,
    entsorgungsverfahren: p.entsorgungsverfahren,
    menge: mengeAlsZahl(p.menge),
    einheit: p.einheit,
    abweichende_dichte: mengeAlsZahl(p.abweichendeDichte),
    behaeltertyp_id: null,
    behaelter: p.behaelter,
    anteil: 1,
  }));
  const vorzeichen = KOSTEN_VORZEICHEN[f.typ] ?? 0;
  const kosten = f.positionen.flatMap((p, nr) =>
    p.betrag === null || vorzeichen === 0
      ? []
      : [
          {
            beleg_id: id,
            nr,
            monat,
            erzeuger_id: s.erzeugerId,
            anfallstelle_id: stelle,
            entsorger_id: s.entsorgerId,
            abfallschluessel: avv(p),
            avv: avvKompakt(avv(p)),
            typ: f.typ,
            betrag: vorzeichen * Math.abs(p.betrag),
          },
        ],
  );
  return { mengen, kosten };
};

/**
 * The evaluations' read models (issue 21): quantities at the grain producer × site × AVV code ×
 * fraction × disposer × plant × R/D method × month from hand-entered quantities and approved
 * receipts' positions (amount and unit kept; tonnes at read time with the documentation's
 * conversion), costs from approved receipts' positions, and per order the times it entered and left
 * each status. Per-source rows: a source that changes is deleted and written anew, so sums never drift.
 * Master data (a receipt AVV code's fraction, a plant's disposer, densities) is joined when read.
 */
export const auswertungProjection: Projection<AuswertungTabelle> = {
  name: 'auswertung',
  version: 2,
  tables: ['ausw_zustand', 'ausw_menge', 'ausw_kosten', 'ausw_auftrag_status', 'ausw_menge_summe', 'ausw_kosten_summe'],
  createTables,
  indexes: (n) => [
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
  ],
  handle: async (trx, events, n) => {
    const mengen = events.filter((e) => e.streamId.startsWith(MENGE) && MENGE_TYPEN.has(e.type));
    const belege = events.filter((e) => e.streamId.startsWith(BELEG) && BELEG_TYPEN.has(e.type));
    const auftraege = events.filter((e) => e.streamId.startsWith(AUFTRAG) && AUFTRAG_TYPEN.has(e.type));
    if (mengen.length > 0) {
      const neu = await falten<AbfallmengeState>(trx, n.ausw_zustand, mengen, initialAbfallmengeState, (s, e) =>
        evolveAbfallmenge(s, readAbfallmengeEvent({ type: e.type, data: e.data, schemaVersion: e.metadata.schemaVersion })),
      );
      const ids = [...neu.keys()].map((s) => s.slice(MENGE.length));
      await summenNachfuehren(trx, n, 'menge', ids, -1);
      await trx(n.ausw_menge).whereIn('quelle_id', ids).delete();
      const zeilen = [...neu].flatMap(([stream, { state }]) => mengenZeilen(stream.slice(MENGE.length), state));
      for (let i = 0; i < zeilen.length; i += 2000) await trx(n.ausw_menge).insert(zeilen.slice(i, i + 2000));
      await summenNachfuehren(trx, n, 'menge', ids, 1);
    }
    if (belege.length > 0) {
      const neu = await falten<BelegState>(trx, n.ausw_zustand, belege, initialBelegState, (s, e) =>
        evolveBeleg(s, readBelegEvent({ type: e.type, data: e.data, schemaVersion: e.metadata.schemaVersion })),
      );
      const ids = [...neu.keys()].map((s) => s.slice(BELEG.length));
      await summenNachfuehren(trx, n, 'menge', ids, -1);
      await summenNachfuehren(trx, n, 'kosten', ids, -1);
      await trx(n.ausw_menge).whereIn('quelle_id', ids).delete();
      await trx(n.ausw_kosten).whereIn('beleg_id', ids).delete();
      const zeilen = [...neu].map(([stream, { state }]) => belegZeilen(stream.slice(BELEG.length), state));
      const m = zeilen.flatMap((z) => z.mengen);
      const k = zeilen.flatMap((z) => z.kosten);
      for (let i = 0; i < m.length; i += 2000) await trx(n.ausw_menge).insert(m.slice(i, i + 2000));
      for (let i = 0; i < k.length; i += 2000) await trx(n.ausw_kosten).insert(k.slice(i, i + 2000));
      await summenNachfuehren(trx, n, 'menge', ids, 1);
      await summenNachfuehren(trx, n, 'kosten', ids, 1);
    }
    if (auftraege.length > 0) await statusZeiten(trx, n, auftraege);
  },
};

/**
 * Per order, a row each time it entered a status; the previous one gets its end. Orders keep their
 * state in ausw_zustand (the status after an event needs the whole evolve); a deleted order leaves.
 */
const statusZeiten = async (trx: Knex.Transaction, n: TableNames<AuswertungTabelle>, events: StoredEvent[]): Promise<void> => {
  const streams = [...new Set(events.map((e) => e.streamId))];
  const rows = (await trx(n.ausw_zustand).whereIn('stream', streams).select('stream', 'zustand', 'version')) as {
    stream: string;
    zustand: AuftragState;
    version: number;
  }[];
  const held = new Map(rows.map((r) => [r.stream, { state: r.zustand, version: r.version }]));
  const geaendert = new Set<string>();
  type Zeile = {
    auftrag_id: string;
    revision: number;
    erzeuger_id: number;
    anfallstelle_id: number;
    status: string;
    monat: string;
    von: string;
    bis: string | null;
  };
  const neueZeilen: Zeile[] = [];
  const offenImStapel = new Map<string, Zeile>();
  /** Open rows of earlier batches this batch ends. */
  const ende = new Map<string, string>();
  const geloescht = new Set<string>();
  for (const e of events) {
    const vorher = held.get(e.streamId) ?? { state: initialAuftragState(), version: -1 };
    if (e.streamRevision <= vorher.version) continue;
    const state = evolveAuftrag(vorher.state, readAuftragEvent({ type: e.type, data: e.data, schemaVersion: e.metadata.schemaVersion }));
    held.set(e.streamId, { state, version: e.streamRevision });
    geaendert.add(e.streamId);
    const id = e.streamId.slice(AUFTRAG.length);
    if (istNeu(state)) continue;
    if (state.geloescht) {
      geloescht.add(id);
      continue;
    }
    if (!istNeu(vorher.state) && vorher.state.status === state.status) continue;
    if (!istNeu(vorher.state)) {
      const offen = offenImStapel.get(id);
      if (offen) offen.bis = e.metadata.occurredAt;
      else ende.set(id, e.metadata.occurredAt);
    }
    const zeile: Zeile = {
      auftrag_id: id,
      revision: e.streamRevision,
      erzeuger_id: state.erzeugerId,
      anfallstelle_id: state.anfallstelleId,
      status: state.status,
      monat: monatVon(heuteInBerlin(new Date(e.metadata.occurredAt))),
      von: e.metadata.occurredAt,
      bis: null,
    };
    neueZeilen.push(zeile);
    offenImStapel.set(id, zeile);
  }
  if (geaendert.size === 0) return;
  await trx(n.ausw_zustand)
    .insert(
      [...geaendert].map((stream) => ({ stream, zustand: JSON.stringify(held.get(stream)!.state), version: held.get(stream)!.version })),
    )
    .onConflict('stream')
    .merge();
  if (ende.size > 0) {
    await trx.raw(
      `UPDATE ${ident(n.ausw_auftrag_status)} AS s SET bis = x.bis
         FROM unnest(?::uuid[], ?::timestamptz[]) AS x(auftrag_id, bis)
        WHERE s.auftrag_id = x.auftrag_id AND s.bis IS NULL`,
      [[...ende.keys()], [...ende.values()]],
    );
  }
  for (let i = 0; i < neueZeilen.length; i += 2000) {
    await trx(n.ausw_auftrag_status)
      .insert(neueZeilen.slice(i, i + 2000))
      .onConflict(['auftrag_id', 'revision'])
      .ignore();
  }
  // A completion carries when the order was placed: the lead time is then read without a join.
  const abgeschlossen = [...new Set(neueZeilen.filter((z) => z.status === 'AUFTRAG_ABGESCHLOSSEN').map((z) => z.auftrag_id))];
  if (abgeschlossen.length > 0)
    await trx.raw(
      `UPDATE ${ident(n.ausw_auftrag_status)} AS s SET bestellt = b.von
         FROM (SELECT auftrag_id, min(von) AS von FROM ${ident(n.ausw_auftrag_status)}
                WHERE auftrag_id = ANY(?::uuid[]) AND status = 'BESTELLUNG' GROUP BY auftrag_id) b
        WHERE s.auftrag_id = b.auftrag_id AND s.status = 'AUFTRAG_ABGESCHLOSSEN' AND s.bestellt IS NULL`,
      [abgeschlossen],
    );
  if (geloescht.size > 0)
    await trx(n.ausw_auftrag_status)
      .whereIn('auftrag_id', [...geloescht])
      .delete();
};
