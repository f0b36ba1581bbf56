import type { EventStore } from '@abfallportal/backend/eventstore/eventStore';
import type { Db } from '@abfallportal/backend/platform/db';
import { einzelnLaufen } from './einzelLauf';
import { startLeser, type Leser } from './gemeinsamerLeser';
import { createLeaseHolder, PROJECTOR_LEASE, type LeaseHolder } from './lease';
import { silentLog, type Projection, type ProjectorLog } from './projection';
import { projectionLag, type ProjectionLag } from './projectionLag';
import { neuerTeilnehmer, type Laufzeit, type Teilnehmer } from './teilnehmer';
import { hasPassed, waitForProjections } from './waitForProjections';

export type StartProjectorOptions = {
  db: Db;
  eventStore: EventStore;
  projections: readonly Projection[];
  batchSize?: number;
  /** Safety poll of a caught-up reader where the event store cannot announce appends (KurrentDB). */
  pollMs?: number;
  /** Safety poll where appends are announced (PostgreSQL NOTIFY, in-memory): a lost notification waits this long at most. */
  ruheMs?: number;
  log?: ProjectorLog;
  /** Take a per-projection advisory lease so only one instance writes a projection (default true). */
  lease?: boolean;
  /** How often a standby instance tries to take over a lease. */
  leaseRetryMs?: number;
  /** Rebuild when the live tables were built by another projection version (default true). */
  rebuildOnVersionChange?: boolean;
};

export type Projector = {
  stop(): Promise<void>;
  waitFor(position: string, projectionNames: string[], timeoutMs: number): Promise<boolean>;
  /**
   * A command of this process just appended up to `position`: the reader reads now instead of
   * waiting for the notification, and looks again soon while that position is not yet visible.
   */
  wake(position?: string): void;
  lag(): Promise<ProjectionLag[]>;
};

/** Appends are announced and a lost connection wakes the reader when it is back: this poll only guards the unforeseen. */
const RUHE_MS = 5000;

/**
 * One reader per process feeds every projection (DESIGN § 5); a projection that is behind, failing
 * or standing by for a lease runs on its own until it has caught up (einzelLauf.ts).
 */
export const startProjector = async (options: StartProjectorOptions): Promise<Projector> => {
  const { db, eventStore, projections } = options;
  const log = options.log ?? silentLog;
  const listeners = new Set<() => void>();
  const sleepers = new Set<() => void>();
  let stopping = false;
  const sleep = (ms: number): Promise<void> =>
    new Promise((resolve) => {
      const done = (): void => {
        clearTimeout(timer);
        sleepers.delete(done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      sleepers.add(done);
    });

  // One dedicated connection holds the leases of all projections of this process; when it dies,
  // the locks die with it, and the next loop iteration opens a new one and tries again.
  let leases: Promise<LeaseHolder> | null = null;
  const currentLeases = (): Promise<LeaseHolder> | null => {
    if (options.lease === false) return null;
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
  };

  const laufzeit: Laufzeit = {
    db,
    eventStore,
    log,
    batchSize: options.batchSize ?? 1000,
    pollMs: options.pollMs ?? 100,
    leaseRetryMs: options.leaseRetryMs ?? 5000,
    rebuildOnVersionChange: options.rebuildOnVersionChange !== false,
    committed: new Map(),
    stalled: new Set(),
    leases: currentLeases,
    sleep,
    notify: () => {
      for (const listener of [...listeners]) listener();
    },
    laeuft: () => !stopping,
  };
  const teilnehmer = projections.map(neuerTeilnehmer);
  const laeufe = new Set<Promise<void>>();
  // Set right below; a notification or a joining projection can only reach it after that.
  let leser: Leser | null = null;
  const einzeln = (t: Teilnehmer, einzelnBis: string | null): void => {
    t.modus = 'einzeln';
    const lauf = einzelnLaufen(laufzeit, t, { einzelnBis }).then(() => {
      laeufe.delete(lauf);
      if (stopping) return;
      t.modus = 'gemeinsam';
      leser?.wecken();
    });
    laeufe.add(lauf);
  };
  const unwatch = await eventStore
    .watchAppends?.((position) => (position ? leser?.melden(position) : leser?.wecken()))
    .catch((error: Error) => {
      log('warn', `Anhängen wird nicht gemeldet, der Leser fragt alle ${laufzeit.pollMs} ms: ${error.message}`);
      return undefined;
    });
  const gestartet = startLeser({ laufzeit, teilnehmer, ruheMs: unwatch ? (options.ruheMs ?? RUHE_MS) : laufzeit.pollMs, einzeln });
  leser = gestartet;
  for (const t of teilnehmer) einzeln(t, null);
  log('info', `Projektor gestartet: ${projections.map((p) => p.name).join(', ')}`);

  return {
    stop: async () => {
      if (stopping) return;
      stopping = true;
      for (const wake of [...sleepers]) wake();
      gestartet.wecken();
      await Promise.all([gestartet.lauf, ...laeufe]);
      await unwatch?.();
      const lease = await leases?.catch(() => null);
      await lease?.close();
      laufzeit.notify();
    },
    wake: (position) => (position ? gestartet.melden(position) : gestartet.wecken()),
    waitFor: (position, projectionNames, timeoutMs) =>
      projectionNames.every((name) => laufzeit.committed.has(name) || laufzeit.stalled.has(name))
        ? waitInMemory(position, projectionNames, timeoutMs)
        : waitForProjections({
            db,
            eventStore,
            position,
            projections: projectionNames,
            timeoutMs,
            subscribe: (listener) => {
              listeners.add(listener);
              return () => listeners.delete(listener);
            },
          }),
    lag: () => projectionLag(db, eventStore, projections),
  };

  function waitInMemory(position: string, names: readonly string[], timeoutMs: number): Promise<boolean> {
    const passed = () => names.every((name) => hasPassed(eventStore, laufzeit.committed.get(name) ?? null, position));
    // A stalled projection will not get there soon: answer at once instead of holding the command for the bound.
    const aufgeben = () => names.some((name) => laufzeit.stalled.has(name));
    if (passed() || aufgeben()) return Promise.resolve(passed());
    return new Promise((resolve) => {
      const check = (): void => {
        if (!passed() && !stopping && !aufgeben()) return;
        clearTimeout(timer);
        listeners.delete(check);
        resolve(passed());
      };
      const timer = setTimeout(() => {
        listeners.delete(check);
        resolve(passed());
      }, timeoutMs);
      listeners.add(check);
    });
  }
};
