import type { EventStore } from '@abfallportal/backend/eventstore/eventStore';
import { createTestEventStore, type TestEventStore } from '@abfallportal/backend/eventstore/testing/testEventStore';
import { readCheckpoints } from './checkpoints';
import type { Projection } from './projection';
import { startProjector, type Projector } from './startProjector';
import { counterProjection } from './testing/counterProjection';
import { eventually, testEvent } from './testing/testEvents';

let tdb: TestEventStore;
let store: EventStore;
const laufend: Projector[] = [];

beforeAll(async () => {
  tdb = await createTestEventStore();
  store = tdb.eventStore;
});
afterEach(async () => {
  await Promise.all(laufend.splice(0).map((p) => p.stop()));
});
afterAll(() => tdb.drop());

/**
 * Statements the projector sends through its knex pool (BEGIN and COMMIT included); the test's own
 * appends and checkpoint probes (the only other users of this pool) are left out. Reads of the log
 * are counted apart: how often the reader must look again depends on transactions of other test
 * databases of the same cluster, which hide a committed event for a moment (DESIGN § 4).
 */
const zaehler = (): { n: number; lesen: number; stop(): void } => {
  const z = { n: 0, lesen: 0, stop: () => tdb.db.removeListener('query', zaehlen) };
  const zaehlen = (q: { sql: string }): void => {
    if (q.sql.includes('eventstore_append(') || q.sql.startsWith('select * from "projection_checkpoint"')) return;
    if (q.sql.includes('FROM eventstore_events')) z.lesen += 1;
    else z.n += 1;
  };
  tdb.db.on('query', zaehlen);
  return z;
};

const mitAufrufen = (projection: Projection): Projection & { aufrufe: number } => {
  const gezaehlt = {
    ...projection,
    aufrufe: 0,
    handle: async (...args: Parameters<Projection['handle']>) => {
      gezaehlt.aufrufe += 1;
      await projection.handle(...args);
    },
  };
  return gezaehlt;
};

const append = async (type: string, n = 1): Promise<string> =>
  (
    await store.appendToStream(
      `auftrag-${crypto.randomUUID()}`,
      Array.from({ length: n }, (_, i) => testEvent(type, { i })),
      { expectedRevision: 'no_stream' },
    )
  ).position;

// A long safety poll: whatever the projector does before it, a notification or a wake caused.
const RUHE_MS = 60_000;

