import { WrongExpectedRevisionError, type AppendResult, type ExpectedRevision, type NewEvent } from './eventStore';

/** An event id that is already stored, with where it lives. */
export type KnownEvent = { id: string; streamId: string; streamRevision: number; position: string };

export type AppendPlan = { kind: 'duplicate'; result: AppendResult } | { kind: 'append'; fresh: NewEvent[]; firstRevision: number };

/** An event id is already stored in another stream: a reused uuid is a bug, not a retry. Nothing was written. */
export class EventIdConflictError extends Error {
  constructor(
    readonly eventId: string,
    readonly stream: string,
    readonly storedIn: string,
  ) {
    super(`Event ${eventId} soll in Stream ${stream}, ist aber bereits in Stream ${storedIn} gespeichert`);
    this.name = 'EventIdConflictError';
  }
}

/**
 * The idempotency and expected-revision rule of the in-memory adapter. The PostgreSQL adapter runs
 * the same rule inside its append function (migration 006, one round trip); the contract suite
 * keeps both alike. The caller holds the stream lock while it plans and writes:
 * - every event id already stored in this stream → a retry: nothing is written and the first
 *   result is returned, without checking the expected revision (the retry of a successful
 *   `no_stream` append must not turn into a conflict);
 * - partial overlap → the already stored events are skipped, the fresh ones are appended under
 *   the normal expected-revision check;
 * - an id stored in another stream → EventIdConflictError;
 * - the same id twice within one append → stored once (first occurrence wins).
 */
export const planAppend = (
  stream: string,
  events: NewEvent[],
  expected: ExpectedRevision,
  current: number | 'no_stream',
  known: KnownEvent[],
): AppendPlan => {
  if (events.length === 0) throw new Error(`Stream ${stream}: appendToStream ohne Events`);
  const knownById = new Map(known.map((k) => [k.id, k]));
  const seen = new Set<string>();
  const fresh: NewEvent[] = [];
  const repeated: KnownEvent[] = [];
  for (const event of events) {
    if (seen.has(event.id)) continue;
    seen.add(event.id);
    const stored = knownById.get(event.id);
    if (!stored) fresh.push(event);
    else if (stored.streamId !== stream) throw new EventIdConflictError(event.id, stream, stored.streamId);
    else repeated.push(stored);
  }
  if (fresh.length === 0) {
    const last = repeated.reduce((a, b) => (b.streamRevision > a.streamRevision ? b : a));
    return { kind: 'duplicate', result: { nextExpectedRevision: last.streamRevision, position: last.position } };
  }
  const matches = expected === 'any' || expected === current;
  if (!matches) throw new WrongExpectedRevisionError(stream, expected, current);
  return { kind: 'append', fresh, firstRevision: current === 'no_stream' ? 0 : current + 1 };
};
