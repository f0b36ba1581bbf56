import type { Knex } from 'knex';

/**
 * Event-store tables of the PostgreSQL adapter (DESIGN § 4).
 *
 * eventstore_events.transaction_id holds pg_current_xact_id() of the appending transaction.
 * Readers order by (transaction_id, global_position) and only read below the oldest running
 * transaction (pg_snapshot_xmin), so an event whose sequence value was taken early but whose
 * transaction commits late is never skipped. Stored xid8 values are cluster-specific: after a
 * logical dump/restore into a new cluster (whose ids may be lower) they must be re-based below
 * the new cluster's ids, keeping their order, and projector checkpoints reset with them.
 *
 * Appends serialise per stream with a transaction-level advisory lock on the stream name (no
 * streams table: the current revision is max(stream_revision), one backward index probe). The
 * unique (stream_id, stream_revision) is the backstop against lost updates; it also serves
 * readStream.
 */
export const up = async (knex: Knex): Promise<void> => {
  await knex.raw(`
    CREATE TABLE eventstore_events (
      global_position bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      transaction_id xid8 NOT NULL DEFAULT pg_current_xact_id(),
      event_id uuid NOT NULL,
      stream_id text NOT NULL,
      stream_revision integer NOT NULL,
      type text NOT NULL,
      data jsonb NOT NULL,
      metadata jsonb NOT NULL,
      recorded_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT eventstore_events_event_id_unique UNIQUE (event_id),
      CONSTRAINT eventstore_events_stream_revision_unique UNIQUE (stream_id, stream_revision)
    );
    CREATE INDEX eventstore_events_read_order ON eventstore_events (transaction_id, global_position);
  `);
};

export const down = async (knex: Knex): Promise<void> => {
  await knex.schema.dropTableIfExists('eventstore_events');
};
