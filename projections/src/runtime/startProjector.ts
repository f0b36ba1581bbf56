import type { EventStore } from '@abfallportal/backend/eventstore/eventStore';
import type { Db } from '@abfallportal/backend/platform/db';
import { einzelnLaufen } from './einzelLauf';
import { startLeser, type Leser } from './gemeinsamerLeser';
import { silentLog, type Projection, type ProjectorLog } from './projection';
import { projectionLag, type ProjectionLag } from './projectionLag';
import { neuerTeilnehmer, type Laufzeit, type Teilnehmer } from './teilnehmer';
import { createLeases, createSchlaf, waitInMemory } from './projektorTeile';
import { waitForProjections } from './waitForProjections';

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
  const schlaf = createSchlaf();
  const leases = createLeases(db, log, options.lease !== false);
  let stopping = false;
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
    leases: leases.current,
    sleep: schlaf.sleep,
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
      schlaf.alleWecken();
      gestartet.wecken();
      await Promise.all([gestartet.lauf, ...laeufe]);
      await unwatch?.();
      await leases.close();
      laufzeit.notify();
    },
    wake: (position) => (position ? gestartet.melden(position) : gestartet.wecken()),
    waitFor: (position, names, timeoutMs) =>
      names.every((name) => laufzeit.committed.has(name) || laufzeit.stalled.has(name))
        ? waitInMemory(laufzeit, eventStore, listeners, { position, names, timeoutMs })
        : waitForProjections({
            db,
            eventStore,
            position,
            projections: names,
            timeoutMs,
            subscribe: (listener) => {
              listeners.add(listener);
              return () => listeners.delete(listener);
            },
          }),
    lag: () => projectionLag(db, eventStore, projections),
  };
};
