import type { StoredEvent } from '@abfallportal/backend/eventstore/eventStore';
import type { Db } from '@abfallportal/backend/platform/db';
import { claimCheckpoint, claimCheckpoints, lockCheckpoint } from './checkpoints';
import { liveTableNames, type Projection } from './projection';

export type BatchOutcome =
  | { type: 'applied' }
  /** Someone else moved the checkpoint (a rebuild swap, a second instance): continue from there. */
  | { type: 'moved'; position: string | null }
  /** The live tables were (re)built by another version of this projection. */
  | { type: 'version'; storedVersion: number };

/**
 * Applies one batch and moves the checkpoint in the same transaction (DESIGN § 5): either both
 * happen or neither. The checkpoint moves first, by compare-and-set from `from` (one statement that
 * also locks the row), so a redelivered or stale batch is a no-op instead of a double write; only
 * when it does not match is the row read to tell why.
 */
export const applyBatch = async (
  db: Db,
  projection: Projection,
  from: string | null,
  events: StoredEvent[],
  to: string,
): Promise<BatchOutcome> =>
  db.transaction(async (trx): Promise<BatchOutcome> => {
    if (!(await claimCheckpoint(trx, projection, from, to, events.length))) {
      const row = await lockCheckpoint(trx, projection.name);
      if (!row) throw new Error(`Projektion ${projection.name}: Checkpoint fehlt (ensureProjection nicht gelaufen)`);
      if (row.version !== projection.version) return { type: 'version', storedVersion: row.version };
      return { type: 'moved', position: row.position };
    }
    await projection.handle(trx, events, liveTableNames(projection));
    return { type: 'applied' };
  });

export type GemeinsamerTeil = { projection: Projection; from: string | null; events: StoredEvent[]; to: string };

/**
 * Several projections' shares of one batch in one transaction: one compare-and-set statement moves
 * all their checkpoints (each row as in `applyBatch`), then each handler writes. Answers the names
 * whose checkpoint was not where expected (moved from outside, other version): they wrote nothing.
 * When a handler throws, everything rolls back and the caller applies the parts one by one, so a
 * failing projection cannot hold up the others and the exactly-once rule is the same as alone.
 */
export const applyBatchTogether = async (db: Db, teile: readonly GemeinsamerTeil[]): Promise<Set<string>> =>
  db.transaction(async (trx) => {
    const claimed = await claimCheckpoints(trx, teile);
    for (const teil of teile)
      if (claimed.has(teil.projection.name)) await teil.projection.handle(trx, teil.events, liveTableNames(teil.projection));
    return new Set(teile.map((t) => t.projection.name).filter((name) => !claimed.has(name)));
  });
