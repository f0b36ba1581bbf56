/**
 * The projector end to end with an empty handler (issue 7: ≥ 150,000 events/s, checkpoints
 * included), so what is measured is the runtime: reading, prefetching, one transaction per batch
 * with the compare-and-set checkpoint.
 *
 *   npx tsx test/bench/projector.bench.ts [events] [batchSize]
 */
import type { EventStore } from '../../backend/src/eventstore/eventStore';
import { createPostgresEventStore } from '../../backend/src/eventstore/postgresEventStore';
import type { Projection } from '../../projections/src/runtime/projection';
import { startProjector } from '../../projections/src/runtime/startProjector';
import { benchEvent, machineLine, startBenchDatabase } from './benchSupport';

const EVENTS = Number(process.argv[2] ?? 200_000);
const BATCH_SIZE = Number(process.argv[3] ?? 1000);
const PER_APPEND = 10;
const WRITERS = 8;
const RUNS = 3;

const empty: Projection = {
  name: 'leer',
  version: 1,
  tables: [],
  createTables: async () => undefined,
  handle: async () => undefined,
};

/** Appends of PER_APPEND events to fresh streams, WRITERS at a time. */
const fill = async (store: EventStore): Promise<void> => {
  let next = 0;
  const writer = async (): Promise<void> => {
    while (next < EVENTS / PER_APPEND) {
      const stream = `auftrag-${next++}`;
      const events = Array.from({ length: PER_APPEND }, (_, r) => benchEvent(stream, r));
      await store.appendToStream(stream, events, { expectedRevision: 'no_stream' });
    }
  };
  await Promise.all(Array.from({ length: WRITERS }, writer));
};

const main = async (): Promise<void> => {
  const bench = await startBenchDatabase();
  const { db } = bench;
  try {
    const store = createPostgresEventStore(db);
    let started = process.hrtime.bigint();
    await fill(store);
    const fillSeconds = Number(process.hrtime.bigint() - started) / 1e9;
    await db.raw('VACUUM ANALYZE eventstore_events');
    const head = await store.headPosition();
    if (head === null) throw new Error('Event-Store ist leer');

    // Three runs, each a projection of its own from the start, as the catch-up benchmark does: one
    // run of about a second swings with whatever else the two cores are doing.
    const runs: number[] = [];
    for (let run = 1; run <= RUNS; run += 1) {
      const projection: Projection = { ...empty, name: `leer-${run}` };
      started = process.hrtime.bigint();
      const projector = await startProjector({ db, eventStore: store, projections: [projection], batchSize: BATCH_SIZE, pollMs: 10 });
      const reached = await projector.waitFor(head, [projection.name], 600_000);
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      await projector.stop();
      if (!reached) throw new Error('Projektion hat den Kopf nicht erreicht');
      runs.push(EVENTS / seconds);
      console.log(`Lauf ${run}: ${EVENTS} Events in ${seconds.toFixed(2)} s, ${Math.round(EVENTS / seconds)} Events/s`);
    }

    console.log(await machineLine(db));
    console.log(
      `Füllen: ${EVENTS} Events, je ${PER_APPEND} in einem Append, ${WRITERS} Worker: ${Math.round(EVENTS / fillSeconds)} Events/s`,
    );
    const sorted = [...runs].sort((a, b) => a - b);
    console.log(
      `Leere Projektion, Batch ${BATCH_SIZE}, mit Checkpoints: Median ${Math.round(sorted[1]!)}, bester Lauf ${Math.round(sorted[2]!)} Events/s (Ziel ≥ 150000)`,
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
