import {
  ANY,
  BACKWARDS,
  END,
  excludeSystemEvents,
  FORWARDS,
  jsonEvent,
  KurrentDBClient,
  NO_STREAM,
  START,
  StreamNotFoundError,
  WrongExpectedVersionError,
  type AllStreamResolvedEvent,
  type AppendStreamState,
  type Position,
  type ReadPosition,
  type RecordedEvent,
} from '@kurrent/kurrentdb-client';
import { WrongExpectedRevisionError, type EventMetadata, type EventStore, type ExpectedRevision, type StoredEvent } from './eventStore';
import { logSubscriptionError, pollingSubscription, subscriptionRegistry } from './pollingSubscription';

export type KurrentEventStoreOptions = { pollIntervalMs?: number; onSubscriptionError?: (error: unknown) => void };

/** Positions are "<commit>:<prepare>" of the KurrentDB transaction log. */
const START_POSITION = '0:0';
const formatPosition = (p: Position): string => `${p.commit}:${p.prepare}`;
const parsePosition = (position: string): Position => {
  const match = /^(\d+):(\d+)$/.exec(position);
  if (!match) throw new Error(`Ungültige KurrentDB-Position ${position}`);
  return { commit: BigInt(match[1]!), prepare: BigInt(match[2]!) };
};
const compareKurrentPositions = (a: string, b: string): number => {
  const pa = parsePosition(a);
  const pb = parsePosition(b);
  const diff = pa.commit !== pb.commit ? pa.commit - pb.commit : pa.prepare - pb.prepare;
  return diff === 0n ? 0 : diff < 0n ? -1 : 1;
};

const toStreamState = (expected: ExpectedRevision): AppendStreamState =>
  expected === 'no_stream' ? NO_STREAM : expected === 'any' ? ANY : BigInt(expected);

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const toStoredEvent = (e: RecordedEvent, position: Position): StoredEvent => {
  if (!isRecord(e.data) || !isRecord(e.metadata)) throw new Error(`KurrentDB-Event ${e.id} ist kein JSON-Objekt`);
  return {
    id: e.id,
    type: e.type,
    data: e.data,
    // Written by this adapter from an EventMetadata; upcasting happens in the readers.
    metadata: e.metadata as EventMetadata,
    streamId: e.streamId,
    streamRevision: Number(e.revision),
    position: formatPosition(position),
    recordedAt: e.created.toISOString(),
  };
};

const userEvent = (resolved: AllStreamResolvedEvent): StoredEvent | null => {
  const e = resolved.event;
  if (!e || e.streamId.startsWith('$') || e.type.startsWith('$')) return null;
  return toStoredEvent(e, e.position);
};

/**
 * The KurrentDB adapter (deployment). Optimistic concurrency is the server's expected-revision
 * check. Idempotency is the server's: an append whose event ids were already written is
 * acknowledged without writing them again when the expected revision is the one of the first
 * write (always for 'no_stream' and exact revisions); with 'any' only while the ids are in the
 * server's idempotency cache (recent writes; it does not survive a restart). Partial overlaps
 * are not defined by the server (it may report a conflict) — do not rely on them here.
 * `subscribe` polls readAll like the other adapters so all three deliver the same batches.
 */
export const createKurrentEventStore = (connectionString: string, options: KurrentEventStoreOptions = {}): EventStore => {
  const client = KurrentDBClient.connectionString(connectionString);
  const subscriptions = subscriptionRegistry();

  const readAllFrom = async function* (from: string | null): AsyncGenerator<StoredEvent> {
    const fromPosition: ReadPosition = from === null || from === START_POSITION ? START : parsePosition(from);
    for await (const resolved of client.readAll({ fromPosition, direction: FORWARDS, filter: excludeSystemEvents() })) {
      const event = userEvent(resolved);
      // fromPosition is inclusive: the event at the checkpoint was handed out already.
      if (event && (from === null || compareKurrentPositions(event.position, from) > 0)) yield event;
    }
  };

  const store: EventStore = {
    appendToStream: async (stream, events, { expectedRevision }) => {
      try {
        const result = await client.appendToStream(
          stream,
          events.map((e) => jsonEvent({ id: e.id, type: e.type, data: e.data, metadata: e.metadata })),
          { streamState: toStreamState(expectedRevision) },
        );
        const revision = Number(result.nextExpectedRevision);
        return {
          nextExpectedRevision: revision,
          position: result.position ? formatPosition(result.position) : await positionOf(stream, revision),
        };
      } catch (error) {
        if (error instanceof WrongExpectedVersionError) {
          const actual = error.actualState === NO_STREAM ? 'no_stream' : Number(error.actualState);
          throw new WrongExpectedRevisionError(stream, expectedRevision, actual);
        }
        throw error;
      }
    },

    readStream: async (stream) => {
      const events: StoredEvent[] = [];
      try {
        for await (const resolved of client.readStream(stream, { fromRevision: START, direction: FORWARDS })) {
          const e = resolved.event;
          if (e?.position) events.push(toStoredEvent(e, e.position));
        }
      } catch (error) {
        if (error instanceof StreamNotFoundError) return [];
        throw error;
      }
      return events;
    },

    readAll: async ({ from, limit }) => {
      const events: StoredEvent[] = [];
      for await (const event of readAllFrom(from)) {
        events.push(event);
        if (events.length >= limit) break;
      }
      return { events, checkpoint: events[events.length - 1]?.position ?? from ?? START_POSITION };
    },

    subscribe: ({ from, batchSize = 1000 }, handler) =>
      subscriptions.add(
        pollingSubscription(store.readAll, from, batchSize, handler, {
          pollIntervalMs: options.pollIntervalMs ?? 50,
          retryDelayMs: 1000,
          onError: options.onSubscriptionError ?? logSubscriptionError,
        }),
      ),

    headPosition: async () => {
      for await (const resolved of client.readAll({ fromPosition: END, direction: BACKWARDS, filter: excludeSystemEvents() })) {
        const event = userEvent(resolved);
        if (event) return event.position;
      }
      return null;
    },

    comparePositions: compareKurrentPositions,

    // Counts by reading: KurrentDB keeps no count of $all. Meant for lag, which is small.
    countAfter: async (from) => {
      let count = 0;
      for await (const _event of readAllFrom(from)) count += 1;
      return count;
    },

    // Commit positions are byte offsets in the log, not event numbers: nothing to subtract.
    estimateCountAfter: (from) => store.countAfter(from),

    ping: async () => {
      try {
        for await (const resolved of client.readAll({ fromPosition: END, direction: BACKWARDS, maxCount: 1 })) void resolved;
        return true;
      } catch {
        return false;
      }
    },

    close: async () => {
      await subscriptions.stopAll();
      await client.dispose();
    },
  };

  /** A repeated (idempotent) append is acknowledged without a position: look the event up. */
  const positionOf = async (stream: string, revision: number): Promise<string> => {
    for await (const resolved of client.readStream(stream, { fromRevision: BigInt(revision), maxCount: 1 })) {
      if (resolved.event?.position) return formatPosition(resolved.event.position);
    }
    throw new Error(`KurrentDB: Event ${revision} in Stream ${stream} nicht gefunden`);
  };

  return store;
};
