import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createPostgresEventStore } from '../../backend/src/eventstore/postgresEventStore';
import { createDb } from '../../backend/src/platform/db';
import { ensureDatabase, startEmbeddedPostgres } from '../../backend/src/platform/embeddedPostgres';
import { freePort } from '../../backend/src/platform/freePort';
import { migrateLatest } from '../../migrations';
import { auditProjection } from '../../projections/src/audit/auditProjection';
import { formatReport } from '../../projections/src/replayReport';
import { rebuildProjection } from '../../projections/src/runtime/rebuildProjection';
import { appendMany } from '../../projections/src/runtime/testing/testEvents';

/**
 * Rebuild throughput (DESIGN § 10: ≥ 50,000 events/s, set-based handlers).
 * `npx tsx test/bench/replay.bench.ts [events]`: embedded PostgreSQL in a temp folder, appends
 * the events through the event-store port (20 per stream), rebuilds the audit projection.
 */
const EVENTS = Number(process.argv[2] ?? 200_000);
const PER_STREAM = 20;

const main = async (): Promise<void> => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'abfallportal-bench-replay-'));
  fs.chmodSync(dir, 0o755); // postgres runs as its own user when we are root
  const port = await freePort();
  const pg = await startEmbeddedPostgres({ dir: path.join(dir, 'data'), port, persistent: false });
  try {
    await ensureDatabase(pg.url('postgres'), 'bench');
    const db = createDb(pg.url('bench'));
    await migrateLatest(db);
    const store = createPostgresEventStore(db);

    let started = Date.now();
    await appendMany(store, { streams: Math.ceil(EVENTS / PER_STREAM), perStream: PER_STREAM, concurrency: 16 });
    const appendSeconds = (Date.now() - started) / 1000;
    await db.raw('VACUUM ANALYZE eventstore_events');
    const events = await store.countAfter(null);

    // Reading alone, to tell the event store's share from the handler's.
    started = Date.now();
    for (let from: string | null = null; ;) {
      const batch = await store.readAll({ from, limit: 5000 });
      if (batch.events.length === 0) break;
      from = batch.checkpoint;
    }
    const readSeconds = (Date.now() - started) / 1000;

    const report = await rebuildProjection({ db, eventStore: store, projection: auditProjection });
    const rows = Number((await db('audit_ereignis').count({ n: '*' }))[0]?.n);

    const cpu = os.cpus()[0]?.model ?? 'unbekannt';
    const { rows: version } = (await db.raw('SHOW server_version')) as { rows: { server_version: string }[] };
    const load = os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ');
    console.log(
      `Maschine: ${os.cpus().length} × ${cpu}, ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB RAM, ${os.platform()} ${os.release()}, Node ${process.version}, PostgreSQL ${version[0]?.server_version}, Last ${load}`,
    );
    console.log(
      `Ereignisse angehängt: ${events} in ${appendSeconds.toFixed(1)} s (${Math.round(events / appendSeconds)}/s, ${PER_STREAM} je Stream)`,
    );
    console.log(`Nur Lesen (readAll, 5000 je Batch): ${Math.round(events / readSeconds)} Ereignisse/s`);
    console.log(formatReport(report));
    console.log(
      `Zeilen in audit_ereignis: ${rows}; Ziel ≥ 50.000 Ereignisse/s: ${report.eventsPerSecond >= 50_000 ? 'erreicht' : 'VERFEHLT'}`,
    );
    await store.close();
    await db.destroy();
  } finally {
    await pg.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
