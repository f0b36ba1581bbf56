/**
 * Write path of the PostgreSQL event store against the bare ceiling, side by side on one database
 * (issue 7: ours ≥ 85 % of the ceiling at 8 workers, command p95 < 10 ms, batches of 10 events
 * ≥ 35,000 events/s, ≤ 750 bytes per event).
 *
 *   npx tsx test/bench/eventstoreAppend.bench.ts [secondsPerRun] [rounds]
 *
 * (a) ceiling: one plain INSERT per command into a table shaped like eventstore_events, indexes
 *     included; (b) our append through the port: appendToStream with the expected revision, one
 *     event; besides, the whole command: readStream, then appendToStream (a second round trip,
 *     the figure for the command p95). All run WORKERS async loops over STREAMS streams (each
 *     worker owns its streams, so no conflicts), alternating in rounds so a noisy neighbour hits
 *     them alike.
 */
import type { EventStore } from '../../backend/src/eventstore/eventStore';
import { createPostgresEventStore } from '../../backend/src/eventstore/postgresEventStore';
import type { Db } from '../../backend/src/platform/db';
import { benchEvent, machineLine, runFor, startBenchDatabase } from './benchSupport';

const SECONDS = Number(process.argv[2] ?? 10);
const ROUNDS = Number(process.argv[3] ?? 2);
const WORKERS = 8;
const STREAMS = 2_000;
const BATCH = 10;

type Run = Awaited<ReturnType<typeof runFor>>;

/** Stream of worker w's i-th command: workers own disjoint streams. */
const streamOf = (prefix: string, worker: number, i: number): string => `${prefix}-${worker + WORKERS * (i % (STREAMS / WORKERS))}`;

/** Revision per stream of the ceiling table, across rounds. */
const ceilingRevisions = new Map<string, number>();

