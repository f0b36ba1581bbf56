import type { Knex } from 'knex';
import type { AppendResult, ExpectedRevision, NewEvent } from './eventStore';
import { planAppend, type KnownEvent } from './planAppend';
import { formatPgPosition } from './postgresPosition';

type Rows<T> = { rows: T[] };

/**
 * Appends inside the caller's transaction; `appendToStream` wraps it in its own. Exported so a
 * test can hold a write transaction open (the out-of-order commit case) and so a command that
 * must write relational rows atomically with its events can share the transaction.
 *
 * Steps, all in `trx`: lock the stream row (upsert, so a new stream is locked too and a
 * concurrent first append waits), look up already stored event ids, decide (planAppend), insert
 * the fresh events in one statement and move the stream revision. Any error rolls all of it back.
 */
export const appendInTransaction = async (
  trx: Knex.Transaction,
  stream: string,
  events: NewEvent[],
  options: { expectedRevision: ExpectedRevision },
): Promise<AppendResult> => {
  const locked = await trx.raw<Rows<{ revision: number }>>(
    `INSERT INTO eventstore_streams (stream_id, revision) VALUES (?, -1)
     ON CONFLICT (stream_id) DO UPDATE SET stream_id = EXCLUDED.stream_id
     RETURNING revision`,
    [stream],
  );
  const revision = locked.rows[0]!.revision;
  const current = revision < 0 ? 'no_stream' : revision;

  const knownRows: { event_id: string; stream_id: string; stream_revision: number; tx: string; global_position: number }[] =
    await trx('eventstore_events')
      .select('event_id', 'stream_id', 'stream_revision', trx.raw('transaction_id::text AS tx'), 'global_position')
      .whereIn(
        'event_id',
        events.map((e) => e.id),
      );
  const known: KnownEvent[] = knownRows.map((r) => ({
    id: r.event_id,
    streamId: r.stream_id,
    streamRevision: r.stream_revision,
    position: formatPgPosition(r.tx, r.global_position),
  }));

  const plan = planAppend(stream, events, options.expectedRevision, current, known);
  if (plan.kind === 'duplicate') return plan.result;

  const lastRevision = plan.firstRevision + plan.fresh.length - 1;
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
     ), moved AS (
       UPDATE eventstore_streams SET revision = ? WHERE stream_id = ?
     )
     SELECT pg_current_xact_id()::text AS tx, max(global_position) AS global_position FROM inserted`,
    [stream, batch, lastRevision, stream],
  );
  const row = written.rows[0]!;
  return { nextExpectedRevision: lastRevision, position: formatPgPosition(row.tx, row.global_position) };
};
