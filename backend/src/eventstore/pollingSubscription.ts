import type { EventStore, ReadAllResult, StoredEvent } from './eventStore';

export type PollingOptions = {
  /** Pause when a poll found nothing new. */
  pollIntervalMs: number;
  /** Pause before retrying after a failed read or handler. */
  retryDelayMs: number;
  /** Told about every failure; the subscription keeps going from its last checkpoint. */
  onError: (error: unknown) => void;
};

export const logSubscriptionError = (error: unknown): void => {
  console.error('Event-Store-Abonnement: Fehler, neuer Versuch ab dem letzten Checkpoint', error);
};

/**
 * `subscribe` for every adapter: read a batch, hand it over, advance the checkpoint only after
 * the handler succeeded. A failed handler sees the same batch again, which is safe because
 * handlers are idempotent (DESIGN § 5). Returns the stop function; it resolves once the loop
 * has ended, so no handler runs after it.
 */
export const pollingSubscription = (
  readAll: EventStore['readAll'],
  from: string | null,
  batchSize: number,
  handler: (events: StoredEvent[], checkpoint: string) => Promise<void>,
  options: PollingOptions,
): (() => Promise<void>) => {
  let stopped = false;
  let wake: (() => void) | null = null;
  const sleep = (ms: number): Promise<void> =>
    new Promise((resolve) => {
      const done = (): void => {
        clearTimeout(timer);
        wake = null;
        resolve();
      };
      const timer = setTimeout(done, ms);
      wake = done;
    });

  const loop = async (): Promise<void> => {
    let checkpoint = from;
    let prefetched: Promise<ReadAllResult> | null = null;
    while (!stopped) {
      try {
        const batch = await (prefetched ?? readAll({ from: checkpoint, limit: batchSize }));
        prefetched = null;
        if (stopped) return;
        if (batch.events.length === 0) {
          await sleep(options.pollIntervalMs);
          continue;
        }
        // Read the next batch while the handler works: during catch-up the database and the
        // handler then run side by side. Dropped if the handler fails (we re-read from checkpoint);
        // the no-op catch only keeps a dropped read's failure from being an unhandled rejection.
        const next = readAll({ from: batch.checkpoint, limit: batchSize });
        next.catch(() => undefined);
        prefetched = next;
        await handler(batch.events, batch.checkpoint);
        checkpoint = batch.checkpoint;
      } catch (error) {
        prefetched = null;
        if (stopped) return;
        options.onError(error);
        await sleep(options.retryDelayMs);
      }
    }
  };
  const running = loop();
  return async () => {
    stopped = true;
    wake?.();
    await running;
  };
};

/** Keeps the stop functions of live subscriptions so `close()` can end them all. */
export const subscriptionRegistry = () => {
  const live = new Set<() => Promise<void>>();
  return {
    add: (stop: () => Promise<void>): (() => Promise<void>) => {
      const once = async (): Promise<void> => {
        live.delete(once);
        await stop();
      };
      live.add(once);
      return once;
    },
    stopAll: async (): Promise<void> => {
      await Promise.all([...live].map((stop) => stop()));
    },
  };
};
