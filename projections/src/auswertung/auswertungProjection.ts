import { AUFTRAG_EVENT_TYPEN } from '@abfallportal/backend/auftraege';
import { AUSWERTUNG_TABELLEN, type AuswertungTabelle } from '@abfallportal/backend/auswertung';
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
import type { Projection } from '../runtime/projection';
import { statusZeiten } from './auftragStatusZeiten';
import { summenNachfuehren } from './auswertungSummen';
import { createTables, indexes } from './auswertungTabellen';
import { belegZeilen, mengenZeilen } from './auswertungZeilen';

export type { AuswertungTabelle };
export { summenNeuBerechnen } from './auswertungSummen';
export { KOSTEN_VORZEICHEN, monateZwischen } from './auswertungZeilen';

const AUFTRAG = 'auftrag-';
const MENGE = 'abfallmenge-';
const BELEG = 'beleg-';
const AUFTRAG_TYPEN = new Set<string>(AUFTRAG_EVENT_TYPEN);
const MENGE_TYPEN = new Set<string>(ABFALLMENGE_EVENT_TYPEN);
const BELEG_TYPEN = new Set<string>(BELEG_EVENT_TYPEN);

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
  eventTypes: [...ABFALLMENGE_EVENT_TYPEN, ...BELEG_EVENT_TYPEN, ...AUFTRAG_EVENT_TYPEN],
  tables: AUSWERTUNG_TABELLEN,
  createTables,
  indexes,
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
