import type { EventStore, StoredEvent } from './eventStore';
import { eventually, expectStrictlyIncreasing, newEvent, readUntil, uniqueStream } from './eventStoreContractSupport';

const appendMany = async (store: EventStore, streams: string[], appendsPerStream: number, eventsPerAppend: number): Promise<string[]> => {
  const ids: string[] = [];
  for (let round = 0; round < appendsPerStream; round += 1) {
    for (const stream of streams) {
      const events = Array.from({ length: eventsPerAppend }, (_, i) => newEvent('AuftragStatusGeaendert', { round, i }));
      ids.push(...events.map((e) => e.id));
      const expectedRevision = round === 0 ? 'no_stream' : round * eventsPerAppend - 1;
      await store.appendToStream(stream, events, { expectedRevision });
    }
  }
  return ids;
};

const expectRevisionsInOrderPerStream = (events: StoredEvent[]): void => {
  const last = new Map<string, number>();
  for (const e of events) {
    expect(e.streamRevision).toBe((last.get(e.streamId) ?? -1) + 1);
    last.set(e.streamId, e.streamRevision);
  }
};

/** readAll, subscribe and the lag helpers; part of runEventStoreContract. */
export const readingContract = (store: () => EventStore, options: { startsEmpty: boolean }): void => {
  describe('reading', () => {
    it('readAll returns each event exactly once in a stable order across many batches', async () => {
      const from = await store().headPosition();
      const streams = Array.from({ length: 6 }, () => uniqueStream('auftrag'));
      const mine = new Set(streams);
      const ids = await appendMany(store(), streams, 3, 3);

      const first = await readUntil(store(), { from, limit: 7, count: ids.length, streams: (s) => mine.has(s) });
      expect(first.batches).toBeGreaterThanOrEqual(Math.ceil(ids.length / 7));
      expect(first.events.map((e) => e.id).sort()).toEqual([...ids].sort());
      expect(new Set(first.events.map((e) => e.id)).size).toBe(ids.length);
      expectStrictlyIncreasing(
        store(),
        first.events.map((e) => e.position),
      );
      expectRevisionsInOrderPerStream(first.events);
      expect(first.checkpoint).toBe(first.events[first.events.length - 1]!.position);

      const again = await readUntil(store(), { from, limit: 5, count: ids.length, streams: (s) => mine.has(s) });
      expect(again.events.map((e) => e.position)).toEqual(first.events.map((e) => e.position));

      const rest = await store().readAll({ from: first.checkpoint, limit: 10 });
      expect(rest.events.filter((e) => mine.has(e.streamId))).toEqual([]);
      if (options.startsEmpty) expect(rest).toEqual({ events: [], checkpoint: first.checkpoint });
    });

    it('readAll sees each event exactly once while appends run concurrently', async () => {
      const from = await store().headPosition();
      const streams = Array.from({ length: 8 }, () => uniqueStream('beleg'));
      const mine = new Set(streams);
      const perStream = 12;
      const writing = Promise.all(
        streams.map(async (stream) => {
          for (let i = 0; i < perStream; i += 1) {
            await store().appendToStream(stream, [newEvent('BelegGeprueft', { i })], { expectedRevision: i === 0 ? 'no_stream' : i - 1 });
          }
        }),
      );
      const read = readUntil(store(), {
        from,
        limit: 4,
        count: streams.length * perStream,
        streams: (s) => mine.has(s),
        timeoutMs: 20_000,
      });
      const [, result] = await Promise.all([writing, read]);
      expect(new Set(result.events.map((e) => e.id)).size).toBe(streams.length * perStream);
      expectStrictlyIncreasing(
        store(),
        result.events.map((e) => e.position),
      );
      expectRevisionsInOrderPerStream(result.events);
      const after = await store().readAll({ from: result.checkpoint, limit: 100 });
      expect(after.events.filter((e) => mine.has(e.streamId))).toEqual([]);
    });

    it('keeps a stream in revision order in readAll when appends to it race', async () => {
      const from = await store().headPosition();
      const stream = uniqueStream('auftrag');
      await Promise.all(
        Array.from({ length: 16 }, (_, i) =>
          store().appendToStream(stream, [newEvent('AuftragStatusGeaendert', { i })], { expectedRevision: 'any' }),
        ),
      );
      const { events } = await readUntil(store(), { from, limit: 5, count: 16, streams: (s) => s === stream });
      expect(events.map((e) => e.streamRevision)).toEqual(Array.from({ length: 16 }, (_, i) => i));
    });

    it('subscribe delivers every event once and in order, also those appended later, until stopped', async () => {
      const from = await store().headPosition();
      const stream = uniqueStream('auftrag');
      const before = [newEvent('AuftragAufgegeben'), newEvent('AngebotAngefordert')];
      await store().appendToStream(stream, before, { expectedRevision: 'no_stream' });

      const delivered: StoredEvent[] = [];
      const checkpoints: string[] = [];
      const stop = store().subscribe({ from, batchSize: 2 }, async (events, checkpoint) => {
        delivered.push(...events.filter((e) => e.streamId === stream));
        checkpoints.push(checkpoint);
        expect(checkpoint).toBe(events[events.length - 1]!.position);
      });
      const later = Array.from({ length: 5 }, (_, i) => newEvent('AngebotAbgegeben', { i }));
      for (const [i, e] of later.entries()) await store().appendToStream(stream, [e], { expectedRevision: i + 1 });

      await eventually(async () => delivered.length, 7);
      await stop();
      const afterStop = newEvent('AuftragStatusGeaendert');
      await store().appendToStream(stream, [afterStop], { expectedRevision: 6 });
      await new Promise((resolve) => setTimeout(resolve, 150));

      expect(delivered.map((e) => e.id)).toEqual([...before, ...later].map((e) => e.id));
      expect(delivered.map((e) => e.streamRevision)).toEqual([0, 1, 2, 3, 4, 5, 6]);
      expectStrictlyIncreasing(store(), checkpoints);
    });

    it('headPosition, countAfter, estimateCountAfter and comparePositions agree with readAll and the append results', async () => {
      if (options.startsEmpty) {
        expect(await store().headPosition()).toBeNull();
        expect(await store().countAfter(null)).toBe(0);
        expect(await store().estimateCountAfter(null)).toBe(0);
      }
      const from = await store().headPosition();
      const stream = uniqueStream('auftrag');
      const r1 = await store().appendToStream(stream, [newEvent('A'), newEvent('B')], { expectedRevision: 'no_stream' });
      const r2 = await store().appendToStream(stream, [newEvent('C'), newEvent('D')], { expectedRevision: 1 });

      await eventually(() => store().headPosition(), r2.position);
      await eventually(() => store().countAfter(from), 4);
      expect(await store().countAfter(r1.position)).toBe(2);
      expect(await store().countAfter(r2.position)).toBe(0);
      if (options.startsEmpty) expect(await store().countAfter(null)).toBe(4);
      await eventually(() => store().estimateCountAfter(from), 4);
      expect(await store().estimateCountAfter(r1.position)).toBe(2);
      expect(await store().estimateCountAfter(r2.position)).toBe(0);

      const { events } = await readUntil(store(), { from, limit: 10, count: 4, streams: (s) => s === stream });
      expect(events[1]!.position).toBe(r1.position);
      expect(events[3]!.position).toBe(r2.position);
      expect(store().comparePositions(r2.position, r2.position)).toBe(0);
      expect(store().comparePositions(r1.position, r2.position)).toBeLessThan(0);

      const empty = await store().readAll({ from: r2.position, limit: 10 });
      if (options.startsEmpty) expect(empty.checkpoint).toBe(r2.position);
      if (from === null) {
        const start = await store().readAll({ from: null, limit: 1 });
        expect(store().comparePositions(start.checkpoint, r2.position)).toBeLessThan(0);
      }
    });
  });
};
