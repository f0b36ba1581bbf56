import type { EventStore } from '@abfallportal/backend/eventstore/eventStore';
import { createTestEventStore, type TestEventStore } from '@abfallportal/backend/eventstore/testing/testEventStore';
import { createLeaseHolder, PROJECTOR_LEASE } from './lease';
import { startProjector } from './startProjector';
import { counterProjection } from './testing/counterProjection';
import { appendMany, settledHead } from './testing/testEvents';

let tdb: TestEventStore;
let store: EventStore;

beforeAll(async () => {
  tdb = await createTestEventStore();
  store = tdb.eventStore;
  await appendMany(store, { streams: 20, perStream: 5 });
});
afterAll(() => tdb.drop());

const anzahl = async (table: string): Promise<number> => Number((await tdb.db(table).count({ n: '*' }))[0]?.n);

describe('projector leases', () => {
  it('one connection serves every projection loop at once: each lease is granted once, without overlapping queries', async () => {
    const warnungen: string[] = [];
    const merken = (w: Error): void => void warnungen.push(w.message);
    process.on('warning', merken);
    const eine = await createLeaseHolder(tdb.db, 'test.gleichzeitig');
    const andere = await createLeaseHolder(tdb.db, 'test.gleichzeitig');
    try {
      const namen = Array.from({ length: 12 }, (_, i) => `projektion-${i % 6}`);
      expect(await Promise.all(namen.map((n) => eine.tryAcquire(n)))).toEqual(namen.map(() => true));
      expect(await Promise.all(namen.map((n) => andere.tryAcquire(n)))).toEqual(namen.map(() => false));
      await Promise.all(['projektion-0', 'projektion-1'].map((n) => eine.release(n)));
      expect(eine.holds('projektion-0')).toBe(false);
      expect(await Promise.all(['projektion-0', 'projektion-1', 'projektion-2'].map((n) => andere.tryAcquire(n)))).toEqual([
        true,
        true,
        false,
      ]);
      // pg warns (and pg 9 refuses) when a client is handed a query while another one runs.
      await new Promise((r) => setImmediate(r));
      expect(warnungen.filter((w) => w.includes('already executing a query'))).toEqual([]);
    } finally {
      process.off('warning', merken);
      await eine.close();
      await andere.close();
    }
  });

  it('a second instance stands by and takes over when the first one stops', async () => {
    const projektion = counterProjection({ name: 'uebernahme' });
    const erste = await startProjector({ db: tdb.db, eventStore: store, projections: [projektion], pollMs: 10, leaseRetryMs: 100 });
    const zweite = await startProjector({ db: tdb.db, eventStore: store, projections: [projektion], pollMs: 10, leaseRetryMs: 100 });
    try {
      expect(await erste.waitFor(await settledHead(store, tdb.db), ['uebernahme'], 20_000)).toBe(true);
      expect(await anzahl('uebernahme_event')).toBe(100);
      // The lease is the first instance's: another process cannot take it.
      const fremd = await createLeaseHolder(tdb.db, PROJECTOR_LEASE);
      expect(await fremd.tryAcquire('uebernahme')).toBe(false);
      await fremd.close();

      await erste.stop();
      await appendMany(store, { streams: 4, perStream: 5 });
      expect(await zweite.waitFor(await settledHead(store, tdb.db), ['uebernahme'], 20_000)).toBe(true);
      // Each event exactly once: the counter table agrees with the event rows.
      expect(await anzahl('uebernahme_event')).toBe(120);
      expect(Number((await tdb.db('uebernahme_stream').sum({ n: 'events' }))[0]?.n)).toBe(120);
    } finally {
      await erste.stop();
      await zweite.stop();
    }
  });
});
