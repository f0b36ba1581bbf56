import type { EventStore } from '@abfallportal/backend/eventstore/eventStore';
import type { Db } from '@abfallportal/backend/platform/db';
import { createLeaseHolder, PROJECTOR_LEASE, type LeaseHolder } from './lease';
import type { ProjectorLog } from './projection';
import type { Laufzeit } from './teilnehmer';
import { hasPassed } from './waitForProjections';

/** Sleeps that stop() ends at once instead of waiting them out. */
export const createSchlaf = (): { sleep(ms: number): Promise<void>; alleWecken(): void } => {
  const sleepers = new Set<() => void>();
  return {
    sleep: (ms) =>
      new Promise((resolve) => {
        const done = (): void => {
          clearTimeout(timer);
          sleepers.delete(done);
          resolve();
        };
        const timer = setTimeout(done, ms);
        sleepers.add(done);
      }),
    alleWecken: () => {
      for (const wake of [...sleepers]) wake();
    },
  };
};

/**
 * One dedicated connection holds the leases of all projections of this process; when it dies, the
 * locks die with it, and the next loop iteration opens a new one and tries again. Null: no leases.
 */
export const createLeases = (
  db: Db,
  log: ProjectorLog,
  enabled: boolean,
): { current(): Promise<LeaseHolder> | null; close(): Promise<void> } => {
  let leases: Promise<LeaseHolder> | null = null;
  return {
    current: () => {
      if (!enabled) return null;
      if (!leases) {
        const created = createLeaseHolder(db, PROJECTOR_LEASE, (e) => {
          log('error', `Lease-Verbindung verloren, alle Leases frei: ${e.message}`);
          leases = null;
        });
        created.catch(() => {
          leases = null; // connecting failed; the loop logs it and the next iteration tries again
        });
        leases = created;
      }
      return leases;
    },
    close: async () => {
      const lease = await leases?.catch(() => null);
      await lease?.close();
    },
  };
};

/** Read-your-writes on the positions this process holds in memory; answers at once for a stalled projection. */
export const waitInMemory = (
  laufzeit: Laufzeit,
  eventStore: Pick<EventStore, 'comparePositions'>,
  listeners: Set<() => void>,
  wait: { position: string; names: readonly string[]; timeoutMs: number },
): Promise<boolean> => {
  const { position, names } = wait;
  const passed = () => names.every((name) => hasPassed(eventStore, laufzeit.committed.get(name) ?? null, position));
  // A stalled projection will not get there soon: answer at once instead of holding the command for the bound.
  const aufgeben = () => names.some((name) => laufzeit.stalled.has(name));
  if (passed() || aufgeben()) return Promise.resolve(passed());
  return new Promise((resolve) => {
    const check = (): void => {
      if (!passed() && laufzeit.laeuft() && !aufgeben()) return;
      clearTimeout(timer);
      listeners.delete(check);
      resolve(passed());
    };
    const timer = setTimeout(() => {
      listeners.delete(check);
      resolve(passed());
    }, wait.timeoutMs);
    listeners.add(check);
  });
};
