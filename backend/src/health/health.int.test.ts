import express from 'express';
import request from 'supertest';
import { auditProjection } from '../../../projections/src/audit';
import { projectionLag } from '../../../projections/src/runtime/projectionLag';
import { newEvent } from '../eventstore/eventStoreContractSupport';
import { createMemoryEventStore } from '../eventstore/memoryEventStore';
import { createPostgresEventStore } from '../eventstore/postgresEventStore';
import { createDb } from '../platform/db';
import { freePort } from '../platform/freePort';
import { createTestEventStore, type TestEventStore } from '../eventstore/testing/testEventStore';
import { createHealthRouter } from './healthRouter';

const app = (deps: Parameters<typeof createHealthRouter>[0]) => express().use(createHealthRouter(deps));

describe('GET /health', () => {
  let t: TestEventStore;
  beforeAll(async () => {
    t = await createTestEventStore();
  });
  afterAll(() => t.drop());

  it('reports database, event store and the lag of each projection', async () => {
    await t.eventStore.appendToStream('test-1', [newEvent('TestAusgefuehrt')], { expectedRevision: 'no_stream' });
    // Readers see an event once no older transaction of the cluster is open; wait for that.
    for (let i = 0; i < 100 && (await t.eventStore.countAfter(null)) === 0; i += 1) await new Promise((r) => setTimeout(r, 50));
    const res = await request(
      app({ db: t.db, eventStore: t.eventStore, lag: () => projectionLag(t.db, t.eventStore, [auditProjection]) }),
    ).get('/health');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'up', database: { status: 'up' }, eventStore: { status: 'up' } });
    expect(res.body.projections).toEqual([expect.objectContaining({ name: 'audit', eventsBehind: 1 })]);
  });

  it('reports the oldest open transaction, which stalls every reader, and turns degraded past the threshold', async () => {
    const deps = {
      db: t.db,
      eventStore: t.eventStore,
      lag: () => projectionLag(t.db, t.eventStore, [auditProjection]),
      transactionDegradedSeconds: 0.3,
    };
    const offen = await t.db.transaction();
    try {
      // A transaction id, as any write would take: from now on readers stop below it.
      const { rows } = await offen.raw<{ rows: { pid: number }[] }>('SELECT pg_backend_pid() AS pid, pg_current_xact_id()');
      await new Promise((resolve) => setTimeout(resolve, 400));
      const ourAge = (
        await t.db.raw<{ rows: { seconds: number }[] }>(
          'SELECT extract(epoch FROM clock_timestamp() - xact_start)::float8 AS seconds FROM pg_stat_activity WHERE pid = ?',
          [rows[0]!.pid],
        )
      ).rows[0]!.seconds;
      const res = await request(app(deps)).get('/health');
      expect(res.status).toBe(200);
      expect(res.body.status).toBe('degraded');
      // The oldest of the cluster: ours, or one of another test file that is older still.
      const reported = res.body.oldestTransaction as { pid: number; seconds: number };
      expect(reported.pid === rows[0]!.pid || reported.seconds > ourAge).toBe(true);
      expect(reported.seconds).toBeGreaterThanOrEqual(ourAge);
    } finally {
      await offen.rollback();
    }
  });

  it('answers 503 when the database is down', async () => {
    const tot = createDb(`postgres://niemand:x@127.0.0.1:${await freePort()}/nichts`);
    try {
      const res = await request(app({ db: tot, eventStore: createMemoryEventStore(), lag: async () => [] })).get('/health');
      expect(res.status).toBe(503);
      expect(res.body.database.status).toBe('down');
      expect(res.body.eventStore.status).toBe('up');
    } finally {
      await tot.destroy();
    }
  });

  it('answers 503 when the event store is down', async () => {
    // The event store lives on a server that does not answer, the application database is fine.
    const tot = createDb(`postgres://niemand:x@127.0.0.1:${await freePort()}/nichts`);
    try {
      const res = await request(app({ db: t.db, eventStore: createPostgresEventStore(tot), lag: async () => [] })).get('/health');
      expect(res.status).toBe(503);
      expect(res.body).toMatchObject({ status: 'down', database: { status: 'up' }, eventStore: { status: 'down' } });
    } finally {
      await tot.destroy();
    }
  });
});
