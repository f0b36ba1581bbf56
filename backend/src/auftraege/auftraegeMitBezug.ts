import type { EventStore, StoredEvent } from '../eventstore/eventStore';
import type { Db } from '../platform/db';
import { evolveAuftrag, initialAuftragState, istNeu, readAuftragEvent, type AuftragDaten } from './auftrag';
import { AUFTRAG_TABELLEN } from './lesemodell';

/** What another feature's write asks about: the orders that name all of these (and are not deleted). */
export type AuftragBezug = {
  erzeugerId?: number;
  anfallstelleId?: number;
  /** The order's disposer (after merges and an accepted offer), as the order overview shows it. */
  entsorgerId?: number;
  leistungId?: number;
  /** The order number, case ignored (an invoice's buyer reference). */
  vorgangsnummer?: string;
};

const PREFIX = 'auftrag-';
/** The order projection's name in projection_checkpoint (projections/src/auftraege/auftragProjection.ts). */
const PROJEKTION = 'auftraege';
const SEITE = 1000;

const passt = (s: AuftragDaten, b: AuftragBezug): boolean =>
  !s.geloescht &&
  (b.erzeugerId === undefined || s.erzeugerId === b.erzeugerId) &&
  (b.anfallstelleId === undefined || s.anfallstelleId === b.anfallstelleId) &&
  (b.entsorgerId === undefined || s.entsorgerId === b.entsorgerId) &&
  (b.leistungId === undefined || s.leistungId === b.leistungId) &&
  (b.vorgangsnummer === undefined || s.vorgangsnummer.toUpperCase() === b.vorgangsnummer.toUpperCase());

const leseAuftrag = (events: readonly StoredEvent[]) =>
  events.reduce(
    (s, e) => evolveAuftrag(s, readAuftragEvent({ type: e.type, data: e.data, schemaVersion: e.metadata.schemaVersion })),
    initialAuftragState(),
  );

/** An order's state from its own stream; null when the stream holds no placed order. */
export const ladeAuftrag = async (eventStore: EventStore, auftragId: string): Promise<AuftragDaten | null> => {
  const state = leseAuftrag(await eventStore.readStream(`${PREFIX}${auftragId}`));
  return istNeu(state) ? null : state;
};

/** The ids the order overview holds for `b`, as of `checkpoint`; none before the projection has run (its table may not exist yet). */
const ausDerUebersicht = async (db: Db, b: AuftragBezug, gibtEs: boolean): Promise<string[]> => {
  if (!gibtEs) return [];
  const q = db(AUFTRAG_TABELLEN.uebersicht).select('id');
  if (b.erzeugerId !== undefined) void q.where('erzeuger_id', b.erzeugerId);
  if (b.anfallstelleId !== undefined) void q.where('anfallstelle_id', b.anfallstelleId);
  if (b.entsorgerId !== undefined) void q.where('entsorger_id', b.entsorgerId);
  if (b.leistungId !== undefined) void q.where('leistung_id', b.leistungId);
  if (b.vorgangsnummer !== undefined) void q.whereRaw('upper(vorgangsnummer) = ?', [b.vorgangsnummer.toUpperCase()]);
  return ((await q) as { id: string }[]).map((r) => r.id);
};

/** The orders whose streams got events after `from`: the ones the overview may not show as they are now. */
const seitCheckpoint = async (eventStore: EventStore, from: string | null): Promise<Set<string>> => {
  const ids = new Set<string>();
  let position = from;
  for (;;) {
    const { events, checkpoint } = await eventStore.readAll({ from: position, limit: SEITE });
    for (const e of events) if (e.streamId.startsWith(PREFIX)) ids.add(e.streamId.slice(PREFIX.length));
    if (events.length < SEITE || checkpoint === position) return ids;
    position = checkpoint;
  }
};

/**
 * The orders that name `b` now, for a write of another feature that must not contradict them
 * (deleting a site, a producer, a price agreement, a disposer link; a receipt's order). Decided
 * from the event log, not from the order overview alone, which may lag: the overview answers for
 * every event up to its checkpoint, and each order whose stream has events after it is folded
 * from its own stream (added, or dropped when it no longer names `b`). The checkpoint is read
 * first, so whatever the overview applies meanwhile is also read from the log: nothing falls in
 * between. A projector that is far behind makes this slower, never wrong.
 */
export const auftraegeMitBezug = async (deps: { db: Db; eventStore: EventStore }, b: AuftragBezug): Promise<string[]> => {
  const stand = (await deps.db('projection_checkpoint').where({ name: PROJEKTION }).first('position')) as
    { position: string | null } | undefined;
  const ids = new Set(await ausDerUebersicht(deps.db, b, stand !== undefined));
  for (const id of await seitCheckpoint(deps.eventStore, stand?.position ?? null)) {
    const state = await ladeAuftrag(deps.eventStore, id);
    if (state && passt(state, b)) ids.add(id);
    else ids.delete(id);
  }
  return [...ids];
};
