import { randomUUID } from 'node:crypto';
import { WrongExpectedRevisionError, type EventStore } from './eventStore';
import { newEvent, uniqueStream } from './eventStoreContractSupport';
import { readingContract } from './eventStoreContractReading';
import { EventIdConflictError } from './planAppend';

export type EventStoreFixture = { store: EventStore; teardown?: () => Promise<void> };

export type EventStoreContractOptions = {
  /** The factory hands out an empty store (false for a shared KurrentDB server). */
  startsEmpty: boolean;
  /** Our own idempotency rules beyond a plain retry (partial overlap, foreign ids; see planAppend). */
  ownIdempotencyRules: boolean;
};

/** The contract every event-store adapter passes (DESIGN § 4 and § 9). */
export const runEventStoreContract = (
  name: string,
  factory: () => Promise<EventStoreFixture>,
  options: EventStoreContractOptions = { startsEmpty: true, ownIdempotencyRules: true },
): void => {
  describe(name, () => {
    let fixture: EventStoreFixture;
    const store = (): EventStore => fixture.store;
    beforeEach(async () => {
      fixture = await factory();
    });
    afterEach(async () => {
      await fixture.store.close();
      await fixture.teardown?.();
    });

    const conflict = (stream: string, expected: unknown, actual: unknown) =>
      expect.objectContaining({ name: 'WrongExpectedRevisionError', stream, expected, actual });

    describe('appendToStream', () => {
      it('appends to a new stream and reads it back in revision order with data and metadata', async () => {
        const stream = uniqueStream('auftrag');
        const first = [newEvent('AuftragAufgegeben', { nr: 1, posten: [{ m3: 7 }] }), newEvent('AngebotAngefordert', { nr: 2 })];
        const r1 = await store().appendToStream(stream, first, { expectedRevision: 'no_stream' });
        expect(r1.nextExpectedRevision).toBe(1);
        const second = [newEvent('AngebotAbgegeben', { nr: 3, preis: 12.5 })];
        const r2 = await store().appendToStream(stream, second, { expectedRevision: 1 });
        expect(r2.nextExpectedRevision).toBe(2);

        const read = await store().readStream(stream);
        expect(read.map((e) => e.streamRevision)).toEqual([0, 1, 2]);
        expect(read.map((e) => e.id)).toEqual([...first, ...second].map((e) => e.id));
        expect(read[0]).toMatchObject({ ...first[0], streamId: stream });
        expect(read[2]!.data).toEqual({ nr: 3, preis: 12.5 });
        expect(read[2]!.position).toBe(r2.position);
        expect(store().comparePositions(r1.position, r2.position)).toBeLessThan(0);
        expect(Number.isNaN(Date.parse(read[0]!.recordedAt))).toBe(false);
        expect(await store().readStream(uniqueStream('leer'))).toEqual([]);
      });

      it('keeps the command id of an event in its metadata, and reads events without one unchanged', async () => {
        const stream = uniqueStream('auftrag');
        const mit = newEvent('AuftragAufgegeben');
        mit.metadata = { ...mit.metadata, commandId: randomUUID() };
        const ohne = newEvent('AuftragStatusGeaendert');
        await store().appendToStream(stream, [mit, ohne], { expectedRevision: 'no_stream' });
        const [a, b] = await store().readStream(stream);
        expect(a!.metadata).toEqual(mit.metadata);
        expect(b!.metadata).toEqual(ohne.metadata);
        expect('commandId' in b!.metadata).toBe(false);
      });

      it("rejects 'no_stream' on an existing stream and writes nothing", async () => {
        const stream = uniqueStream('auftrag');
        await store().appendToStream(stream, [newEvent('AuftragAufgegeben')], { expectedRevision: 'no_stream' });
        const attempt = store().appendToStream(stream, [newEvent('A'), newEvent('B')], { expectedRevision: 'no_stream' });
        await expect(attempt).rejects.toBeInstanceOf(WrongExpectedRevisionError);
        await expect(attempt).rejects.toEqual(conflict(stream, 'no_stream', 0));
        const single = store().appendToStream(stream, [newEvent('C')], { expectedRevision: 'no_stream' });
        await expect(single).rejects.toEqual(conflict(stream, 'no_stream', 0));
        expect(await store().readStream(stream)).toHaveLength(1);
      });

      it('rejects an exact revision that is not the current one and writes nothing', async () => {
        const stream = uniqueStream('beleg');
        await store().appendToStream(stream, [newEvent('BelegZugeordnet'), newEvent('BelegGeprueft')], { expectedRevision: 'no_stream' });
        await expect(store().appendToStream(stream, [newEvent('X')], { expectedRevision: 0 })).rejects.toEqual(conflict(stream, 0, 1));
        await expect(store().appendToStream(stream, [newEvent('X')], { expectedRevision: 5 })).rejects.toEqual(conflict(stream, 5, 1));
        expect(await store().readStream(stream)).toHaveLength(2);
        const ok = await store().appendToStream(stream, [newEvent('BelegFreigegeben')], { expectedRevision: 1 });
        expect(ok.nextExpectedRevision).toBe(2);
      });

      it('rejects an exact revision on a stream that does not exist', async () => {
        const stream = uniqueStream('beleg');
        await expect(store().appendToStream(stream, [newEvent('X')], { expectedRevision: 0 })).rejects.toEqual(
          conflict(stream, 0, 'no_stream'),
        );
        expect(await store().readStream(stream)).toEqual([]);
      });

      it("appends with 'any' to new and existing streams", async () => {
        const stream = uniqueStream('auftrag');
        expect((await store().appendToStream(stream, [newEvent('A')], { expectedRevision: 'any' })).nextExpectedRevision).toBe(0);
        expect(
          (await store().appendToStream(stream, [newEvent('B'), newEvent('C')], { expectedRevision: 'any' })).nextExpectedRevision,
        ).toBe(2);
        expect((await store().appendToStream(stream, [newEvent('D')], { expectedRevision: 'any' })).nextExpectedRevision).toBe(3);
        expect((await store().readStream(stream)).map((e) => e.type)).toEqual(['A', 'B', 'C', 'D']);
      });

      it('is atomic: a conflicting multi-event append leaves none of its events', async () => {
        const stream = uniqueStream('auftrag');
        await store().appendToStream(stream, [newEvent('AuftragAufgegeben')], { expectedRevision: 'no_stream' });
        const batch = [newEvent('A'), newEvent('B'), newEvent('C'), newEvent('D')];
        await expect(store().appendToStream(stream, batch, { expectedRevision: 3 })).rejects.toBeInstanceOf(WrongExpectedRevisionError);
        expect((await store().readStream(stream)).map((e) => e.type)).toEqual(['AuftragAufgegeben']);
      });

      it('lets exactly one of many concurrent appends with the same expected revision win, whole', async () => {
        const stream = uniqueStream('auftrag');
        await store().appendToStream(stream, [newEvent('AuftragAufgegeben')], { expectedRevision: 'no_stream' });
        const batches = Array.from({ length: 8 }, (_, i) => [newEvent('AngebotAngenommen', { i }), newEvent('AngebotAbgelehnt', { i })]);
        const outcomes = await Promise.allSettled(batches.map((b) => store().appendToStream(stream, b, { expectedRevision: 0 })));
        const won = outcomes.flatMap((o, i) => (o.status === 'fulfilled' ? [i] : []));
        expect(won).toHaveLength(1);
        for (const o of outcomes) if (o.status === 'rejected') expect(o.reason).toBeInstanceOf(WrongExpectedRevisionError);
        const read = await store().readStream(stream);
        expect(read.map((e) => e.id)).toEqual([read[0]!.id, ...batches[won[0]!]!.map((e) => e.id)]);
      });

      it('lets exactly one of many concurrent single-event appends win, for a new stream and for an exact revision', async () => {
        const stream = uniqueStream('auftrag');
        const erste = Array.from({ length: 8 }, (_, i) => newEvent('AuftragAufgegeben', { i }));
        const neu = await Promise.allSettled(erste.map((e) => store().appendToStream(stream, [e], { expectedRevision: 'no_stream' })));
        expect(neu.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
        for (const o of neu) if (o.status === 'rejected') expect(o.reason).toBeInstanceOf(WrongExpectedRevisionError);
        const zweite = Array.from({ length: 8 }, (_, i) => newEvent('BestellungAngenommen', { i }));
        const weiter = await Promise.allSettled(zweite.map((e) => store().appendToStream(stream, [e], { expectedRevision: 0 })));
        expect(weiter.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
        for (const o of weiter) if (o.status === 'rejected') expect(o.reason).toBeInstanceOf(WrongExpectedRevisionError);
        expect((await store().readStream(stream)).map((e) => e.type)).toEqual(['AuftragAufgegeben', 'BestellungAngenommen']);
      });

      it('stores an event id appended twice once and answers the retry with the first result', async () => {
        const stream = uniqueStream('auftrag');
        const events = [newEvent('AuftragAufgegeben'), newEvent('AngebotAngefordert')];
        const first = await store().appendToStream(stream, events, { expectedRevision: 'no_stream' });
        expect(await store().appendToStream(stream, events, { expectedRevision: 'no_stream' })).toEqual(first);
        expect(await store().appendToStream(stream, events, { expectedRevision: 'any' })).toEqual(first);
        expect((await store().readStream(stream)).map((e) => e.id)).toEqual(events.map((e) => e.id));
        const next = await store().appendToStream(stream, [newEvent('AngebotAbgegeben')], { expectedRevision: 1 });
        expect(next.nextExpectedRevision).toBe(2);
      });

      if (options.ownIdempotencyRules) {
        it('answers the retry of a single event with the first result, also after the stream moved on', async () => {
          const stream = uniqueStream('auftrag');
          const event = newEvent('AuftragAufgegeben');
          const first = await store().appendToStream(stream, [event], { expectedRevision: 'no_stream' });
          await store().appendToStream(stream, [newEvent('BestellungAngenommen')], { expectedRevision: 0 });
          expect(await store().appendToStream(stream, [event], { expectedRevision: 'no_stream' })).toEqual(first);
          expect((await store().readStream(stream)).map((e) => e.type)).toEqual(['AuftragAufgegeben', 'BestellungAngenommen']);
        });

        it('on partial overlap skips the stored events and appends the fresh ones under the revision check', async () => {
          const stream = uniqueStream('auftrag');
          const [a, b, c] = [newEvent('A'), newEvent('B'), newEvent('C')];
          await store().appendToStream(stream, [a, b], { expectedRevision: 'no_stream' });
          await expect(store().appendToStream(stream, [b, c], { expectedRevision: 0 })).rejects.toBeInstanceOf(WrongExpectedRevisionError);
          const result = await store().appendToStream(stream, [b, c, c], { expectedRevision: 1 });
          expect(result.nextExpectedRevision).toBe(2);
          expect((await store().readStream(stream)).map((e) => e.type)).toEqual(['A', 'B', 'C']);
        });

        it('refuses an event id that is stored in another stream and writes nothing', async () => {
          const taken = newEvent('A');
          await store().appendToStream(uniqueStream('auftrag'), [taken], { expectedRevision: 'no_stream' });
          const other = uniqueStream('auftrag');
          await expect(store().appendToStream(other, [newEvent('B'), taken], { expectedRevision: 'any' })).rejects.toBeInstanceOf(
            EventIdConflictError,
          );
          expect(await store().readStream(other)).toEqual([]);
        });

        it('refuses a single event whose id is stored in another stream and writes nothing', async () => {
          const taken = newEvent('A');
          await store().appendToStream(uniqueStream('auftrag'), [taken], { expectedRevision: 'no_stream' });
          const other = uniqueStream('auftrag');
          await expect(store().appendToStream(other, [taken], { expectedRevision: 'no_stream' })).rejects.toBeInstanceOf(
            EventIdConflictError,
          );
          expect(await store().readStream(other)).toEqual([]);
        });
      }
    });

    readingContract(store, options);
  });
};
