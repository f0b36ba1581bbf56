import type { Knex } from 'knex';

/**
 * The event store at one round trip per append, in less space (docs/decisions.md, "Event-Store:
 * ein Aufruf je Append" and "Event-Store: Speicher je Event").
 *
 * Storage: the table is rebuilt in a new shape.
 * - The metadata, whose shape the port fixes (EventMetadata), lives in columns: a jsonb object
 *   repeated its seven key names in every row (about 90 bytes), and the reader parsed it per event.
 * - data is json, not jsonb: nothing queries inside it, readers want its text, and jsonb costs
 *   more bytes and a conversion back to text on every read.
 * - The primary key is the reading order (transaction_id, global_position); the separate index on
 *   global_position alone served no query.
 * - Fixed-width columns come first, so no padding sits between them. occurred_at is a timestamptz
 *   (8 bytes instead of a 25-byte ISO text); the reader writes it back as toISOString() does, UTC with
 *   milliseconds, which is the form the command handler stores.
 * The other two indexes stay: unique (stream_id, stream_revision) serves readStream and the
 * current revision and is the backstop against lost updates; unique (event_id) serves idempotency.
 *
 * eventstore_append: the whole append as one statement. Global positions keep their values, so
 * projector checkpoints stay valid.
 */
export const up = async (knex: Knex): Promise<void> => {
  await knex.raw(`
    CREATE TABLE eventstore_events_006 (
      transaction_id xid8 NOT NULL DEFAULT pg_current_xact_id(),
      global_position bigint GENERATED ALWAYS AS IDENTITY,
      recorded_at timestamptz NOT NULL DEFAULT now(),
      occurred_at timestamptz NOT NULL,
      event_id uuid NOT NULL,
      stream_revision integer NOT NULL,
      schema_version integer NOT NULL,
      stream_id text NOT NULL,
      type text NOT NULL,
      actor_id text,
      acting_as_id text,
      tenant_id text,
      correlation_id text NOT NULL,
      causation_id text,
      command_id uuid,
      data json NOT NULL
    );
    INSERT INTO eventstore_events_006 (transaction_id, global_position, recorded_at, event_id, stream_revision, schema_version,
      stream_id, type, actor_id, acting_as_id, tenant_id, correlation_id, causation_id, command_id, occurred_at, data)
    OVERRIDING SYSTEM VALUE
    SELECT transaction_id, global_position, recorded_at, event_id, stream_revision, (metadata->>'schemaVersion')::integer,
      stream_id, type, metadata->>'actorId', metadata->>'actingAsId', metadata->>'tenantId', metadata->>'correlationId',
      metadata->>'causationId', (metadata->>'commandId')::uuid, (metadata->>'occurredAt')::timestamptz, data::json
    FROM eventstore_events ORDER BY transaction_id, global_position;
    DROP TABLE eventstore_events;
    ALTER TABLE eventstore_events_006 RENAME TO eventstore_events;
    ALTER SEQUENCE eventstore_events_006_global_position_seq RENAME TO eventstore_events_global_position_seq;
    ALTER TABLE eventstore_events
      ADD CONSTRAINT eventstore_events_pkey PRIMARY KEY (transaction_id, global_position),
      ADD CONSTRAINT eventstore_events_event_id_unique UNIQUE (event_id),
      ADD CONSTRAINT eventstore_events_stream_revision_unique UNIQUE (stream_id, stream_revision);
  `);
  const { rows } = await knex.raw<{ rows: { next: number }[] }>(
    'SELECT coalesce(max(global_position), 0) + 1 AS next FROM eventstore_events',
  );
  await knex.raw(`ALTER TABLE eventstore_events ALTER COLUMN global_position RESTART WITH ${Number(rows[0]!.next)}`);
  await knex.raw(APPEND_FUNCTION);
};

/**
 * Mirrors planAppend.ts (the rule of the in-memory adapter), so both adapters decide alike. Errors
 * carry their own SQLSTATE and the facts in DETAIL; postgresAppend.ts turns them into the port's
 * errors. A VOLATILE function takes a new snapshot per statement under READ COMMITTED, so the
 * statements after the lock see what the previous holder committed.
 */
