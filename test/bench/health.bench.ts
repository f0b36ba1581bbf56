/**
 * GET /health with a projection far behind (issue 7: < 20 ms with ten million events behind).
 * The events are generated rows (small payload: the lag query reads positions, not payloads).
 *
 *   npx tsx test/bench/health.bench.ts [events]
 */
import type { AddressInfo } from 'node:net';
import express from 'express';
import { createPostgresEventStore } from '../../backend/src/eventstore/postgresEventStore';
import { createHealthRouter } from '../../backend/src/health/healthRouter';
import { projectionLag } from '../../projections/src/runtime/projectionLag';
import { machineLine, percentile, startBenchDatabase } from './benchSupport';

const EVENTS = Number(process.argv[2] ?? 10_000_000);
const CHUNK = 1_000_000;
const REQUESTS = 50;

const main = async (): Promise<void> => {
  const bench = await startBenchDatabase();
  const { db } = bench;
  try {
    const started = Date.now();
    for (let from = 0; from < EVENTS; from += CHUNK) {
      await db.raw(
        `INSERT INTO eventstore_events (event_id, stream_revision, schema_version, stream_id, type, actor_id, tenant_id,
           correlation_id, occurred_at, data)
         SELECT gen_random_uuid(), i % 10, 1, 'auftrag-' || (i / 10), 'AuftragStatusGeaendert', 'benutzer-1', 'erzeuger-1',
           'k-' || i, '2026-11-22T10:00:00.000Z', '{"n":1}'
         FROM generate_series(?::bigint, ?::bigint) AS i`,
        [from, Math.min(EVENTS, from + CHUNK) - 1],
      );
      process.stdout.write(`\r${Math.min(EVENTS, from + CHUNK)} Zeilen erzeugt`);
    }
    console.log(` in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    await db.raw('VACUUM ANALYZE eventstore_events');

    const store = createPostgresEventStore(db);
    // No checkpoint row: the projection has seen nothing, all EVENTS lie behind it.
    const app = express().use(createHealthRouter({ db, eventStore: store, lag: () => projectionLag(db, store, [{ name: 'audit' }]) }));
    const server = app.listen(0);
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/health`;
    const timings: number[] = [];
    let body: unknown;
    for (let i = 0; i < REQUESTS; i += 1) {
      const t0 = process.hrtime.bigint();
      const res = await fetch(url);
      body = await res.json();
      timings.push(Number(process.hrtime.bigint() - t0) / 1e6);
    }
    server.close();
    timings.sort((a, b) => a - b);
    console.log(await machineLine(db));
    console.log(`Antwort: ${JSON.stringify(body)}`);
    console.log(
      `GET /health bei ${EVENTS} Events Rückstand, ${REQUESTS} Aufrufe: Median ${percentile(timings, 0.5).toFixed(1)} ms, p95 ${percentile(timings, 0.95).toFixed(1)} ms, max ${timings[timings.length - 1]!.toFixed(1)} ms (Ziel < 20 ms)`,
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
