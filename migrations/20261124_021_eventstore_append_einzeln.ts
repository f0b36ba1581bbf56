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

/** Inserted right after the stream lock, before the general path of migration 006. */
const SHORT_PATH = `
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
`;

/** Replaces the one occurrence of `anchor` in the function of migration 006; it is frozen, so the anchors stay. */
const patch = (sql: string, anchor: string, replacement: string): string => {
  if (sql.split(anchor).length !== 2) throw new Error(`Migration 021: Ankerstelle nicht genau einmal gefunden: ${anchor}`);
  return sql.replace(anchor, () => replacement);
};

const LOCK = 'PERFORM pg_advisory_xact_lock(45110001, hashtext(p_stream));\n';

/** The function of migration 006 with the short path after its lock: one rule, written once. */
const APPEND_FUNCTION_021 = (
  [
    ['CREATE FUNCTION eventstore_append(', 'CREATE OR REPLACE FUNCTION eventstore_append('],
    ['  v_current integer;\n', '  v_current integer;\n  v_next integer;\n'],
    [LOCK, LOCK + SHORT_PATH],
  ] as const
).reduce((sql, [anchor, replacement]) => patch(sql, anchor, replacement), APPEND_FUNCTION);
