import type { Db } from '../platform/db';
import type { EventMetadata, EventStore, StoredEvent } from './eventStore';
import { appendInTransaction } from './postgresAppend';
import { comparePgPositions, formatPgPosition, parsePgPosition, PG_START_POSITION } from './postgresPosition';
import { logSubscriptionError, pollingSubscription, subscriptionRegistry } from './pollingSubscription';

export { appendInTransaction } from './postgresAppend';

export type PostgresEventStoreOptions = {
  /** Pause between polls of an idle subscription (default 50 ms). */
  pollIntervalMs?: number;
  onSubscriptionError?: (error: unknown) => void;
};

type Rows<T> = { rows: T[] };
type EventRow = {
  tx: string;
  global_position: number;
  event_id: string;
  stream_id: string;
  stream_revision: number;
  type: string;
  data: Record<string, unknown>;
  metadata: EventMetadata;
  recorded_at: string;
};

// Only the columns a StoredEvent needs; recorded_at formatted by the server like toISOString().
const EVENT_COLUMNS = `transaction_id::text AS tx, global_position, event_id, stream_id, stream_revision, type, data, metadata,
  to_char(recorded_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS recorded_at`;

/**
 * The visibility rule of DESIGN § 4: after the checkpoint in (transaction_id, global_position)
 * order, and only events of transactions older than every transaction still running, because a
 * running one may still commit an event that sorts before what we would hand out now.
 */
const VISIBLE_AFTER = `(transaction_id, global_position) > (?::xid8, ?::bigint)
  AND transaction_id < pg_snapshot_xmin(pg_current_snapshot())`;

const toStoredEvent = (r: EventRow): StoredEvent => ({
  id: r.event_id,
  type: r.type,
  data: r.data,
  metadata: r.metadata,
  streamId: r.stream_id,
  streamRevision: r.stream_revision,
  position: formatPgPosition(r.tx, r.global_position),
  recordedAt: r.recorded_at,
});

const afterBindings = (from: string | null): [string, string] => {
  const p = parsePgPosition(from);
  return [p.transactionId, p.globalPosition];
};

/**
 * The PostgreSQL adapter. It borrows `db` (the caller creates and destroys it); `close()` only
 * ends the subscriptions. Readers never hold a transaction open: every read is one statement.
 */
export const createPostgresEventStore = (db: Db, options: PostgresEventStoreOptions = {}): EventStore => {
  const subscriptions = subscriptionRegistry();

  const store: EventStore = {
    appendToStream: (stream, events, appendOptions) =>
      db.transaction((trx) => appendInTransaction(trx, stream, events, appendOptions)),

    readStream: async (stream) => {
      const result = await db.raw<Rows<EventRow>>(
        `SELECT ${EVENT_COLUMNS} FROM eventstore_events WHERE stream_id = ? ORDER BY stream_revision`,
        [stream],
      );
      return result.rows.map(toStoredEvent);
    },

    readAll: async ({ from, limit }) => {
      const result = await db.raw<Rows<EventRow>>(
        `SELECT ${EVENT_COLUMNS} FROM eventstore_events WHERE ${VISIBLE_AFTER}
         ORDER BY transaction_id, global_position LIMIT ?`,
        [...afterBindings(from), limit],
      );
      const events = result.rows.map(toStoredEvent);
      return { events, checkpoint: events[events.length - 1]?.position ?? from ?? PG_START_POSITION };
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
      const result = await db.raw<Rows<{ tx: string; global_position: number }>>(
        `SELECT transaction_id::text AS tx, global_position FROM eventstore_events
         WHERE transaction_id < pg_snapshot_xmin(pg_current_snapshot())
         ORDER BY transaction_id DESC, global_position DESC LIMIT 1`,
      );
      const row = result.rows[0];
      return row ? formatPgPosition(row.tx, row.global_position) : null;
    },

    comparePositions: comparePgPositions,

    countAfter: async (from) => {
      const result = await db.raw<Rows<{ count: number }>>(
        `SELECT count(*) AS count FROM eventstore_events WHERE ${VISIBLE_AFTER}`,
        afterBindings(from),
      );
      return result.rows[0]!.count;
    },

    ping: async () => {
      try {
        await db.raw('SELECT 1');
        return true;
      } catch {
        return false;
      }
    },

    close: () => subscriptions.stopAll(),
  };
  return store;
};
