import { randomUUID } from 'node:crypto';
import { newEvent } from '@abfallportal/backend/eventstore/eventStoreContractSupport';
import type { EventStore } from '@abfallportal/backend/eventstore/eventStore';
import type { Db } from '@abfallportal/backend/platform/db';

/** Test events are the event-store contract suite's; one factory for both. */
export const testEvent = newEvent;

/**
 * Appends `streams` × `perStream` events through the port, `concurrency` appends at a time.
 * Returns the position of the last append to finish (not necessarily the highest).
 */
export const appendMany = async (
  store: EventStore,
  options: { streams: number; perStream: number; concurrency?: number; prefix?: string },
): Promise<void> => {
  let next = 0;
  const prefix = options.prefix ?? 'auftrag';
  const worker = async (): Promise<void> => {
    while (next < options.streams) {
      const index = next++;
      const events = Array.from({ length: options.perStream }, (_, i) => testEvent('TestEreignis', { index, i, text: `Ereignis ${i}` }));
      await store.appendToStream(`${prefix}-${randomUUID()}`, events, { expectedRevision: 'no_stream' });
    }
  };
  await Promise.all(Array.from({ length: options.concurrency ?? 8 }, worker));
};

/** Polls until `probe` returns true or the time is up. */
export const eventually = async (probe: () => Promise<boolean>, timeoutMs = 20_000, pollMs = 50): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  while (!(await probe())) {
    if (Date.now() > deadline) throw new Error(`Bedingung nach ${timeoutMs} ms nicht erfüllt`);
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
};

/**
 * The head once every committed event is visible. pg_snapshot_xmin is cluster-wide, so an open
 * transaction in another test database can hide committed events for a moment; a head read then
 * would be short of what this test appended.
 */
export const settledHead = async (store: EventStore, db: Db): Promise<string> => {
  await eventually(async () => {
    const stored = Number((await db('eventstore_events').count({ n: '*' }).first())?.n);
    return (await store.countAfter(null)) === stored;
  });
  const head = await store.headPosition();
  if (head === null) throw new Error('Event-Store ist leer');
  return head;
};
