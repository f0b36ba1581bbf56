import type { EventStore, StoredEvent } from '@abfallportal/backend/eventstore/eventStore';
import type { Db } from '@abfallportal/backend/platform/db';
import { applyBatch } from './applyBatch';
import type { LeaseHolder } from './lease';
import type { Projection, ProjectorLog } from './projection';

/**
 * One projection as the projector runs it. `position` may run ahead of `gespeichert`: events the
 * projection does not act on move it in memory only, and the stored checkpoint follows in bulk.
 */
export type Teilnehmer = {
  readonly projection: Projection;
  readonly typen: ReadonlySet<string> | null;
  /** Every event up to here is handled. */
  position: string | null;
  /** The checkpoint as stored; the compare-and-set of the next write starts from it. */
  gespeichert: string | null;
  /** 'einzeln': prepares, catches up or retries on its own; 'gemeinsam': fed by the one reader. */
  modus: 'einzeln' | 'gemeinsam';
};

export const neuerTeilnehmer = (projection: Projection): Teilnehmer => ({
  projection,
  typen: projection.eventTypes ? new Set(projection.eventTypes) : null,
  position: null,
  gespeichert: null,
  modus: 'einzeln',
});

/** What both kinds of loop share: the process's connections, settings and read-your-writes state. */
export type Laufzeit = {
  db: Db;
  eventStore: EventStore;
  log: ProjectorLog;
  batchSize: number;
  pollMs: number;
  leaseRetryMs: number;
  rebuildOnVersionChange: boolean;
  /** Position each projection of this process has handled (in memory); read-your-writes waits on it. */
  committed: Map<string, string | null>;
  /** Projections that cannot get past an event: read-your-writes does not wait for them. */
  stalled: Set<string>;
  leases(): Promise<LeaseHolder> | null;
  sleep(ms: number): Promise<void>;
  /** Tells read-your-writes waiters that a checkpoint moved. */
  notify(): void;
  laeuft(): boolean;
};

const firstIndexAfter = (store: Pick<EventStore, 'comparePositions'>, events: StoredEvent[], position: string): number => {
  let low = 0;
  let high = events.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (store.comparePositions(events[mid]!.position, position) <= 0) low = mid + 1;
    else high = mid;
  }
  return low;
};

/**
 * The events of a batch (in read order) after the projection's position, or none when not one of
 * them has a type the projection acts on. Handed whole otherwise: a handler may read its batch as
 * context (the mail reactors fold an order from it before they read the stream).
 */
export const zuVerarbeiten = (store: Pick<EventStore, 'comparePositions'>, t: Teilnehmer, events: StoredEvent[]): StoredEvent[] => {
  const neu = t.position === null ? events : events.slice(firstIndexAfter(store, events, t.position));
  const { relevant } = t.projection;
  return neu.some((e) => (!t.typen || t.typen.has(e.type)) && (!relevant || relevant(e))) ? neu : [];
};

/** Nothing in the batch for this projection: only its position in memory moves. */
export const vorruecken = (laufzeit: Laufzeit, t: Teilnehmer, checkpoint: string): void => {
  if (t.position !== null && laufzeit.eventStore.comparePositions(checkpoint, t.position) <= 0) return;
  t.position = checkpoint;
  laufzeit.committed.set(t.projection.name, checkpoint);
};

/** Adopts a checkpoint read from the table (at start, or after someone else moved it). */
export const uebernehmen = (laufzeit: Laufzeit, t: Teilnehmer, position: string | null): void => {
  t.position = position;
  t.gespeichert = position;
  laufzeit.committed.set(t.projection.name, position);
};

/**
 * Writes `events` and moves the stored checkpoint from `gespeichert` to `to` in one transaction.
 * 'moved': someone else moved it (a rebuild swap, a skipped event); the caller reads on from there.
 */
export const schreiben = async (laufzeit: Laufzeit, t: Teilnehmer, events: StoredEvent[], to: string): Promise<'applied' | 'moved'> => {
  const outcome = await applyBatch(laufzeit.db, t.projection, t.gespeichert, events, to);
  if (outcome.type === 'version')
    throw new Error(`Tabellen wurden mit Version ${outcome.storedVersion} neu aufgebaut, dieser Prozess hat ${t.projection.version}`);
  if (outcome.type === 'moved') {
    laufzeit.log(
      'info',
      `${t.projection.name}: Checkpoint wurde von außen versetzt (Neuaufbau oder übersprungenes Ereignis), lese ab dort weiter`,
    );
    uebernehmen(laufzeit, t, outcome.position);
    return 'moved';
  }
  uebernehmen(laufzeit, t, to);
  return 'applied';
};
