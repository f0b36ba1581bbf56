import type { EventStore, ReadAllResult, StoredEvent } from '@abfallportal/backend/eventstore/eventStore';
import type { Db } from '@abfallportal/backend/platform/db';
import { applyBatch } from './applyBatch';
import { ensureProjection, readCheckpoints, recordStall } from './checkpoints';
import { createLeaseHolder, PROJECTOR_LEASE, type LeaseHolder } from './lease';
import { silentLog, type Projection, type ProjectorLog } from './projection';
import { projectionLag, type ProjectionLag } from './projectionLag';
import { rebuildProjection } from './rebuildProjection';
import { hasPassed, waitForProjections } from './waitForProjections';

export type StartProjectorOptions = {
  db: Db;
  eventStore: EventStore;
  projections: readonly Projection[];
  batchSize?: number;
  /** Pause when a projection has caught up, before it asks again. */
  pollMs?: number;
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
   * Ends the poll pause of caught-up projections now: a command that just appended in this process
   * calls it, so read-your-writes waits for one batch instead of up to a poll interval.
   */
  wake(): void;
  lag(): Promise<ProjectionLag[]>;
};

const MAX_BACKOFF_MS = 5000;
/** After a wake, caught-up loops poll this often for this long. */
const WOKEN_POLL_MS = 10;
const WOKEN_WINDOW_MS = 2000;

