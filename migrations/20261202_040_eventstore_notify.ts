import type { Knex } from 'knex';

/**
 * Every append tells waiting readers where it ended (issue 29): a statement-level trigger sends
 * NOTIFY eventstore_events with the position of the statement's last event. PostgreSQL delivers it
 * at commit, after the events became visible, and drops it on rollback; so a projector in its own
 * process wakes as soon as an in-process one does, and a caught-up reader no longer polls. The
 * append function keeps its single round trip: the trigger runs inside its INSERT.
 */
export const up = async (knex: Knex): Promise<void> => {
  await knex.raw(`
    CREATE FUNCTION eventstore_notify() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      v_position text;
    BEGIN
      SELECT pg_current_xact_id()::text || ':' || max(n.global_position) INTO v_position FROM neu n HAVING count(*) > 0;
      IF v_position IS NOT NULL THEN
        PERFORM pg_notify('eventstore_events', v_position);
      END IF;
      RETURN NULL;
    END
    $$;
    CREATE TRIGGER eventstore_events_notify AFTER INSERT ON eventstore_events
      REFERENCING NEW TABLE AS neu FOR EACH STATEMENT EXECUTE FUNCTION eventstore_notify();
  `);
};

export const down = async (knex: Knex): Promise<void> => {
  await knex.raw('DROP TRIGGER IF EXISTS eventstore_events_notify ON eventstore_events; DROP FUNCTION IF EXISTS eventstore_notify()');
};
