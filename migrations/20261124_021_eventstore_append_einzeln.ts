import type { Knex } from 'knex';
import { APPEND_FUNCTION } from './20261122_006_eventstore_append';

/**
 * eventstore_append with a short path for the common case, one event (docs/decisions.md,
 * "Event-Store: ein Aufruf je Append"). Measured side by side (test/bench/eventstoreAppend.bench.ts):
 * the general path, built for batches (distinct ids in input order, a loop over known ids, a
 * DISTINCT ON and a window function over json_to_recordset), reached about 62 % of a plain INSERT
 * for one event; the short path, at most one index probe and a one-row INSERT … ON CONFLICT DO
 * NOTHING, reaches about 85–90 %. Whatever the short path does not write (a retry, an id stored in
 * another stream, a wrong revision) goes through the general path, so the rule, the errors and the
 * answers stay exactly those of migration 006; batches keep the general path unchanged.
 */
export const up = async (knex: Knex): Promise<void> => {
  await knex.raw(APPEND_FUNCTION_021);
};

export const down = async (knex: Knex): Promise<void> => {
  await knex.raw('DROP FUNCTION eventstore_append(text, text, json)');
  await knex.raw(APPEND_FUNCTION);
};

const APPEND_FUNCTION_021 = `
CREATE OR REPLACE FUNCTION eventstore_append(p_stream text, p_expected text, p_events json)
RETURNS TABLE (next_revision integer, "position" text)
LANGUAGE plpgsql VOLATILE
-- See migration 006: every statement here is an index probe, and a plan cached while the table was
-- nearly empty must not keep scanning it.
SET enable_seqscan = off
AS $fn$
DECLARE
  v_ids uuid[];
  v_known record;
  v_repeated uuid[] := '{}';
  v_current integer;
  v_next integer;
BEGIN
  -- The lock must come before the transaction id (see postgresAppend.ts); a transaction that
  -- already wrote has one, and its older id could sort this append before the previous one.
  IF pg_current_xact_id_if_assigned() IS NOT NULL THEN
    RAISE EXCEPTION 'Stream %: appendInTransaction muss vor allen anderen Schreibzugriffen der Transaktion laufen', p_stream
      USING ERRCODE = 'EA003';
  END IF;
  PERFORM pg_advisory_xact_lock(45110001, hashtext(p_stream));

  IF json_array_length(p_events) = 1 THEN
    -- One event, the common case: the revision it gets follows from the expectation ('no_stream': 0;
    -- exact N: N + 1 if N is there; 'any': one past the last), and the unique indexes do the rest: an
    -- insert that meets a stored event id or a taken revision writes nothing and falls through to the
    -- general path, which tells a retry from an id of another stream from a wrong revision.
    IF p_expected = 'no_stream' THEN
      v_next := 0;
    ELSIF p_expected = 'any' THEN
      SELECT coalesce(max(k.stream_revision), -1) + 1 INTO v_next FROM eventstore_events k WHERE k.stream_id = p_stream;
    ELSIF p_expected ~ '^[0-9]+$' THEN
      PERFORM FROM eventstore_events k WHERE k.stream_id = p_stream AND k.stream_revision = p_expected::integer;
      IF FOUND THEN
        v_next := p_expected::integer + 1;
      END IF;
    END IF;
    IF v_next IS NOT NULL THEN
      RETURN QUERY
      INSERT INTO eventstore_events (event_id, stream_revision, schema_version, stream_id, type, actor_id, acting_as_id, tenant_id,
        correlation_id, causation_id, command_id, occurred_at, data)
      SELECT e.id, v_next, m."schemaVersion", p_stream, e.type, m."actorId", m."actingAsId", m."tenantId",
        m."correlationId", m."causationId", m."commandId", m."occurredAt"::timestamptz, e.data
      FROM json_to_record(p_events->0) AS e(id uuid, type text, data json, metadata json),
        json_to_record(e.metadata) AS m("actorId" text, "actingAsId" text, "tenantId" text, "correlationId" text,
          "causationId" text, "commandId" uuid, "occurredAt" text, "schemaVersion" integer)
      ON CONFLICT DO NOTHING
      RETURNING stream_revision, pg_current_xact_id()::text || ':' || global_position;
      IF FOUND THEN
        RETURN;
      END IF;
    END IF;
  END IF;

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
