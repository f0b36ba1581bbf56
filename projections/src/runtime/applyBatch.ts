import type { StoredEvent } from '../../../backend/src/eventstore/eventStore';
import type { Db } from '../../../backend/src/platform/db';
import { advanceCheckpoint, lockCheckpoint } from './checkpoints';
import { liveTableNames, type Projection } from './projection';

export type BatchOutcome =
  | { type: 'applied' }
  /** Someone else moved the checkpoint (a rebuild swap, a second instance): continue from there. */
  | { type: 'moved'; position: string | null }
  /** The live tables were (re)built by another version of this projection. */
  | { type: 'version'; storedVersion: number };

/**
 * Applies one batch and moves the checkpoint in the same transaction (DESIGN § 5): either both
 * happen or neither. The checkpoint row is locked and compared with `from` first, a
 * compare-and-set that makes a redelivered or stale batch a no-op instead of a double write.
 */
export const applyBatch = async (
  db: Db,
  projection: Projection,
  from: string | null,
  events: StoredEvent[],
  to: string,
): Promise<BatchOutcome> =>
  db.transaction(async (trx): Promise<BatchOutcome> => {
    const row = await lockCheckpoint(trx, projection.name);
    if (!row) throw new Error(`Projektion ${projection.name}: Checkpoint fehlt (ensureProjection nicht gelaufen)`);
    if (row.version !== projection.version) return { type: 'version', storedVersion: row.version };
    if (row.position !== from) return { type: 'moved', position: row.position };
    await projection.handle(trx, events, liveTableNames(projection));
    await advanceCheckpoint(trx, projection.name, to, events.length);
    return { type: 'applied' };
  });
