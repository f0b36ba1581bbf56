import { createTestDatabase, type TestDatabase } from '../platform/testing/testDatabase';
import type { EventStore } from './eventStore';
import { runEventStoreContract } from './eventStoreContract';
import { newEvent, readUntil, uniqueStream } from './eventStoreContractSupport';
import { appendInTransaction, createPostgresEventStore } from './postgresEventStore';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.drop();
});

const freshStore = async (): Promise<EventStore> => {
  await database.db.raw('TRUNCATE eventstore_events RESTART IDENTITY');
  return createPostgresEventStore(database.db, { pollIntervalMs: 10 });
};

runEventStoreContract('PostgreSQL event store', async () => ({ store: await freshStore() }));

describe('PostgreSQL event store, PostgreSQL only', () => {
  let store: EventStore;
  beforeEach(async () => {
    store = await freshStore();
  });
  afterEach(() => store.close());

  it('orders transaction ids as numbers, also across a change in their number of digits', async () => {
    const first = await store.appendToStream(uniqueStream('auftrag'), [newEvent('Erstes')], { expectedRevision: 'no_stream' });
    const tx = BigInt(first.position.split(':')[0]!);
    const naechsteZehnerpotenz = 10n ** BigInt(tx.toString().length);
    // Each statement outside a transaction block that asks for an id uses one up.
    for (let i = tx; i < naechsteZehnerpotenz; i += 1n) await database.db.raw('SELECT pg_current_xact_id()');
    const second = await store.appendToStream(uniqueStream('auftrag'), [newEvent('Zweites')], { expectedRevision: 'no_stream' });
    expect(second.position.split(':')[0]!.length).toBeGreaterThan(first.position.split(':')[0]!.length);

    const read = await readUntil(store, { from: null, limit: 1, count: 2, streams: () => true });
    expect(read.events.map((e) => e.type)).toEqual(['Erstes', 'Zweites']);
    const one = await store.readAll({ from: null, limit: 1 });
    expect((await store.readAll({ from: one.checkpoint, limit: 10 })).events.map((e) => e.type)).toEqual(['Zweites']);
  });

  it('leaves nothing when a statement inside the append fails', async () => {
    const stream = uniqueStream('auftrag');
    // jsonb refuses \u0000: the insert fails after the stream lock was taken and the state read.
    const broken = [newEvent('AuftragAufgegeben'), newEvent('AngebotAngefordert', { text: 'a\u0000b' })];
    await expect(store.appendToStream(stream, broken, { expectedRevision: 'no_stream' })).rejects.toThrow(/unicode|\\u0000/i);
    expect(await store.readStream(stream)).toEqual([]);
    const ok = await store.appendToStream(stream, [newEvent('AuftragAufgegeben')], { expectedRevision: 'no_stream' });
    expect(ok.nextExpectedRevision).toBe(0);
  });

  it('leaves nothing when the surrounding transaction fails after the append', async () => {
    const stream = uniqueStream('beleg');
    const failing = database.db.transaction(async (trx) => {
      await appendInTransaction(trx, stream, [newEvent('BelegZugeordnet'), newEvent('BelegGeprueft')], { expectedRevision: 'no_stream' });
      throw new Error('Fehler nach dem Anhängen');
    });
    await expect(failing).rejects.toThrow('Fehler nach dem Anhängen');
    expect(await store.readStream(stream)).toEqual([]);
    expect(await store.countAfter(null)).toBe(0);
  });

  it('never skips an event whose transaction commits after a later one (out-of-order commit)', async () => {
    const { db } = database;
    const early = uniqueStream('auftrag');
    const late = uniqueStream('auftrag');

    // T1 takes its transaction id and global position first, but commits last.
    const t1 = await db.transaction();
    const t1Event = newEvent('AuftragAufgegeben', { t: 1 });
    const t1Result = await appendInTransaction(t1, early, [t1Event], { expectedRevision: 'no_stream' });
    // T2 starts later, takes a higher global position and commits first.
    const t2Event = newEvent('AuftragAufgegeben', { t: 2 });
    const t2Result = await store.appendToStream(late, [t2Event], { expectedRevision: 'no_stream' });
    const globalPositionOf = async (id: string): Promise<number> =>
      (await db('eventstore_events').where({ event_id: id }).first<{ global_position: number }>('global_position'))!.global_position;
    expect(await globalPositionOf(t2Event.id)).toBeGreaterThan(t1Result.position.split(':').map(Number)[1]!);

    // A naive reader checkpointing on global_position alone sees T2's event now ...
    const naive = async (after: number): Promise<{ event_id: string; global_position: number }[]> =>
      db('eventstore_events').select('event_id', 'global_position').where('global_position', '>', after).orderBy('global_position');
    const naiveFirst = await naive(0);
    expect(naiveFirst.map((r) => r.event_id)).toEqual([t2Event.id]);
    const naiveCheckpoint = naiveFirst[0]!.global_position;

    // ... while our reader holds T2's event back: T1 is still running and could sort before it.
    const ours = await store.readAll({ from: null, limit: 100 });
    expect(ours.events).toEqual([]);
    expect(await store.countAfter(null)).toBe(0);
    expect(await store.headPosition()).toBeNull();

    await t1.commit();

    // After T1's commit the naive reader has lost T1's event for good ...
    expect(await naive(naiveCheckpoint)).toEqual([]);
    // ... and our reader, continuing from its checkpoint, gets both, T1's first.
    const caughtUp = await readUntil(store, { from: ours.checkpoint, limit: 1, count: 2, streams: () => true });
    expect(caughtUp.events.map((e) => e.id)).toEqual([t1Event.id, t2Event.id]);
    expect(caughtUp.events.map((e) => e.position)).toEqual([t1Result.position, t2Result.position]);
    expect(store.comparePositions(t1Result.position, t2Result.position)).toBeLessThan(0);
  });

  it('takes the stream lock before the transaction id, so appends to one stream commit in the order of their ids', async () => {
    const { db } = database;
    const stream = uniqueStream('auftrag');
    const first = await db.transaction();
    const second = await db.transaction();
    try {
      const secondPid = (await second.raw<{ rows: { pid: number }[] }>('SELECT pg_backend_pid() AS pid')).rows[0]!.pid;
      const firstResult = await appendInTransaction(first, stream, [newEvent('AuftragAufgegeben')], { expectedRevision: 'no_stream' });
      const waiting = appendInTransaction(second, stream, [newEvent('AngebotAngefordert')], { expectedRevision: 0 });

      // The second append waits for the stream lock and has no transaction id yet: it will get
      // one only after the first has committed, hence a higher one.
      type Activity = { wait_event_type: string | null; wait_event: string | null; backend_xid: string | null };
      const activity = async (): Promise<Activity> =>
        (
          await db.raw<{ rows: Activity[] }>(
            'SELECT wait_event_type, wait_event, backend_xid::text AS backend_xid FROM pg_stat_activity WHERE pid = ?',
            [secondPid],
          )
        ).rows[0]!;
      let seen = await activity();
      for (let i = 0; i < 100 && seen.wait_event !== 'advisory'; i += 1) seen = await activity();
      expect(seen).toEqual({ wait_event_type: 'Lock', wait_event: 'advisory', backend_xid: null });

      await first.commit();
      const secondResult = await waiting;
      await second.commit();
      expect(store.comparePositions(firstResult.position, secondResult.position)).toBeLessThan(0);
      expect(BigInt(secondResult.position.split(':')[0]!)).toBeGreaterThan(BigInt(firstResult.position.split(':')[0]!));
      const read = await readUntil(store, { from: null, limit: 10, count: 2, streams: (s) => s === stream });
      expect(read.events.map((e) => e.streamRevision)).toEqual([0, 1]);
    } finally {
      if (!first.isCompleted()) await first.rollback();
      if (!second.isCompleted()) await second.rollback();
    }
  });

  it('refuses to append in a transaction that already wrote, as its older transaction id could invert stream order', async () => {
    const stream = uniqueStream('auftrag');
    const attempt = database.db.transaction(async (trx) => {
      await trx.raw('SELECT pg_current_xact_id()'); // assigns the transaction id like any earlier write would
      await appendInTransaction(trx, stream, [newEvent('AuftragAufgegeben')], { expectedRevision: 'no_stream' });
    });
    await expect(attempt).rejects.toThrow(/vor allen anderen Schreibzugriffen/);
    expect(await store.readStream(stream)).toEqual([]);
  });

  it('does not hand out an event of a transaction that is still open to a subscriber', async () => {
    const seen: string[] = [];
    const stop = store.subscribe({ from: null }, async (events) => {
      seen.push(...events.map((e) => e.id));
    });
    const t1 = await database.db.transaction();
    const t1Event = newEvent('BelegZugeordnet');
    await appendInTransaction(t1, uniqueStream('beleg'), [t1Event], { expectedRevision: 'no_stream' });
    const t2Event = newEvent('BelegZugeordnet');
    await store.appendToStream(uniqueStream('beleg'), [t2Event], { expectedRevision: 'no_stream' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(seen).toEqual([]);
    await t1.commit();
    const deadline = Date.now() + 5000;
    while (seen.length < 2 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
    await stop();
    expect(seen).toEqual([t1Event.id, t2Event.id]);
  });
});
