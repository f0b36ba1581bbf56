import { randomUUID } from 'node:crypto';
import type { EventStore, NewEvent, StoredEvent } from './eventStore';

export const newEvent = (type: string, data: Record<string, unknown> = {}, id: string = randomUUID()): NewEvent => ({
  id,
  type,
  data,
  metadata: {
    actorId: 'benutzer-1',
    actingAsId: null,
    tenantId: 'erzeuger-1',
    correlationId: randomUUID(),
    causationId: null,
    occurredAt: '2026-11-20T10:00:00.000Z',
    schemaVersion: 1,
  },
});

export const uniqueStream = (prefix: string): string => `${prefix}-${randomUUID()}`;

const delay = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Reads with readAll from `from` in batches of `limit` until `count` events of the wanted streams
 * arrived. It polls because a PostgreSQL reader may lag legitimately: any transaction open in the
 * cluster (another test file's included) holds back what is visible. Fails after `timeoutMs`.
 */
export const readUntil = async (
  store: EventStore,
  options: { from: string | null; limit: number; count: number; streams: (streamId: string) => boolean; timeoutMs?: number },
): Promise<{ events: StoredEvent[]; checkpoint: string | null; batches: number }> => {
  const deadline = Date.now() + (options.timeoutMs ?? 10_000);
  const events: StoredEvent[] = [];
  let checkpoint = options.from;
  let batches = 0;
  while (events.length < options.count) {
    const batch = await store.readAll({ from: checkpoint, limit: options.limit });
    expect(batch.events.length).toBeLessThanOrEqual(options.limit);
    if (batch.events.length > 0) batches += 1;
    events.push(...batch.events.filter((e) => options.streams(e.streamId)));
    checkpoint = batch.checkpoint;
    if (batch.events.length === 0) {
      if (Date.now() > deadline) throw new Error(`readAll: ${events.length} von ${options.count} Events nach Ablauf der Zeit`);
      await delay(10);
    }
  }
  return { events, checkpoint, batches };
};

/** Polls `probe` until it returns `expected` (see readUntil for why reads may lag). */
export const eventually = async <T>(probe: () => Promise<T>, expected: T, timeoutMs = 10_000): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value === expected) return;
    if (Date.now() > deadline) {
      expect(value).toEqual(expected);
      return;
    }
    await delay(10);
  }
};

/** Every consecutive pair strictly increases under the adapter's comparator. */
export const expectStrictlyIncreasing = (store: EventStore, positions: string[]): void => {
  for (let i = 1; i < positions.length; i += 1) {
    expect(store.comparePositions(positions[i - 1]!, positions[i]!)).toBeLessThan(0);
    expect(store.comparePositions(positions[i]!, positions[i - 1]!)).toBeGreaterThan(0);
  }
};
