import type { StoredEvent } from '@abfallportal/backend/eventstore/eventStore';
import type { Db } from '@abfallportal/backend/platform/db';
import { claimCheckpoint, lockCheckpoint } from './checkpoints';
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
