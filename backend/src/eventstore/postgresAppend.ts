import type { Knex } from 'knex';
import { WrongExpectedRevisionError, type AppendResult, type ExpectedRevision, type NewEvent } from './eventStore';
import { EventIdConflictError } from './planAppend';

type Rows<T> = { rows: T[] };

type PgError = Error & { code?: string; detail?: string };

/**
 * Appends with one statement: the function eventstore_append (migration 006) locks the stream,
 * checks idempotency and the expected revision, inserts and answers. `appendToStream` calls it
 * outside a transaction block, so the append costs one round trip including its commit.
 *
 * The stream lock is an advisory lock, taken before the transaction has a transaction id; the id
 * is assigned by the insert, under the lock. So a later append to a stream always carries a
 * higher transaction id than the earlier one, and readAll, which orders by transaction id,
 * keeps every stream in revision order. A row lock (SELECT … FOR UPDATE, upsert) would assign
 * the id before waiting and allow the inversion; for the same reason the transaction must not
 * have written anything before this call (the function checks it).
 */
export const appendWith = async (
  runner: Knex | Knex.Transaction,
  stream: string,
  events: NewEvent[],
  options: { expectedRevision: ExpectedRevision },
): Promise<AppendResult> => {
  if (events.length === 0) throw new Error(`Stream ${stream}: appendToStream ohne Events`);
  try {
    // Named: prepared once per connection. Its plan has no table to go stale on; the function's
    // own statements are index probes by design (migration 006).
    const result = await runner
      .raw<Rows<{ next_revision: number; position: string }>>('SELECT next_revision, position FROM eventstore_append(?, ?, ?::json)', [
        stream,
        String(options.expectedRevision),
        JSON.stringify(events),
      ])
      .options({ name: 'eventstore_append' });
    const row = result.rows[0]!;
    return { nextExpectedRevision: row.next_revision, position: row.position };
  } catch (error) {
    throw portError(error as PgError, stream, options.expectedRevision);
  }
};

/**
 * Appends inside the caller's transaction. Exported so a test can hold a write transaction open
 * (the out-of-order commit case) and so a command can write relational rows (outbox) in the same
 * transaction, after the append.
 */
export const appendInTransaction = (
  trx: Knex.Transaction,
  stream: string,
  events: NewEvent[],
  options: { expectedRevision: ExpectedRevision },
): Promise<AppendResult> => appendWith(trx, stream, events, options);

/** The function's own SQLSTATEs (class EA) back to the port's errors. */
const portError = (error: PgError, stream: string, expected: ExpectedRevision): Error => {
  switch (error.code) {
    case 'EA001': {
      const actual = error.detail === 'no_stream' ? 'no_stream' : Number(error.detail);
      return new WrongExpectedRevisionError(stream, expected, actual);
    }
    case 'EA002': {
      const { eventId, storedIn } = JSON.parse(error.detail!) as { eventId: string; storedIn: string };
      return new EventIdConflictError(eventId, stream, storedIn);
    }
    case 'EA003':
      return new Error(`Stream ${stream}: appendInTransaction muss vor allen anderen Schreibzugriffen der Transaktion laufen`);
    default:
      return error;
  }
};
