import type { Db } from '../platform/db';
import type { EventStore } from './eventStore';
import { appendWith } from './postgresAppend';
import { EVENT_COLUMNS, EVENT_ROW_OPTIONS, toStoredEvent, type EventRows } from './postgresEventRow';
import { comparePgPositions, formatPgPosition, parsePgPosition, PG_START_POSITION } from './postgresPosition';
import { logSubscriptionError, pollingSubscription, subscriptionRegistry } from './pollingSubscription';
import { watchPostgresAppends } from './postgresWatch';

export { appendInTransaction } from './postgresAppend';

export type PostgresEventStoreOptions = {
  /** Pause between polls of an idle subscription (default 50 ms). */
  pollIntervalMs?: number;
  onSubscriptionError?: (error: unknown) => void;
};

type Rows<T> = { rows: T[] };

/**
 * The visibility rule of DESIGN § 4: after the checkpoint in (transaction_id, global_position)
 * order, and only events of transactions older than every transaction still running, because a
 * running one may still commit an event that sorts before what we would hand out now.
 */
const VISIBLE_AFTER = `(transaction_id, global_position) > (?::xid8, ?::bigint)
  AND transaction_id < pg_snapshot_xmin(pg_current_snapshot())`;

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
    // Outside a transaction block: the function's statement is the whole transaction, one round trip.
    appendToStream: (stream, events, appendOptions) => appendWith(db, stream, events, appendOptions),

    // The append is the transaction's first write (postgresAppend.ts); `also` follows under the stream lock.
    appendTogether: (stream, events, appendOptions, also) =>
      db.transaction(async (trx) => {
        const result = await appendWith(trx, stream, events, appendOptions);
        await also(trx);
        return result;
      }),

    readStream: async (stream) => {
      const result = await db
        .raw<EventRows>(`SELECT ${EVENT_COLUMNS} FROM eventstore_events WHERE stream_id = ? ORDER BY stream_revision`, [stream])
        .options(EVENT_ROW_OPTIONS);
      return result.rows.map(toStoredEvent);
    },

    readAll: async ({ from, limit }) => {
      const result = await db
        .raw<EventRows>(
          `SELECT ${EVENT_COLUMNS} FROM eventstore_events WHERE ${VISIBLE_AFTER}
           ORDER BY transaction_id, global_position LIMIT ?`,
          [...afterBindings(from), limit],
        )
        .options(EVENT_ROW_OPTIONS);
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

    watchAppends: (listener) => watchPostgresAppends(db, listener, options.onSubscriptionError ?? logSubscriptionError),

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

    // One backward index probe instead of count(*): the cost stays the same ten million events behind.
    estimateCountAfter: async (from) => {
      const head = await store.headPosition();
      if (head === null || (from !== null && comparePgPositions(head, from) <= 0)) return 0;
      const behind = Number(parsePgPosition(head).globalPosition) - Number(parsePgPosition(from).globalPosition);
      // Concurrent appends may take their global positions in the other order than their transaction ids.
      return Math.max(1, behind);
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
