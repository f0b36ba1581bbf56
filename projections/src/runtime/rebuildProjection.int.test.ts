import type { EventStore } from '@abfallportal/backend/eventstore/eventStore';
import { createTestEventStore, type TestEventStore } from '@abfallportal/backend/eventstore/testing/testEventStore';
import { auditProjection } from '../audit';
import { readCheckpoints } from './checkpoints';
import { createLeaseHolder, REBUILD_LEASE } from './lease';
import { rebuildProjection, type RebuildProgress } from './rebuildProjection';
import { startProjector } from './startProjector';
import { counterProjection } from './testing/counterProjection';
import { appendMany, eventually, testEvent, settledHead } from './testing/testEvents';

let tdb: TestEventStore;
let store: EventStore;

beforeAll(async () => {
  tdb = await createTestEventStore();
  store = tdb.eventStore;
  await appendMany(store, { streams: 300, perStream: 10 });
});
afterAll(() => tdb.drop());

const rows = (table: string): Promise<unknown[]> => tdb.db(table).select('*').orderBy('event_id');
const count = async (table: string): Promise<number> => Number((await tdb.db(table).count({ n: '*' }))[0]?.n);
const tablesLike = async (prefix: string): Promise<string[]> =>
  (
    (await tdb.db.raw('SELECT tablename FROM pg_tables WHERE starts_with(tablename, ?) ORDER BY 1', [prefix])) as {
      rows: { tablename: string }[];
    }
  ).rows.map((r) => r.tablename);

