import type { Knex } from 'knex';
import type { Db } from '@abfallportal/backend/platform/db';
import type { ProjectionStall } from '@abfallportal/backend/platform/projectionLag';
import { liveTableNames, type Projection } from './projection';

export const CHECKPOINT_TABLE = 'projection_checkpoint';

export type CheckpointRow = {
  name: string;
  version: number;
  position: string | null;
  eventsProcessed: number;
  updatedAt: string;
  stalled: ProjectionStall | null;
};

type RawRow = {
  name: string;
  version: number;
  position: string | null;
  events_processed: number;
  updated_at: Date;
  stalled_since: Date | null;
  stalled_attempts: number;
  stalled_error: string | null;
  stalled_position: string | null;
};

const toRow = (r: RawRow): CheckpointRow => ({
  name: r.name,
  version: r.version,
  position: r.position,
  eventsProcessed: Number(r.events_processed),
  updatedAt: r.updated_at.toISOString(),
  stalled: r.stalled_since
    ? { since: r.stalled_since.toISOString(), attempts: r.stalled_attempts, error: r.stalled_error ?? '', position: r.stalled_position }
    : null,
});

export const readCheckpoints = async (db: Db | Knex.Transaction, names: readonly string[]): Promise<Map<string, CheckpointRow>> => {
  const rows: RawRow[] = await db(CHECKPOINT_TABLE).whereIn('name', names);
  return new Map(rows.map((r) => [r.name, toRow(r)]));
};

/**
 * Locks the projection's checkpoint row for the rest of `trx`. Every writer of the live tables
 * (projector batch, rebuild swap) takes this lock first, so they serialise on it.
 */
export const lockCheckpoint = async (trx: Knex.Transaction, name: string): Promise<CheckpointRow | undefined> => {
  const row: RawRow | undefined = await trx(CHECKPOINT_TABLE).where({ name }).forUpdate().first();
  return row ? toRow(row) : undefined;
};

/**
 * Compare-and-set in one statement: moves the checkpoint from `from` to `to` only if it still stands
 * at `from` for this version, and locks the row for the rest of `trx` like lockCheckpoint. The batch
 * the caller then writes commits with it or not at all. False when the row was not there as expected.
 * A batch that commits ends a stall: the projection got past whatever stopped it.
 */
export const claimCheckpoint = async (
  trx: Knex.Transaction,
  projection: { name: string; version: number },
  from: string | null,
  to: string,
  events: number,
): Promise<boolean> => {
  const result = await trx.raw<{ rowCount: number }>(
    `UPDATE ${CHECKPOINT_TABLE} SET position = ?, events_processed = events_processed + ?, updated_at = now(),
       stalled_since = NULL, stalled_attempts = 0, stalled_error = NULL, stalled_position = NULL
     WHERE name = ? AND version = ? AND position IS NOT DISTINCT FROM ?::text`,
    [to, events, projection.name, projection.version, from],
  );
  return result.rowCount === 1;
};

/**
 * claimCheckpoint for several projections in one statement; answers the names it moved (and locked
 * for the rest of the transaction). A missing name was moved from outside meanwhile (rebuild swap,
 * skipped event). On `db` alone it is the one reader's bulk move of checkpoints that trail (no events).
 */
export const claimCheckpoints = async (
  trx: Knex.Transaction | Db,
  teile: readonly { projection: { name: string; version: number }; from: string | null; to: string; events: readonly unknown[] }[],
): Promise<Set<string>> => {
  const result = await trx.raw<{ rows: { name: string }[] }>(
    `UPDATE ${CHECKPOINT_TABLE} c SET position = m.to_position, events_processed = c.events_processed + m.events, updated_at = now(),
       stalled_since = NULL, stalled_attempts = 0, stalled_error = NULL, stalled_position = NULL
     FROM unnest(?::text[], ?::int[], ?::text[], ?::text[], ?::int[]) AS m(name, version, from_position, to_position, events)
     WHERE c.name = m.name AND c.version = m.version AND c.position IS NOT DISTINCT FROM m.from_position
     RETURNING c.name`,
    [
      teile.map((t) => t.projection.name),
      teile.map((t) => t.projection.version),
      teile.map((t) => t.from) as string[],
      teile.map((t) => t.to),
      teile.map((t) => t.events.length),
    ],
  );
  return new Set(result.rows.map((r) => r.name));
};

export type EnsureResult = { created: boolean; storedVersion: number };

/**
 * Creates the checkpoint row and the live tables of a projection met for the first time, in one
 * transaction, so a crash cannot leave tables without a row or a row without tables. A
 * concurrent caller waits on the primary key and then finds the row.
 */
export const ensureProjection = async (db: Db, projection: Projection): Promise<EnsureResult> =>
  db.transaction(async (trx) => {
    const inserted: { name: string }[] = await trx(CHECKPOINT_TABLE)
      .insert({ name: projection.name, version: projection.version, position: null, events_processed: 0 })
      .onConflict('name')
      .ignore()
      .returning('name');
    if (inserted.length > 0) {
      await projection.createTables(trx, liveTableNames(projection));
      for (const index of projection.indexes?.(liveTableNames(projection)) ?? []) await trx.raw(index.sql);
      return { created: true, storedVersion: projection.version };
    }
    const row = await lockCheckpoint(trx, projection.name);
    return { created: false, storedVersion: row?.version ?? projection.version };
  });

/**
 * Records that the projection failed again at `position` (or in a batch starting at its checkpoint,
 * when null): /health and read-your-writes of every process read it from here (issue 17).
 */
export const recordStall = async (db: Db, name: string, position: string | null, error: string): Promise<void> => {
  await db(CHECKPOINT_TABLE)
    .where({ name })
    .update({
      stalled_since: db.raw('coalesce(stalled_since, now())'),
      stalled_attempts: db.raw('stalled_attempts + 1'),
      stalled_error: error.slice(0, 2000),
      // A failure before any event was read (database away) keeps the event found earlier.
      stalled_position: position ?? db.raw('stalled_position'),
    });
};