describe('the one reader', () => {
  it('hands a batch only to the projections whose event types it holds; the others cost no statement and their checkpoints follow in bulk', async () => {
    const a = mitAufrufen({ ...counterProjection({ name: 'typ_a' }), eventTypes: ['A'] });
    const b = mitAufrufen({ ...counterProjection({ name: 'typ_b' }), eventTypes: ['B'] });
    const projector = await startProjector({ db: tdb.db, eventStore: store, projections: [a, b], ruheMs: RUHE_MS, lease: false });
    laufend.push(projector);
    expect(await projector.waitFor(await append('A'), ['typ_a', 'typ_b'], 20_000)).toBe(true);
    await eventually(async () => (await readCheckpoints(tdb.db, ['typ_b'])).get('typ_b')?.position !== null);
    const aVorher = a.aufrufe;
    const bVorher = b.aufrufe;

    const z = zaehler();
    const position = await append('A', 3);
    projector.wake(position);
    expect(await projector.waitFor(position, ['typ_a', 'typ_b'], 20_000)).toBe(true);
    await eventually(async () => (await readCheckpoints(tdb.db, ['typ_b'])).get('typ_b')?.position === position);
    z.stop();

    expect(a.aufrufe).toBe(aVorher + 1);
    expect(b.aufrufe).toBe(bVorher);
    expect(b.aufrufe).toBe(0);
    expect(Number((await tdb.db('typ_b_event').count({ n: '*' }))[0]?.n)).toBe(0);
    // A's transaction (BEGIN, checkpoint, write, COMMIT) and one bulk move of B's checkpoint; a loop
    // per projection cost a transaction and polls for each.
    expect(z.n).toBe(5);
    expect(z.lesen).toBeGreaterThanOrEqual(1);
  });

  it('writes the shares of several projections in one transaction with one checkpoint statement', async () => {
    const eins = counterProjection({ name: 'zusammen_1' });
    const zwei = counterProjection({ name: 'zusammen_2' });
    const projector = await startProjector({ db: tdb.db, eventStore: store, projections: [eins, zwei], ruheMs: RUHE_MS, lease: false });
    laufend.push(projector);
    expect(await projector.waitFor(await append('X'), ['zusammen_1', 'zusammen_2'], 20_000)).toBe(true);
    const z = zaehler();
    const position = await append('X', 2);
    projector.wake(position);
    expect(await projector.waitFor(position, ['zusammen_1', 'zusammen_2'], 20_000)).toBe(true);
    z.stop();
    // BEGIN, both checkpoints, two writes, COMMIT (alone: two of each).
    expect(z.n).toBe(5);
    const punkte = await readCheckpoints(tdb.db, ['zusammen_1', 'zusammen_2']);
    expect(punkte.get('zusammen_1')?.position).toBe(position);
    expect(punkte.get('zusammen_2')?.position).toBe(position);
    const alle = Number((await tdb.db('eventstore_events').count({ n: '*' }))[0]?.n);
    expect(Number((await tdb.db('zusammen_2_event').count({ n: '*' }))[0]?.n)).toBe(alle);
  });

  it('waits idle without statements and wakes on another connection’s append (NOTIFY), also behind an older open transaction', async () => {
    const p = counterProjection({ name: 'wach' });
    const projector = await startProjector({ db: tdb.db, eventStore: store, projections: [p], ruheMs: RUHE_MS, lease: false });
    laufend.push(projector);
    expect(await projector.waitFor(await append('X'), ['wach'], 20_000)).toBe(true);

    await new Promise((resolve) => setTimeout(resolve, 300)); // let the last bulk move and empty read pass
    const z = zaehler();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    z.stop();
    expect(z.n).toBe(0);

    // Nobody calls wake(): only the append's notification can end the 60 s pause.
    expect(await projector.waitFor(await append('X'), ['wach'], 20_000)).toBe(true);

    // An older transaction still runs: the event is announced but not yet visible (DESIGN § 4); when
    // the transaction ends without an event of its own (no notification), the reader still finds it.
    const aelter = await tdb.db.transaction();
    try {
      await aelter.raw('SELECT pg_current_xact_id()');
      const verborgen = await append('X');
      await new Promise((resolve) => setTimeout(resolve, 300));
      await aelter.commit();
      expect(await projector.waitFor(verborgen, ['wach'], 20_000)).toBe(true);
    } finally {
      if (!aelter.isCompleted()) await aelter.rollback();
    }
  });

  it('keeps feeding the others while one projection fails, and names the event it stands at', async () => {
    const gut = counterProjection({ name: 'gut' });
    const kaputt = counterProjection({ name: 'kaputt', failOnType: 'Kaputt' });
    const projector = await startProjector({ db: tdb.db, eventStore: store, projections: [gut, kaputt], ruheMs: RUHE_MS, lease: false });
    laufend.push(projector);
    expect(await projector.waitFor(await append('X'), ['gut', 'kaputt'], 20_000)).toBe(true);
    const stelle = await append('Kaputt');
    projector.wake(stelle);
    const danach = await append('X', 2);
    projector.wake(danach);
    expect(await projector.waitFor(danach, ['gut'], 20_000)).toBe(true);
    await eventually(async () => (await readCheckpoints(tdb.db, ['kaputt'])).get('kaputt')?.stalled?.position === stelle);
    expect(await projector.waitFor(danach, ['kaputt'], 1000)).toBe(false);
  });
});