describe('rebuildProjection', () => {
  it('builds beside the live tables, which keep serving and being fed, then swaps in one step', async () => {
    const projector = await startProjector({ db: tdb.db, eventStore: store, projections: [auditProjection], batchSize: 200, pollMs: 10 });
    try {
      expect(await projector.waitFor(await settledHead(store, tdb.db), ['audit'], 20_000)).toBe(true);
      const before = await rows('audit_ereignis');
      expect(before).toHaveLength(3000);

      const seen: RebuildProgress[] = [];
      const duringRebuild: { live: number; rebuildTables: string[] }[] = [];
      let appended = 0;
      const report = await rebuildProjection({
        db: tdb.db,
        eventStore: store,
        projection: auditProjection,
        batchSize: 500,
        onProgress: (p) => {
          seen.push(p);
          if (p.processed === 1000) {
            // Mid-rebuild: events keep coming; the live projector keeps projecting them.
            void store.appendToStream('auftrag-waehrend', [testEvent('AuftragAufgegeben'), testEvent('AuftragStatusGeaendert')], {
              expectedRevision: 'no_stream',
            });
            appended = 2;
            void Promise.all([count('audit_ereignis'), tablesLike('audit_ereignis__rb')]).then(([live, rebuildTables]) =>
              duringRebuild.push({ live, rebuildTables }),
            );
          }
        },
      });
      await eventually(async () => duringRebuild.length > 0);
      expect(duringRebuild[0]!.live).toBeGreaterThanOrEqual(3000); // old table served during the rebuild
      expect(duringRebuild[0]!.rebuildTables).toHaveLength(1);

      const total = 3000 + appended;
      expect(seen[0]).toEqual({ name: 'audit', processed: 0, total: 3000 });
      expect(seen.at(-1)?.processed).toBe(report.events);
      const head = await settledHead(store, tdb.db);
      expect(await projector.waitFor(head, ['audit'], 10_000)).toBe(true);
      expect(await count('audit_ereignis')).toBe(total);
      const beforeIds = new Set(before.map((r) => (r as { event_id: string }).event_id));
      const rebuilt = (await rows('audit_ereignis')).filter((r) => beforeIds.has((r as { event_id: string }).event_id));
      expect(rebuilt).toEqual(before); // same content for the events both saw
      expect(report.events).toBeGreaterThanOrEqual(3000);
      expect(report.events).toBeLessThanOrEqual(total);
      expect(report.eventsPerSecond).toBeCloseTo(report.events / report.seconds, 3);
      expect(await tablesLike('audit_ereignis_')).toEqual([]); // nothing left of old or rebuild tables
      const indexes = (await tdb.db.raw("SELECT indexname FROM pg_indexes WHERE tablename = 'audit_ereignis' ORDER BY 1")) as {
        rows: { indexname: string }[];
      };
      expect(indexes.rows.map((r) => r.indexname)).toEqual([
        'audit_ereignis_actor_idx',
        'audit_ereignis_correlation_idx',
        'audit_ereignis_pkey',
        'audit_ereignis_stream_unique',
        'audit_ereignis_tenant_idx',
      ]);

      // The live projector continues on the swapped-in table from the rebuild's checkpoint.
      const after = await store.appendToStream('auftrag-danach', [testEvent('AuftragAufgegeben')], { expectedRevision: 'no_stream' });
      expect(await projector.waitFor(after.position, ['audit'], 10_000)).toBe(true);
      expect(await count('audit_ereignis')).toBe(total + 1);
      const checkpoint = (await readCheckpoints(tdb.db, ['audit'])).get('audit');
      expect(checkpoint?.position).toBe(after.position);
    } finally {
      await projector.stop();
    }
  });

  it('gives the same content as the live tables when nothing changes meanwhile', async () => {
    const live = await rows('audit_ereignis');
    const report = await rebuildProjection({ db: tdb.db, eventStore: store, projection: auditProjection });
    expect(await rows('audit_ereignis')).toEqual(live);
    expect(report).toMatchObject({ name: 'audit', events: live.length, position: await settledHead(store, tdb.db) });
  });

  it('builds the indexes after the load under the live names, and leaves the live tables alone when one fails', async () => {
    const base = counterProjection({ name: 'indexed' });
    const withIndexes = (extra: string[]) => ({
      ...base,
      indexes: (names: Readonly<Record<string, string>>) => [
        {
          table: 'indexed_event',
          sql: `CREATE INDEX "${names.indexed_event}_stream_idx" ON "${names.indexed_event}" (stream_id, stream_revision)`,
        },
        { table: 'indexed_stream', sql: `CREATE INDEX "${names.indexed_stream}_events_idx" ON "${names.indexed_stream}" (events)` },
        ...extra.map((sql) => ({ table: 'indexed_stream', sql })),
      ],
    });
    const indexNames = async () =>
      (
        (await tdb.db.raw("SELECT indexname FROM pg_indexes WHERE starts_with(tablename, 'indexed_') ORDER BY 1")) as {
          rows: { indexname: string }[];
        }
      ).rows.map((r) => r.indexname);

    await rebuildProjection({ db: tdb.db, eventStore: store, projection: withIndexes([]) });
    const live = await rows('indexed_event');
    expect(live.length).toBe(await store.countAfter(null));
    expect(await indexNames()).toEqual([
      'indexed_event_pkey',
      'indexed_event_stream_idx',
      'indexed_stream_events_idx',
      'indexed_stream_pkey',
    ]);

    await expect(
      rebuildProjection({ db: tdb.db, eventStore: store, projection: withIndexes(['CREATE INDEX kaputt ON gibt_es_nicht (x)']) }),
    ).rejects.toThrow('gibt_es_nicht');
    expect(await rows('indexed_event')).toEqual(live);
    expect(await indexNames()).toEqual(expect.arrayContaining(['indexed_event_stream_idx', 'indexed_stream_events_idx']));

    // The next rebuild clears what the failed one left and swaps in.
    expect((await tablesLike('indexed_')).some((t) => t.includes('__rb'))).toBe(true);
    await rebuildProjection({ db: tdb.db, eventStore: store, projection: withIndexes([]) });
    expect(await tablesLike('indexed_')).toEqual(['indexed_event', 'indexed_stream']);
    expect(await rows('indexed_event')).toEqual(live);
  });

  it('refuses a second rebuild of the same projection at the same time', async () => {
    const other = await createLeaseHolder(tdb.db, REBUILD_LEASE);
    try {
      expect(await other.tryAcquire('audit')).toBe(true);
      await expect(rebuildProjection({ db: tdb.db, eventStore: store, projection: auditProjection })).rejects.toThrow(
        'bereits in einem anderen Prozess',
      );
    } finally {
      await other.close();
    }
  });

  it('rebuilds on start when the live tables come from another projection version', async () => {
    const v1 = counterProjection({ name: 'versioned' });
    const first = await startProjector({ db: tdb.db, eventStore: store, projections: [v1], pollMs: 10 });
    expect(await first.waitFor(await settledHead(store, tdb.db), ['versioned'], 20_000)).toBe(true);
    await first.stop();
    await tdb.db('versioned_event').del(); // damage v1's table: a rebuild must restore it

    const v2 = { ...v1, version: 2 };
    const second = await startProjector({ db: tdb.db, eventStore: store, projections: [v2], pollMs: 10 });
    try {
      await eventually(async () => (await readCheckpoints(tdb.db, ['versioned'])).get('versioned')?.version === 2);
      expect(await second.waitFor(await settledHead(store, tdb.db), ['versioned'], 20_000)).toBe(true);
      expect(await count('versioned_event')).toBe(await store.countAfter(null));
    } finally {
      await second.stop();
    }
  });
});
