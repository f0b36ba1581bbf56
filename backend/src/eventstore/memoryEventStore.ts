import type { AppendResult, EventStore, NewEvent, StoredEvent } from './eventStore';
import { planAppend, type KnownEvent } from './planAppend';
import { logSubscriptionError, pollingSubscription, subscriptionRegistry } from './pollingSubscription';

export type MemoryEventStoreOptions = { pollIntervalMs?: number; onSubscriptionError?: (error: unknown) => void };

/** Positions are the 1-based index in the global log as a decimal string; '0' is the start. */
const START = '0';
const toIndex = (position: string | null): number => (position === null ? 0 : Number(position));

/**
 * The in-memory adapter for unit tests. Every append runs synchronously between two awaits, so
 * it is atomic and the global log order equals the commit order. Events are copied on the way
 * in and out, as a real store would serialise them.
 */
export const createMemoryEventStore = (options: MemoryEventStoreOptions = {}): EventStore => {
  const log: StoredEvent[] = [];
  const streams = new Map<string, StoredEvent[]>();
  const byId = new Map<string, StoredEvent>();
  const subscriptions = subscriptionRegistry();
  const watchers = new Set<(position?: string) => void>();

  const known = (events: NewEvent[]): KnownEvent[] =>
    events.flatMap((e) => {
      const stored = byId.get(e.id);
      return stored ? [{ id: e.id, streamId: stored.streamId, streamRevision: stored.streamRevision, position: stored.position }] : [];
    });

  const store: EventStore = {
    appendToStream: async (stream, events, { expectedRevision }): Promise<AppendResult> => {
      const existing = streams.get(stream) ?? [];
      const current = existing.length === 0 ? 'no_stream' : existing.length - 1;
      const plan = planAppend(stream, events, expectedRevision, current, known(events));
      if (plan.kind === 'duplicate') return plan.result;
      const recordedAt = new Date().toISOString();
      const stored = plan.fresh.map((e, i): StoredEvent => ({
        ...structuredClone(e),
        streamId: stream,
        streamRevision: plan.firstRevision + i,
        position: String(log.length + i + 1),
        recordedAt,
      }));
      log.push(...stored);
      streams.set(stream, [...existing, ...stored]);
      for (const e of stored) byId.set(e.id, e);
      const last = stored[stored.length - 1]!;
      for (const watcher of [...watchers]) watcher(last.position);
      return { nextExpectedRevision: last.streamRevision, position: last.position };
    },
    readStream: async (stream) => structuredClone(streams.get(stream) ?? []),
    readAll: async ({ from, limit }) => {
      const events = structuredClone(log.slice(toIndex(from), toIndex(from) + limit));
      return { events, checkpoint: events[events.length - 1]?.position ?? from ?? START };
    },
    subscribe: ({ from, batchSize = 500 }, handler) =>
      subscriptions.add(
        pollingSubscription(store.readAll, from, batchSize, handler, {
          pollIntervalMs: options.pollIntervalMs ?? 20,
          retryDelayMs: 200,
          onError: options.onSubscriptionError ?? logSubscriptionError,
        }),
      ),
    watchAppends: async (listener) => {
      watchers.add(listener);
      return async () => {
        watchers.delete(listener);
      };
    },
    headPosition: async () => log[log.length - 1]?.position ?? null,
    comparePositions: (a, b) => toIndex(a) - toIndex(b),
    countAfter: async (from) => Math.max(0, log.length - toIndex(from)),
    estimateCountAfter: (from) => store.countAfter(from),
    ping: async () => true,
    close: () => subscriptions.stopAll(),
  };
  return store;
};
