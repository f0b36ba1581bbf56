import { ident, physicalName, type Projection } from '../projection';

export type CounterOptions = {
  name: string;
  /** Pause inside the batch transaction after the write, so a kill lands mid-batch. */
  delayMs?: number;
  /** Throw after the write of a batch holding this event type: read model and checkpoint must roll back. */
  failOnType?: string;
};

/**
 * A test projection that detects double application: `<name>_stream.events` adds the batch's
 * counts without looking at what was inserted, so only an exactly-once runtime (read model and
 * checkpoint in one transaction) keeps it equal to the number of rows in `<name>_event`.
 * Still one statement per batch.
 */
export const counterProjection = (options: CounterOptions): Projection => {
  const eventTable = `${options.name}_event`;
  const streamTable = `${options.name}_stream`;
  return {
    name: options.name,
    version: 1,
    tables: [eventTable, streamTable],
    createTables: async (trx, names) => {
      const e = physicalName(names, eventTable);
      const s = physicalName(names, streamTable);
      await trx.raw(`
        CREATE TABLE ${ident(e)} (event_id uuid PRIMARY KEY, stream_id text NOT NULL, stream_revision integer NOT NULL);
        CREATE TABLE ${ident(s)} (stream_id text PRIMARY KEY, events integer NOT NULL, max_revision integer NOT NULL);
      `);
    },
    handle: async (trx, events, names) => {
      const e = ident(physicalName(names, eventTable));
      const s = ident(physicalName(names, streamTable));
      const rows = events.map((ev) => ({ event_id: ev.id, stream_id: ev.streamId, stream_revision: ev.streamRevision }));
      await trx.raw(
        `WITH b AS (SELECT * FROM jsonb_to_recordset(?::jsonb) AS b(event_id uuid, stream_id text, stream_revision integer)),
         ins AS (INSERT INTO ${e} SELECT event_id, stream_id, stream_revision FROM b ON CONFLICT DO NOTHING)
         INSERT INTO ${s} (stream_id, events, max_revision)
         SELECT stream_id, count(*), max(stream_revision) FROM b GROUP BY stream_id
         ON CONFLICT (stream_id) DO UPDATE SET events = ${s}.events + excluded.events,
           max_revision = greatest(${s}.max_revision, excluded.max_revision)`,
        [JSON.stringify(rows)],
      );
      if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
      if (options.failOnType && events.some((ev) => ev.type === options.failOnType)) {
        throw new Error(`Testfehler bei ${options.failOnType}`);
      }
    },
  };
};
