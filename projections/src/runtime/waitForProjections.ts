import type { EventStore } from '@abfallportal/backend/eventstore/eventStore';
import type { Db } from '@abfallportal/backend/platform/db';
import { readCheckpoints } from './checkpoints';

export const DEFAULT_READ_YOUR_WRITES_MS = 2000;

/** A projection has passed a position when its checkpoint compares >= it. */
export const hasPassed = (eventStore: Pick<EventStore, 'comparePositions'>, checkpoint: string | null, position: string): boolean =>
  checkpoint !== null && eventStore.comparePositions(checkpoint, position) >= 0;

export type WaitForProjectionsOptions = {
  db: Db;
  eventStore: Pick<EventStore, 'comparePositions'>;
  /** The position a command's append returned. */
  position: string;
  projections: readonly string[];
  timeoutMs?: number;
  pollMs?: number;
  /** Called with a listener that an in-process projector calls after each commit, to skip the poll delay. */
  subscribe?: (listener: () => void) => () => void;
};

/**
 * Read-your-writes for command handlers (DESIGN § 5): waits, bounded, until every named
 * projection has passed `position`. Reads the checkpoints from the database, so it works whether
 * the projector runs in this process or in its own. Returns false on timeout or at once when one of
 * them is stalled (issue 17), never throws for it:
 * the command succeeded either way, the answer is only possibly stale.
 */
export const waitForProjections = async (options: WaitForProjectionsOptions): Promise<boolean> => {
  const { db, eventStore, position, projections } = options;
  const timeoutMs = options.timeoutMs ?? DEFAULT_READ_YOUR_WRITES_MS;
  const pollMs = options.pollMs ?? 25;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const rows = await readCheckpoints(db, projections);
    if (projections.every((name) => hasPassed(eventStore, rows.get(name)?.position ?? null, position))) return true;
    // A stalled projection will not get there soon: answer now instead of holding every command for the bound.
    if (projections.some((name) => rows.get(name)?.stalled)) return false;
    const left = deadline - Date.now();
    if (left <= 0) return false;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(done, Math.min(pollMs, left));
      const unsubscribe = options.subscribe?.(done);
      function done(): void {
        clearTimeout(timer);
        unsubscribe?.();
        resolve();
      }
    });
  }
};