const ceiling = async (db: Db): Promise<Run> => {
  const revisions = ceilingRevisions;
  return runFor(SECONDS, WORKERS, async (worker, i) => {
    const stream = streamOf('decke', worker, i);
    const revision = (revisions.get(stream) ?? -1) + 1;
    const e = benchEvent(stream, revision);
    const m = e.metadata;
    await db.raw(
      `INSERT INTO bench_ceiling (event_id, stream_revision, schema_version, stream_id, type, actor_id, acting_as_id, tenant_id,
         correlation_id, causation_id, occurred_at, data) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [
        e.id,
        revision,
        m.schemaVersion,
        stream,
        e.type,
        m.actorId,
        m.actingAsId,
        m.tenantId,
        m.correlationId,
        m.causationId,
        m.occurredAt,
        JSON.stringify(e.data),
      ],
    );
    revisions.set(stream, revision);
  });
};

const commands = (store: EventStore): Promise<Run> =>
  runFor(SECONDS, WORKERS, async (worker, i) => {
    const stream = streamOf('auftrag', worker, i);
    const events = await store.readStream(stream);
    const last = events[events.length - 1];
    await store.appendToStream(stream, [benchEvent(stream, events.length)], { expectedRevision: last ? last.streamRevision : 'no_stream' });
  });

/** Revision per stream of the append-only runs, across rounds. */
const appendRevisions = new Map<string, number>();

const appendsOnly = (store: EventStore): Promise<Run> => {
  const revisions = appendRevisions;
  return runFor(SECONDS, WORKERS, async (worker, i) => {
    const stream = streamOf('beleg', worker, i);
    const expected = revisions.get(stream);
    const result = await store.appendToStream(stream, [benchEvent(stream, (expected ?? -1) + 1)], {
      expectedRevision: expected ?? 'no_stream',
    });
    revisions.set(stream, result.nextExpectedRevision);
  });
};

/** The ceiling for batches: one plain INSERT of BATCH rows from one JSON parameter, as our function gets them. */
const batchCeiling = (db: Db): Promise<Run> =>
  runFor(SECONDS, WORKERS, async (worker, i) => {
    const stream = `deckenstapel-${worker}-${i}`;
    const events = Array.from({ length: BATCH }, (_, r) => benchEvent(stream, r));
    await db.raw(
      `INSERT INTO bench_ceiling (event_id, stream_revision, schema_version, stream_id, type, actor_id, acting_as_id, tenant_id,
         correlation_id, causation_id, occurred_at, data)
       SELECT e.id, e.o - 1, m."schemaVersion", ?, e.type, m."actorId", m."actingAsId", m."tenantId", m."correlationId",
         m."causationId", m."occurredAt"::timestamptz, e.data
       FROM ROWS FROM (json_to_recordset(?::json) AS (id uuid, type text, data json, metadata json)) WITH ORDINALITY
         AS e(id, type, data, metadata, o),
         json_to_record(e.metadata) AS m("actorId" text, "actingAsId" text, "tenantId" text, "correlationId" text,
           "causationId" text, "occurredAt" text, "schemaVersion" integer)`,
      [stream, JSON.stringify(events)],
    );
  });

const batches = (store: EventStore): Promise<Run> =>
  runFor(SECONDS, WORKERS, async (worker, i) => {
    const stream = `stapel-${worker}-${i}`;
    const events = Array.from({ length: BATCH }, (_, r) => benchEvent(stream, r));
    await store.appendToStream(stream, events, { expectedRevision: 'no_stream' });
  });

type Size = { relation: string; bytesPerEvent: number };

const sizes = async (db: Db, table: string): Promise<{ total: number; parts: Size[] }> => {
  await db.raw(`VACUUM ANALYZE ${table}`);
  const { rows } = await db.raw<{ rows: { relation: string; bytes: number; events: number }[] }>(
    `SELECT c.relname AS relation, pg_relation_size(c.oid)::bigint AS bytes, (SELECT count(*) FROM ${table})::bigint AS events
     FROM pg_class c WHERE c.oid = '${table}'::regclass OR c.oid IN (SELECT indexrelid FROM pg_index WHERE indrelid = '${table}'::regclass)`,
  );
  const events = rows[0]!.events;
  const { rows: total } = await db.raw<{ rows: { bytes: number }[] }>(`SELECT pg_total_relation_size('${table}')::bigint AS bytes`);
  return { total: total[0]!.bytes / events, parts: rows.map((r) => ({ relation: r.relation, bytesPerEvent: r.bytes / events })) };
};

/** The same events in the shape of migration 002 (jsonb metadata, index on global_position), for the comparison. */
const copyIntoOldShape = async (db: Db): Promise<void> => {
  await db.raw(`
    CREATE TABLE bench_shape_002 (
      global_position bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      transaction_id xid8 NOT NULL DEFAULT pg_current_xact_id(),
      event_id uuid NOT NULL, stream_id text NOT NULL, stream_revision integer NOT NULL, type text NOT NULL,
      data jsonb NOT NULL, metadata jsonb NOT NULL, recorded_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (event_id), UNIQUE (stream_id, stream_revision));
    CREATE INDEX bench_shape_002_read_order ON bench_shape_002 (transaction_id, global_position);
    INSERT INTO bench_shape_002 (transaction_id, event_id, stream_id, stream_revision, type, data, metadata, recorded_at)
    SELECT transaction_id, event_id, stream_id, stream_revision, type, data::jsonb,
      jsonb_build_object('actorId', actor_id, 'actingAsId', acting_as_id, 'tenantId', tenant_id, 'correlationId', correlation_id,
        'causationId', causation_id, 'occurredAt', occurred_at, 'schemaVersion', schema_version), recorded_at
    FROM eventstore_events ORDER BY transaction_id, global_position`);
};

const fmt = (r: Run, unit: string): string =>
  `${Math.round(r.perSecond)} ${unit}/s, p50 ${r.p50.toFixed(2)} ms, p95 ${r.p95.toFixed(2)} ms (${r.count} in ${SECONDS} s)`;

const main = async (): Promise<void> => {
  const bench = await startBenchDatabase();
  const { db } = bench;
  try {
    await db.raw('CREATE TABLE bench_ceiling (LIKE eventstore_events INCLUDING ALL)');
    const store = createPostgresEventStore(db);
    console.log(await machineLine(db));
    console.log(`${WORKERS} Worker, ${STREAMS} Streams, Nutzdaten 300 Bytes JSON je Event plus Metadaten`);
    const ceilings: Run[] = [];
    const appends: Run[] = [];
    const ours: Run[] = [];
    for (let round = 1; round <= ROUNDS; round += 1) {
      const a = await ceiling(db);
      const b = await appendsOnly(store);
      const c = await commands(store);
      ceilings.push(a);
      appends.push(b);
      ours.push(c);
      console.log(`Runde ${round}: (a) Decke, ein INSERT je Kommando: ${fmt(a, 'Kommandos')}`);
      console.log(`Runde ${round}: (b) unser Append über den Port (appendToStream): ${fmt(b, 'Appends')}`);
      console.log(`Runde ${round}: Verhältnis (b)/(a): ${((100 * b.perSecond) / a.perSecond).toFixed(1)} %`);
      console.log(
        `Runde ${round}: ganzes Kommando (readStream + appendToStream): ${fmt(c, 'Kommandos')}, ${((100 * c.perSecond) / a.perSecond).toFixed(1)} % von (a)`,
      );
    }
    const sum = (runs: Run[]): number => runs.reduce((s, r) => s + r.perSecond, 0);
    const ratio = (100 * sum(appends)) / sum(ceilings);
    const p95 = Math.max(...ours.map((r) => r.p95));
    console.log(
      `Gesamt: Verhältnis (b)/(a) ${ratio.toFixed(1)} % (Ziel ≥ 85 %), Kommando-p95 höchstens ${p95.toFixed(2)} ms (Ziel < 10 ms); ganzes Kommando ${((100 * sum(ours)) / sum(ceilings)).toFixed(1)} % von (a)`,
    );

    const batchedCeiling = await batchCeiling(db);
    const batched = await batches(store);
    console.log(
      `Decke für Batches, ein INSERT zu je ${BATCH} Zeilen: ${Math.round(batchedCeiling.perSecond * BATCH)} Events/s, p95 ${batchedCeiling.p95.toFixed(2)} ms`,
    );
    console.log(
      `Unsere Appends zu je ${BATCH} Events: ${Math.round(batched.perSecond * BATCH)} Events/s, p95 ${batched.p95.toFixed(2)} ms, ${((100 * batched.perSecond) / batchedCeiling.perSecond).toFixed(1)} % der Decke (Ziel ≥ 35000 Events/s)`,
    );

    const now = await sizes(db, 'eventstore_events');
    await copyIntoOldShape(db);
    const before = await sizes(db, 'bench_shape_002');
    for (const [label, s] of [
      ['vorher (Form von Migration 002)', before],
      ['jetzt (Migration 006)', now],
    ] as const) {
      console.log(
        `Bytes je Event ${label}: ${s.total.toFixed(0)} gesamt; ${s.parts.map((p) => `${p.relation} ${p.bytesPerEvent.toFixed(0)}`).join(', ')}`,
      );
    }
    console.log(
      `Ziel ≤ 750 Bytes je Event: ${now.total <= 750 ? 'erreicht' : 'VERFEHLT'}; Last danach: ${(await machineLine(db)).split('Last ')[1]}`,
    );
    await store.close();
  } finally {
    await bench.stop();
  }
};

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
