import type { EventStore } from '@abfallportal/backend/eventstore/eventStore';
import { createTestEventStore, type TestEventStore } from '@abfallportal/backend/eventstore/testing/testEventStore';
import { applyBatch } from './applyBatch';
import { ensureProjection, readCheckpoints } from './checkpoints';
import { liveTableNames } from './projection';
import { projectionLag } from './projectionLag';
import { startProjector } from './startProjector';
import { counterProjection } from './testing/counterProjection';
import { appendMany, eventually, testEvent, settledHead } from './testing/testEvents';
import { waitForProjections } from './waitForProjections';

let tdb: TestEventStore;
let store: EventStore;

beforeAll(async () => {
  tdb = await createTestEventStore();
  store = tdb.eventStore;
});
afterAll(() => tdb.drop());

const count = async (table: string): Promise<number> => Number((await tdb.db(table).count({ n: '*' }))[0]?.n);
const streamSum = async (table: string): Promise<number> => Number((await tdb.db(table).sum({ n: 'events' }))[0]?.n ?? 0);

describe('the projector', () => {
  it('projects all events in batches and keeps the checkpoint with them', async () => {
    await appendMany(store, { streams: 50, perStream: 7 });
    const projection = counterProjection({ name: 'batches' });
    const batchSizes: number[] = [];
    const spied = {
      ...projection,
      handle: async (...args: Parameters<typeof projection.handle>) => {
        batchSizes.push(args[1].length);
        await projection.handle(...args);
      },
    };
    const projector = await startProjector({ db: tdb.db, eventStore: store, projections: [spied], batchSize: 40, pollMs: 10 });
    try {
      const head = await settledHead(store, tdb.db);
      expect(await projector.waitFor(head!, ['batches'], 20_000)).toBe(true);
    } finally {
      await projector.stop();
    }
    expect(await count('batches_event')).toBe(350);
    expect(await streamSum('batches_stream')).toBe(350);
    expect(Math.max(...batchSizes)).toBe(40);
    expect(batchSizes.length).toBeGreaterThanOrEqual(9);
    const checkpoint = (await readCheckpoints(tdb.db, ['batches'])).get('batches');
    expect(checkpoint).toMatchObject({ position: await settledHead(store, tdb.db), eventsProcessed: 350, version: 1 });
  });

  it('reads the next batch while it applies the current one', async () => {
    const projection = counterProjection({ name: 'prefetch' });
    const readsFrom: (string | null)[] = [];
    const watched: EventStore = {
      ...store,
      readAll: (options) => {
        readsFrom.push(options.from);
        return store.readAll(options);
      },
    };
    // The handler of the first batch only finishes once the read of the second has started.
    let waitedForPrefetch: boolean | null = null;
    const spied = {
      ...projection,
      handle: async (...args: Parameters<typeof projection.handle>) => {
        if (waitedForPrefetch === null) {
          const next = args[1][args[1].length - 1]!.position;
          const deadline = Date.now() + 5000;
          while (!readsFrom.includes(next) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 5));
          waitedForPrefetch = readsFrom.includes(next);
        }
        await projection.handle(...args);
      },
    };
    const projector = await startProjector({ db: tdb.db, eventStore: watched, projections: [spied], batchSize: 100, pollMs: 10 });
    try {
      const head = await settledHead(store, tdb.db);
      expect(await projector.waitFor(head, ['prefetch'], 20_000)).toBe(true);
    } finally {
      await projector.stop();
    }
    expect(waitedForPrefetch).toBe(true);
  });

  it('applies a redelivered batch once: the checkpoint compare-and-set skips it, the handler alone is idempotent too', async () => {
    const projection = counterProjection({ name: 'redeliver' });
    await ensureProjection(tdb.db, projection);
    const { events, checkpoint } = await store.readAll({ from: null, limit: 30 });
    expect(await applyBatch(tdb.db, projection, null, events, checkpoint)).toEqual({ type: 'applied' });
    expect(await applyBatch(tdb.db, projection, null, events, checkpoint)).toEqual({ type: 'moved', position: checkpoint });
    expect(await count('redeliver_event')).toBe(30);
    expect(await streamSum('redeliver_stream')).toBe(30);

    const audit = await import('../audit');
    await ensureProjection(tdb.db, audit.auditProjection);
    for (let i = 0; i < 2; i += 1) {
      await tdb.db.transaction((trx) => audit.auditProjection.handle(trx, events, liveTableNames(audit.auditProjection)));
    }
    expect(await count('audit_ereignis')).toBe(30);
  });

  it('writes nothing when the live tables were rebuilt by another version meanwhile', async () => {
    const projection = counterProjection({ name: 'versioniert' });
    await ensureProjection(tdb.db, projection);
    const { events, checkpoint } = await store.readAll({ from: null, limit: 10 });
    const older = { ...projection, version: projection.version - 1 };
    expect(await applyBatch(tdb.db, older, null, events, checkpoint)).toEqual({ type: 'version', storedVersion: projection.version });
    expect(await count('versioniert_event')).toBe(0);
    expect((await readCheckpoints(tdb.db, ['versioniert'])).get('versioniert')).toMatchObject({ position: null, eventsProcessed: 0 });
  });

  it('leaves neither read-model rows nor a moved checkpoint when the handler throws mid-batch', async () => {
    const projection = counterProjection({ name: 'failing', failOnType: 'Kaputt' });
    await ensureProjection(tdb.db, projection);
    const before = (await readCheckpoints(tdb.db, ['failing'])).get('failing');
    const { events, checkpoint } = await store.readAll({ from: null, limit: 20 });
    const poisoned = [...events.slice(0, 10), { ...events[10]!, type: 'Kaputt' }, ...events.slice(11)];
    await expect(applyBatch(tdb.db, projection, null, poisoned, checkpoint)).rejects.toThrow('Testfehler');
    expect(await count('failing_event')).toBe(0);
    expect(await count('failing_stream')).toBe(0);
    expect((await readCheckpoints(tdb.db, ['failing'])).get('failing')).toEqual(before);
  });

  it('waitFor resolves true once the projection passed an append, false on timeout when stopped', async () => {
    const projection = counterProjection({ name: 'ryw' });
    const projector = await startProjector({ db: tdb.db, eventStore: store, projections: [projection], pollMs: 10 });
    const first = await store.appendToStream('auftrag-ryw-1', [testEvent('AuftragAufgegeben')], { expectedRevision: 'no_stream' });
    expect(await projector.waitFor(first.position, ['ryw'], 5000)).toBe(true);
    expect(await tdb.db('ryw_event').where({ stream_id: 'auftrag-ryw-1' })).toHaveLength(1);
    await projector.stop();

    const second = await store.appendToStream('auftrag-ryw-2', [testEvent('AuftragAufgegeben')], { expectedRevision: 'no_stream' });
    const started = Date.now();
    expect(
      await waitForProjections({ db: tdb.db, eventStore: store, position: second.position, projections: ['ryw'], timeoutMs: 300 }),
    ).toBe(false);
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    expect(await projector.waitFor(second.position, ['ryw'], 100)).toBe(false);
  });

  it('reports lag before and after catching up', async () => {
    const projection = counterProjection({ name: 'lagging' });
    await ensureProjection(tdb.db, projection);
    await store.appendToStream('auftrag-lag', [testEvent('AuftragAufgegeben')], { expectedRevision: 'no_stream' });
    await settledHead(store, tdb.db);
    const total = await store.countAfter(null);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const [behind] = await projectionLag(tdb.db, store, [projection]); // as /health calls it, no projector running
    expect(behind).toMatchObject({ name: 'lagging', eventsBehind: total });
    expect(behind!.secondsBehind).toBeGreaterThan(1);

    const running = await startProjector({ db: tdb.db, eventStore: store, projections: [projection], pollMs: 10 });
    try {
      await eventually(async () => (await running.lag())[0]?.eventsBehind === 0);
      const [caughtUp] = await running.lag();
      expect(caughtUp).toMatchObject({ name: 'lagging', eventsBehind: 0, secondsBehind: 0, checkpoint: await settledHead(store, tdb.db) });
      expect(caughtUp!.updatedAt).not.toBeNull();
    } finally {
      await running.stop();
    }
  });
  it('wakes from its poll pause when a command asks, so read-your-writes does not wait out the interval', async () => {
    const projector = await startProjector({
      db: tdb.db,
      eventStore: store,
      projections: [counterProjection({ name: 'geweckt' })],
      pollMs: 60_000,
    });
    try {
      // Let the loop reach its pause first: the store is empty, nothing to do.
      await new Promise((resolve) => setTimeout(resolve, 300));
      const { position } = await store.appendToStream('geweckt-1', [testEvent('Geweckt')], { expectedRevision: 'no_stream' });
      // Visible to readers first (another test file's open transaction can hold the horizon back).
      await settledHead(store, tdb.db);
      const started = Date.now();
      projector.wake();
      expect(await projector.waitFor(position, ['geweckt'], 10_000)).toBe(true);
      // Without wake() the loop would sleep out its 60 s pause.
      expect(Date.now() - started).toBeLessThan(10_000);
    } finally {
      await projector.stop();
    }
  });
});
