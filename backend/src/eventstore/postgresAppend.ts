import type { Knex } from 'knex';
import type { AppendResult, ExpectedRevision, NewEvent } from './eventStore';
import { planAppend, type KnownEvent } from './planAppend';
import { formatPgPosition } from './postgresPosition';

type Rows<T> = { rows: T[] };

/** Namespace of our advisory locks (two-key form), apart from other users such as pg-boss. */
const STREAM_LOCK_CLASS = 45_110_001;

/**
 * Appends inside the caller's transaction; `appendToStream` wraps it in its own. Exported so a
 * test can hold a write transaction open (the out-of-order commit case) and so a command can
 * write relational rows (outbox) in the same transaction, after the append.
 *
 * The stream lock is an advisory lock, taken before the transaction has a transaction id; the id
 * is assigned by the insert, under the lock. So a later append to a stream always carries a
 * higher transaction id than the earlier one, and readAll, which orders by transaction id,
 * keeps every stream in revision order. A row lock (SELECT … FOR UPDATE, upsert) would assign
 * the id before waiting and allow the inversion; for the same reason the transaction must not
 * have written anything before this call (checked).
 */
export const appendInTransaction = async (
  trx: Knex.Transaction,
  stream: string,
  events: NewEvent[],
  options: { expectedRevision: ExpectedRevision },
): Promise<AppendResult> => {
  const locked = await trx.raw<Rows<{ xid: string | null }>>(
    `SELECT pg_current_xact_id_if_assigned()::text AS xid, pg_advisory_xact_lock(?, hashtext(?))::text AS locked`,
    [STREAM_LOCK_CLASS, stream],
  );
  if (locked.rows[0]!.xid !== null) {
    throw new Error(`Stream ${stream}: appendInTransaction muss vor allen anderen Schreibzugriffen der Transaktion laufen`);
  }

  // A new statement after the lock: its snapshot sees the previous holder's committed events.
  const state = await trx.raw<Rows<{ revision: number | null; known: KnownEvent[] | null }>>(
    `SELECT
       (SELECT max(stream_revision) FROM eventstore_events WHERE stream_id = ?) AS revision,
       (SELECT json_agg(json_build_object('id', event_id, 'streamId', stream_id, 'streamRevision', stream_revision,
                                          'position', transaction_id::text || ':' || global_position))
          FROM eventstore_events WHERE event_id IN (SELECT value::uuid FROM jsonb_array_elements_text(?::jsonb))) AS known`,
    [stream, JSON.stringify(events.map((e) => e.id))],
  );
  const { revision, known } = state.rows[0]!;
  const plan = planAppend(stream, events, options.expectedRevision, revision ?? 'no_stream', known ?? []);
  if (plan.kind === 'duplicate') return plan.result;

  const batch = JSON.stringify(
    plan.fresh.map((e, i) => ({ id: e.id, revision: plan.firstRevision + i, type: e.type, data: e.data, metadata: e.metadata })),
  );
  // One statement for the whole batch; ORDER BY makes global positions follow the revisions.
  const written = await trx.raw<Rows<{ tx: string; global_position: number }>>(
    `WITH inserted AS (
       INSERT INTO eventstore_events (event_id, stream_id, stream_revision, type, data, metadata)
       SELECT e.id, ?, e.revision, e.type, e.data, e.metadata
       FROM jsonb_to_recordset(?::jsonb) AS e(id uuid, revision integer, type text, data jsonb, metadata jsonb)
       ORDER BY e.revision
       RETURNING global_position
     )
     SELECT pg_current_xact_id()::text AS tx, max(global_position) AS global_position FROM inserted`,
    [stream, batch],
  );
  const row = written.rows[0]!;
  return {
    nextExpectedRevision: plan.firstRevision + plan.fresh.length - 1,
    position: formatPgPosition(row.tx, row.global_position),
  };
};