/** Runs one independent loop per projection: a slow or failing projection does not hold up the others. */
export const startProjector = async (options: StartProjectorOptions): Promise<Projector> => {
  const { db, eventStore, projections } = options;
  const batchSize = options.batchSize ?? 1000;
  const pollMs = options.pollMs ?? 100;
  const log = options.log ?? silentLog;
  const listeners = new Set<() => void>();
  let stopping = false;
  // Pending sleeps, so stop() can end them at once instead of waiting out a poll interval.
  const sleepers = new Set<() => void>();
  // The subset of sleeps of caught-up loops, which wake() ends when a command has just appended.
  const idle = new Set<() => void>();
  // A wake that arrives while a loop reads instead of sleeping still shortens its next pauses.
  let wokenUntil = 0;
  // Checkpoint of each projection this process runs and holds, as committed; read-your-writes waits on
  // it in memory instead of asking the database once per waiting request and batch.
  const committed = new Map<string, string | null>();
  // Projections of this process that cannot get past an event: read-your-writes does not wait for them.
  const stalled = new Set<string>();
  const sleep = (ms: number, wakeable = false): Promise<void> =>
    new Promise((resolve) => {
      const done = (): void => {
        clearTimeout(timer);
        sleepers.delete(done);
        idle.delete(done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      sleepers.add(done);
      if (wakeable) idle.add(done);
    });
  const notify = (): void => {
    for (const listener of [...listeners]) listener();
  };

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

  type Read = { from: string | null; result: Promise<ReadAllResult> };
  const read = (from: string | null, limit = batchSize): Read => {
    const result = eventStore.readAll({ from, limit });
    result.catch(() => undefined); // awaited when used; a discarded prefetch must not fail "unhandled"
    return { from, result };
  };

  const run = async (projection: Projection): Promise<void> => {
    let position: string | null = null;
    const forget = () => committed.delete(projection.name);
    let ready = false;
    let backoff = pollMs;
    // The next batch, read while the current one is applied; used only if it starts where we are.
    let prefetched: Read | null = null;
    // After a batch failed: one event at a time up to its end, so the stall names the very event
    // that fails and every event before it is still projected.
    let einzelnBis: string | null = null;
    let batch: StoredEvent[] | null = null;
    /** A batch committed: whatever stalled the projection is behind it. */
    const weiter = (): void => {
      backoff = pollMs;
      if (stalled.delete(projection.name)) log('info', `${projection.name}: läuft wieder`);
      notify();
    };
    while (!stopping) {
      try {
        const lease = await currentLeases();
        if (lease && !lease.holds(projection.name)) {
          if (!(await lease.tryAcquire(projection.name))) {
            ready = false; // another instance is active; stand by
            forget();
            await sleep(options.leaseRetryMs ?? 5000);
            continue;
          }
          log('info', `${projection.name}: Lease übernommen`);
          ready = false;
        }
        if (!ready) {
          const { storedVersion } = await ensureProjection(db, projection);
          if (storedVersion !== projection.version) {
            if (options.rebuildOnVersionChange === false)
              throw new Error(`Version ${storedVersion} gespeichert, ${projection.version} im Code: Neuaufbau nötig`);
            log('info', `${projection.name}: Version ${storedVersion} → ${projection.version}, Neuaufbau startet`);
            await rebuildProjection({ db, eventStore, projection, log });
          }
          position = (await readCheckpoints(db, [projection.name])).get(projection.name)?.position ?? null;
          committed.set(projection.name, position);
          ready = true;
        }
        const current: Read = einzelnBis ? read(position, 1) : prefetched?.from === position ? prefetched : read(position);
        prefetched = null;
        const { events, checkpoint } = await current.result;
        if (events.length === 0) {
          // Shortly after a wake the event may still hide behind the cluster-wide visibility horizon:
          // look again soon instead of sleeping a whole interval.
          await sleep(Date.now() < wokenUntil ? Math.min(pollMs, WOKEN_POLL_MS) : pollMs, true);
          continue;
        }
        if (!einzelnBis) prefetched = read(checkpoint);
        batch = events;
        const outcome = await applyBatch(db, projection, position, events, checkpoint);
        batch = null;
        if (outcome.type === 'version')
          throw new Error(`Tabellen wurden mit Version ${outcome.storedVersion} neu aufgebaut, dieser Prozess hat ${projection.version}`);
        if (outcome.type === 'moved') {
          log(
            'info',
            `${projection.name}: Checkpoint wurde von außen versetzt (Neuaufbau oder übersprungenes Ereignis), lese ab dort weiter`,
          );
          position = outcome.position;
          committed.set(projection.name, position);
          einzelnBis = null;
          weiter();
          continue;
        }
        position = checkpoint;
        committed.set(projection.name, position);
        if (einzelnBis && eventStore.comparePositions(position, einzelnBis) >= 0) einzelnBis = null;
        weiter();
      } catch (error) {
        // Never give up on a projection: the database may come back, a deploy may fix the handler.
        const message = error instanceof Error ? error.message : String(error);
        log('error', `${projection.name}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
        ready = false;
        forget();
        prefetched = null;
        const failed = batch;
        batch = null;
        if (failed && failed.length > 1) {
          // Narrow it down first: retry at once, one event at a time, up to the end of this batch.
          einzelnBis = failed[failed.length - 1]!.position;
          continue;
        }
        // Stalled: report it (where, what, since when) and stop holding commands back, then retry with backoff.
        const stelle = failed?.[0]?.position ?? null;
        stalled.add(projection.name);
        notify();
        await recordStall(db, projection.name, stelle, message).catch((e: Error) =>
          log('error', `${projection.name}: Stillstand nicht gespeichert: ${e.message}`),
        );
        log('warn', `${projection.name}: steht${stelle ? ` bei Ereignis ${stelle}` : ''}, neuer Versuch in ${backoff} ms`);
        await sleep(backoff);
        backoff = Math.min(backoff * 2, MAX_BACKOFF_MS);
      }
    }
  };

  const loops = projections.map((p) => run(p));
  log('info', `Projektor gestartet: ${projections.map((p) => p.name).join(', ')}`);

  return {
    stop: async () => {
      if (stopping) return;
      stopping = true;
      for (const wake of [...sleepers]) wake();
      await Promise.all(loops);
      const lease = await leases?.catch(() => null);
      await lease?.close();
      notify();
    },
    wake: () => {
      wokenUntil = Date.now() + WOKEN_WINDOW_MS;
      for (const done of [...idle]) done();
    },
    waitFor: (position, projectionNames, timeoutMs) =>
      projectionNames.every((name) => committed.has(name) || stalled.has(name))
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
    const passed = () => names.every((name) => hasPassed(eventStore, committed.get(name) ?? null, position));
    // A stalled projection will not get there soon: answer at once instead of holding the command for the bound.
    const aufgeben = () => names.some((name) => stalled.has(name));
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