export const APPEND_FUNCTION = `
CREATE FUNCTION eventstore_append(p_stream text, p_expected text, p_events json)
RETURNS TABLE (next_revision integer, "position" text)
LANGUAGE plpgsql VOLATILE
-- PL/pgSQL caches each statement's plan per connection. A plan made while the table was nearly
-- empty would scan it, and keep scanning it as it grows, until autovacuum's next ANALYZE; every
-- statement here is an index probe, so we say so.
SET enable_seqscan = off
AS $fn$
DECLARE
  v_ids uuid[];
  v_known record;
  v_repeated uuid[] := '{}';
  v_current integer;
BEGIN
  -- The lock must come before the transaction id (see postgresAppend.ts); a transaction that
  -- already wrote has one, and its older id could sort this append before the previous one.
  IF pg_current_xact_id_if_assigned() IS NOT NULL THEN
    RAISE EXCEPTION 'Stream %: appendInTransaction muss vor allen anderen Schreibzugriffen der Transaktion laufen', p_stream
      USING ERRCODE = 'EA003';
  END IF;
  PERFORM pg_advisory_xact_lock(45110001, hashtext(p_stream));

  -- Distinct ids in input order: the same id twice within one append is stored once.
  SELECT array_agg(d.id ORDER BY d.first) INTO v_ids
  FROM (SELECT (x->>'id')::uuid AS id, min(o) AS first FROM json_array_elements(p_events) WITH ORDINALITY AS t(x, o) GROUP BY 1) d;

  -- Known ids by an index probe (= ANY), never by joining the table to the input.
  FOR v_known IN
    SELECT k.event_id, k.stream_id FROM eventstore_events k WHERE k.event_id = ANY (v_ids) ORDER BY array_position(v_ids, k.event_id)
  LOOP
    IF v_known.stream_id <> p_stream THEN
      RAISE EXCEPTION 'Event % soll in Stream %, ist aber bereits in Stream % gespeichert', v_known.event_id, p_stream, v_known.stream_id
        USING ERRCODE = 'EA002', DETAIL = json_build_object('eventId', v_known.event_id, 'storedIn', v_known.stream_id)::text;
    END IF;
    v_repeated := v_repeated || v_known.event_id;
  END LOOP;

  -- Every id already stored here: a retry. Answer the first result, without the revision check.
  IF cardinality(v_repeated) = cardinality(v_ids) THEN
    RETURN QUERY SELECT k.stream_revision, k.transaction_id::text || ':' || k.global_position
      FROM eventstore_events k WHERE k.event_id = ANY (v_ids) ORDER BY k.stream_revision DESC LIMIT 1;
    RETURN;
  END IF;

  SELECT max(k.stream_revision) INTO v_current FROM eventstore_events k WHERE k.stream_id = p_stream;
  IF NOT (p_expected = 'any'
          OR (p_expected = 'no_stream' AND v_current IS NULL)
          OR (p_expected ~ '^[0-9]+$' AND v_current IS NOT DISTINCT FROM p_expected::integer)) THEN
    RAISE EXCEPTION 'Stream %: erwartet %, tatsächlich %', p_stream, p_expected, coalesce(v_current::text, 'no_stream')
      USING ERRCODE = 'EA001', DETAIL = coalesce(v_current::text, 'no_stream');
  END IF;

  -- One insert for the batch; ORDER BY makes global positions follow the revisions. The insert
  -- gives the transaction its id, under the lock.
  RETURN QUERY
  WITH incoming AS (
    SELECT DISTINCT ON (e.id) e.*
    FROM ROWS FROM (json_to_recordset(p_events) AS (id uuid, type text, data json, metadata json)) WITH ORDINALITY
      AS e(id, type, data, metadata, o)
    ORDER BY e.id, e.o
  ), fresh AS (
    SELECT i.*, coalesce(v_current, -1) + row_number() OVER (ORDER BY i.o) AS revision
    FROM incoming i WHERE i.id <> ALL (v_repeated)
  ), inserted AS (
    INSERT INTO eventstore_events (event_id, stream_revision, schema_version, stream_id, type, actor_id, acting_as_id, tenant_id,
      correlation_id, causation_id, command_id, occurred_at, data)
    SELECT f.id, f.revision, m."schemaVersion", p_stream, f.type, m."actorId", m."actingAsId", m."tenantId",
      m."correlationId", m."causationId", m."commandId", m."occurredAt"::timestamptz, f.data
    FROM fresh f, json_to_record(f.metadata) AS m("actorId" text, "actingAsId" text, "tenantId" text, "correlationId" text,
      "causationId" text, "commandId" uuid, "occurredAt" text, "schemaVersion" integer)
    ORDER BY f.revision
    RETURNING stream_revision, global_position
  )
  SELECT max(i.stream_revision), pg_current_xact_id()::text || ':' || max(i.global_position) FROM inserted i;
END
$fn$`;

export const down = async (knex: Knex): Promise<void> => {
  await knex.raw(`
    DROP FUNCTION eventstore_append(text, text, json);
    CREATE TABLE eventstore_events_002 (
      global_position bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      transaction_id xid8 NOT NULL DEFAULT pg_current_xact_id(),
      event_id uuid NOT NULL,
      stream_id text NOT NULL,
      stream_revision integer NOT NULL,
      type text NOT NULL,
      data jsonb NOT NULL,
      metadata jsonb NOT NULL,
      recorded_at timestamptz NOT NULL DEFAULT now()
    );
    INSERT INTO eventstore_events_002 (global_position, transaction_id, event_id, stream_id, stream_revision, type, data, metadata, recorded_at)
    OVERRIDING SYSTEM VALUE
    SELECT global_position, transaction_id, event_id, stream_id, stream_revision, type, data::jsonb,
      jsonb_build_object('actorId', actor_id, 'actingAsId', acting_as_id, 'tenantId', tenant_id, 'correlationId', correlation_id,
        'causationId', causation_id, 'commandId', command_id,
        'occurredAt', to_char(occurred_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 'schemaVersion', schema_version),
      recorded_at
    FROM eventstore_events;
    DROP TABLE eventstore_events;
    ALTER TABLE eventstore_events_002 RENAME TO eventstore_events;
    ALTER SEQUENCE eventstore_events_002_global_position_seq RENAME TO eventstore_events_global_position_seq;
    ALTER INDEX eventstore_events_002_pkey RENAME TO eventstore_events_pkey;
    ALTER TABLE eventstore_events
      ADD CONSTRAINT eventstore_events_event_id_unique UNIQUE (event_id),
      ADD CONSTRAINT eventstore_events_stream_revision_unique UNIQUE (stream_id, stream_revision);
    CREATE INDEX eventstore_events_read_order ON eventstore_events (transaction_id, global_position);
  `);
  const { rows } = await knex.raw<{ rows: { next: number }[] }>(
    'SELECT coalesce(max(global_position), 0) + 1 AS next FROM eventstore_events',
  );
  await knex.raw(`ALTER TABLE eventstore_events ALTER COLUMN global_position RESTART WITH ${Number(rows[0]!.next)}`);
};
