import type { Knex } from 'knex';

/**
 * Event-store tables of the PostgreSQL adapter (DESIGN § 4).
 *
 * eventstore_events.transaction_id holds pg_current_xact_id() of the appending transaction.
 * Readers order by (transaction_id, global_position) and only read below the oldest running
 * transaction (pg_snapshot_xmin), so an event whose sequence value was taken early but whose
 * transaction commits late is never skipped. Stored xid8 values are cluster-specific: a logical
 * dump/restore into a new cluster needs them re-based (see docs/operations).
 *
 * eventstore_streams holds one row per stream: appends lock it (optimistic concurrency is checked
 * under that lock); the unique (stream_id, stream_revision) is the backstop against lost updates.
 */
export const up = async (knex: Knex): Promise<void> => {
  await knex.raw(`
    CREATE TABLE eventstore_streams (
      stream_id text PRIMARY KEY,
      revision integer NOT NULL
    );
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
  await knex.schema.dropTableIfExists('eventstore_streams');
};
