/**
 * Catch-up reading of the PostgreSQL event store (DESIGN § 10: ≥ 275,000 events/s on the 2-core
 * reference machine). Starts its own embedded PostgreSQL in a temp folder, appends EVENTS events
 * over STREAMS streams, then reads them all with readAll in batches and prints the figures.
 *
 *   npx tsx test/bench/eventstoreCatchup.bench.ts [events] [batchSize]
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createDb } from '../../backend/src/platform/db';
import { ensureDatabase, startEmbeddedPostgres } from '../../backend/src/platform/embeddedPostgres';
import { freePort } from '../../backend/src/platform/freePort';
import type { EventStore, NewEvent } from '../../backend/src/eventstore/eventStore';
import { createPostgresEventStore } from '../../backend/src/eventstore/postgresEventStore';
import { migrateLatest } from '../../migrations';

const EVENTS = Number(process.argv[2] ?? 200_000);
const BATCH_SIZE = Number(process.argv[3] ?? 5_000);
const STREAMS = 1_000;
const WRITERS = 8;

const event = (stream: number, revision: number): NewEvent => ({
  id: randomUUID(),
  type: 'AuftragStatusGeaendert',
  data: { auftragId: stream, status: revision % 2 === 0 ? 'IN_BEARBEITUNG' : 'ERLEDIGT', menge: revision * 1.5 },
  metadata: {
    actorId: 'benutzer-1',
    actingAsId: null,
    tenantId: `erzeuger-${stream % 50}`,
    correlationId: randomUUID(),
    causationId: null,
    occurredAt: new Date().toISOString(),
    schemaVersion: 1,
  },
});

/** Each stream gets its events in one append; WRITERS appends run at a time. */
const fill = async (store: EventStore): Promise<void> => {
  const perStream = Math.ceil(EVENTS / STREAMS);
  let next = 0;
  const writer = async (): Promise<void> => {
    while (next < STREAMS) {
      const stream = next++;
      const count = Math.min(perStream, EVENTS - stream * perStream);
      if (count <= 0) return;
      const events = Array.from({ length: count }, (_, r) => event(stream, r));
      await store.appendToStream(`auftrag-${stream}`, events, { expectedRevision: 'no_stream' });
    }
  };
  await Promise.all(Array.from({ length: WRITERS }, writer));
};

const catchUp = async (store: EventStore): Promise<number> => {
  let from: string | null = null;
  let read = 0;
  for (;;) {
    const batch = await store.readAll({ from, limit: BATCH_SIZE });
    if (batch.events.length === 0) return read;
    read += batch.events.length;
    from = batch.checkpoint;
  }
};

const main = async (): Promise<void> => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'abfallportal-bench-pg-'));
  fs.chmodSync(dir, 0o755); // postgres runs as its own user when we are root
  const pg = await startEmbeddedPostgres({ dir: path.join(dir, 'data'), port: await freePort(), persistent: false });
  const db = createDb(pg.url('bench'));
  try {
    await ensureDatabase(pg.url('postgres'), 'bench');
    await migrateLatest(db);
    const store = createPostgresEventStore(db);

    const writeStart = process.hrtime.bigint();
    await fill(store);
    const writeSeconds = Number(process.hrtime.bigint() - writeStart) / 1e9;
    await db.raw('VACUUM ANALYZE eventstore_events');

    // Client CPU per event separates our cost from a busy machine's; the load average says how busy.
    const runs: { events: number; seconds: number; cpuMicros: number }[] = [];
    for (let run = 0; run < 3; run += 1) {
      const start = process.hrtime.bigint();
      const cpu = process.cpuUsage();
      const events = await catchUp(store);
      const used = process.cpuUsage(cpu);
      runs.push({ events, seconds: Number(process.hrtime.bigint() - start) / 1e9, cpuMicros: used.user + used.system });
    }
    const best = runs.reduce((a, b) => (b.seconds < a.seconds ? b : a));
    const cpu = os.cpus()[0]?.model ?? 'unbekannt';
    const load = os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' / ');
    console.log(
      `Maschine: ${cpu}, ${os.cpus().length} Kerne, ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB RAM, Node ${process.version}, Last 1/5/15 min: ${load}`,
    );
    console.log(
      `Schreiben: ${EVENTS} Events in ${STREAMS} Streams, ${writeSeconds.toFixed(2)} s, ${Math.round(EVENTS / writeSeconds)} Events/s`,
    );
    for (const [i, r] of runs.entries()) {
      console.log(
        `Aufholen Lauf ${i + 1}: ${r.events} Events, ${r.seconds.toFixed(3)} s, ${Math.round(r.events / r.seconds)} Events/s (Batch ${BATCH_SIZE}), Client-CPU ${(r.cpuMicros / r.events).toFixed(2)} µs/Event`,
      );
    }
    console.log(`Bester Lauf: ${Math.round(best.events / best.seconds)} Events/s (Budget DESIGN § 10: 275000 Events/s)`);
    await store.close();
  } finally {
    await db.destroy();
    await pg.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
};

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
