import type { ReadAllResult, StoredEvent } from '@abfallportal/backend/eventstore/eventStore';
import { ensureProjection, readCheckpoints, recordStall } from './checkpoints';
import { rebuildProjection } from './rebuildProjection';
import { schreiben, uebernehmen, vorruecken, zuVerarbeiten, type Laufzeit, type Teilnehmer } from './teilnehmer';

const MAX_BACKOFF_MS = 5000;

type Read = { from: string | null; result: Promise<ReadAllResult> };

export const lesen = (laufzeit: Laufzeit, from: string | null, limit = laufzeit.batchSize): Read => {
  const result = laufzeit.eventStore.readAll({ from, limit });
  result.catch(() => undefined); // awaited when used; a discarded prefetch must not fail "unhandled"
  return { from, result };
};

/** Takes the lease, creates or rebuilds the tables, reads the checkpoint. False: another instance is active. */
const vorbereiten = async (laufzeit: Laufzeit, t: Teilnehmer): Promise<boolean> => {
  const { projection } = t;
  const { log } = laufzeit;
  const lease = await laufzeit.leases();
  if (lease && !lease.holds(projection.name)) {
    if (!(await lease.tryAcquire(projection.name))) return false;
    log('info', `${projection.name}: Lease übernommen`);
  }
  const { storedVersion } = await ensureProjection(laufzeit.db, projection);
  if (storedVersion !== projection.version) {
    if (!laufzeit.rebuildOnVersionChange)
      throw new Error(`Version ${storedVersion} gespeichert, ${projection.version} im Code: Neuaufbau nötig`);
    log('info', `${projection.name}: Version ${storedVersion} → ${projection.version}, Neuaufbau startet`);
    await rebuildProjection({ db: laufzeit.db, eventStore: laufzeit.eventStore, projection, log });
  }
  uebernehmen(laufzeit, t, (await readCheckpoints(laufzeit.db, [projection.name])).get(projection.name)?.position ?? null);
  return true;
};

/**
 * A projection on its own: at start, after a failure, or when it stands by for another instance's
 * lease. It catches up with its own reads (a projection far behind never holds up the caught-up
 * ones) and returns once a read came back short: then the one reader feeds it. After a failed
 * batch it goes one event at a time up to `einzelnBis`, so a stall names the very event that fails
 * and every event before it is still projected; a stalled projection retries with backoff.
 */
export const einzelnLaufen = async (laufzeit: Laufzeit, t: Teilnehmer, start: { einzelnBis: string | null }): Promise<void> => {
  const { projection } = t;
  const { log, eventStore } = laufzeit;
  let ready = false;
  let backoff = laufzeit.pollMs;
  let prefetched: Read | null = null;
  let einzelnBis = start.einzelnBis;
  let batch: StoredEvent[] | null = null;
  const weiter = (): void => {
    backoff = laufzeit.pollMs;
    if (laufzeit.stalled.delete(projection.name)) log('info', `${projection.name}: läuft wieder`);
    laufzeit.notify();
  };
  while (laufzeit.laeuft()) {
    try {
      const lease = await laufzeit.leases();
      if (!ready || (lease && !lease.holds(projection.name))) {
        ready = await vorbereiten(laufzeit, t);
        if (!ready) {
          laufzeit.committed.delete(projection.name); // another instance is active; stand by
          await laufzeit.sleep(laufzeit.leaseRetryMs);
          continue;
        }
      }
      const current = einzelnBis
        ? lesen(laufzeit, t.position, 1)
        : prefetched?.from === t.position
          ? prefetched
          : lesen(laufzeit, t.position);
      prefetched = null;
      const { events, checkpoint } = await current.result;
      if (!einzelnBis && events.length === laufzeit.batchSize) prefetched = lesen(laufzeit, checkpoint);
      batch = zuVerarbeiten(eventStore, t, events);
      const moved = batch.length > 0 && (await schreiben(laufzeit, t, batch, checkpoint)) === 'moved';
      batch = null;
      if (moved) einzelnBis = null;
      else if (events.length > 0) vorruecken(laufzeit, t, checkpoint);
      if (einzelnBis && (events.length === 0 || eventStore.comparePositions(checkpoint, einzelnBis) >= 0)) einzelnBis = null;
      if (events.length > 0 || moved) weiter();
      if (!moved && !einzelnBis && events.length < laufzeit.batchSize) return; // caught up: the one reader takes over
    } catch (error) {
      // Never give up on a projection: the database may come back, a deploy may fix the handler.
      const message = error instanceof Error ? error.message : String(error);
      log('error', `${projection.name}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      ready = false;
      laufzeit.committed.delete(projection.name);
      prefetched = null;
      const failed = batch;
      batch = null;
      if (failed && failed.length > 1) {
        einzelnBis = failed[failed.length - 1]!.position; // narrow it down first, at once
        continue;
      }
      // Stalled: report it (where, what, since when) and stop holding commands back, then retry with backoff.
      const stelle = failed?.[0]?.position ?? null;
      laufzeit.stalled.add(projection.name);
      laufzeit.notify();
      await recordStall(laufzeit.db, projection.name, stelle, message).catch((e: Error) =>
        log('error', `${projection.name}: Stillstand nicht gespeichert: ${e.message}`),
      );
      log('warn', `${projection.name}: steht${stelle ? ` bei Ereignis ${stelle}` : ''}, neuer Versuch in ${backoff} ms`);
      await laufzeit.sleep(backoff);
      backoff = Math.min(backoff * 2, MAX_BACKOFF_MS);
    }
  }
};
