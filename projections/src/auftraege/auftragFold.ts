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
  type AuftragHistorieZeile,
} from '@abfallportal/backend/auftraege';
import type { Zustand } from './auftragZeile';

const PREFIX = 'auftrag-';
const BEKANNT = new Set<string>(AUFTRAG_EVENT_TYPEN);

/** Only the order events this projection knows; a later slice's new types need a new projection version. */
export const auftragEvents = (events: StoredEvent[]): StoredEvent[] =>
  events.filter((e) => e.streamId.startsWith(PREFIX) && BEKANNT.has(e.type));

export const auftragIdVon = (e: StoredEvent): string => e.streamId.slice(PREFIX.length);

/** A disposer merge as it concerns one order's history: rows naming `von` name `nach`. */
export type Umhaengen = { auftrag_id: string; von: number; nach: number };

/** A history row as the batch builds it; the actors' names are looked up when it is written (historieSchreiben.ts). */
export type HistorieZeile = Omit<AuftragHistorieZeile, 'akteur_name' | 'handelt_als_name'>;

/** What one batch of events changes, besides the orders' state in the map it folded into. */
export type FoldErgebnis = {
  historie: HistorieZeile[];
  /** Orders whose disposer a merge or an accepted offer named anew: their display names follow. */
  neuerEntsorger: Set<string>;
  /** Orders with a new waste type or edited details: fraction, waste key and search text follow. */
  neueAbfallart: Set<string>;
  /** Orders placed in this batch, in order. */
  aufgegeben: string[];
  /** Orders deleted in this batch: they leave list and search. */
  geloescht: Set<string>;
  zusammengefuehrt: Umhaengen[];
};

/** The disposer an offer event is about: who offered, who declined, whose offer was accepted. */
const betroffenerEntsorger = (event: ReturnType<typeof readAuftragEvent>): number | null =>
  event.type === 'AngebotAbgegeben' || event.type === 'AnfrageAbgelehnt' || event.type === 'AngebotAngenommen'
    ? event.data.entsorgerId
    : null;

const historieZeile = (
  e: StoredEvent,
  auftragId: string,
  state: AuftragDaten,
  beschreibung: string,
  entsorgerId: number | null,
): HistorieZeile => ({
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

/** One order's entry after one event (`vorher` undefined: the order is not known yet). */
const weiter = (vorher: Zustand | undefined, state: AuftragDaten, e: StoredEvent, neu: boolean): Zustand => ({
  state,
  erstelltAm: vorher?.erstelltAm ?? e.metadata.occurredAt,
  aktualisiertAm: e.metadata.occurredAt,
  geaendert: true,
  neu: vorher?.neu ?? neu,
  statusSeit: vorher && vorher.state.status === state.status ? (vorher.statusSeit ?? null) : e.metadata.occurredAt,
});

/**
 * The pure part: evolves the orders of `zustand` (by id; added when placed, removed when deleted)
 * with the order events of a batch, and says what else the batch changes (FoldErgebnis).
 */
export const fold = (relevant: StoredEvent[], zustand: Map<string, Zustand>): FoldErgebnis => {
  const ergebnis: FoldErgebnis = {
    historie: [],
    neuerEntsorger: new Set(),
    neueAbfallart: new Set(),
    aufgegeben: [],
    geloescht: new Set(),
    zusammengefuehrt: [],
  };
  for (const e of relevant) {
    const id = auftragIdVon(e);
    const event = readAuftragEvent({ type: e.type, data: e.data, schemaVersion: e.metadata.schemaVersion });
    const vorher = zustand.get(id);
    const state = evolveAuftrag(vorher?.state ?? initialAuftragState(), event);
    if (istNeu(state)) continue;
    if (vorher === undefined) ergebnis.aufgegeben.push(id);
    zustand.set(id, weiter(vorher, state, e, event.type === 'AuftragAufgegeben' || event.type === 'AuftragNachgetragen'));
    ergebnis.historie.push(historieZeile(e, id, state, describeEreignis(event), betroffenerEntsorger(event)));
    // An accepted offer names the order's disposer for the first time: its name shows like after a merge.
    if (event.type === 'EntsorgerZusammengefuehrt' || event.type === 'AngebotAngenommen') ergebnis.neuerEntsorger.add(id);
    // The kept disposer answers for the merged one: the offers it made are its own in the history.
    if (event.type === 'EntsorgerZusammengefuehrt')
      ergebnis.zusammengefuehrt.push({ auftrag_id: id, von: event.data.vonEntsorgerId, nach: event.data.nachEntsorgerId });
    // A new waste type or edited details (comment) show anew, and the search text follows.
    if (event.type === 'AbfallartGeaendert' || event.type === 'AuftragGeaendert') ergebnis.neueAbfallart.add(id);
    // A deleted order leaves list and search; its history rows stay with the stream.
    if (state.geloescht) {
      zustand.delete(id);
      ergebnis.geloescht.add(id);
    }
  }
  return ergebnis;
};

/**
 * The merges of a batch folded per order, in the order they happened (A→B then B→C moves A's rows
 * to C): one row per order and disposer to move.
 */
export const umhaengeZeilen = (merges: readonly Umhaengen[]): { auftragId: string; von: number; nach: number }[] => {
  const ziel = new Map<string, Map<number, number>>();
  for (const m of merges) {
    const zuordnung = ziel.get(m.auftrag_id) ?? new Map<number, number>();
    for (const [von, nach] of zuordnung) if (nach === m.von) zuordnung.set(von, m.nach);
    zuordnung.set(m.von, m.nach);
    ziel.set(m.auftrag_id, zuordnung);
  }
  return [...ziel].flatMap(([auftragId, zuordnung]) => [...zuordnung].map(([von, nach]) => ({ auftragId, von, nach })));
};
