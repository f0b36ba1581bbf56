import type { Knex } from 'knex';
import type { Db } from '@abfallportal/backend/platform/db';
import { ident, type Projection } from './projection';

/** Suffixes stay short: PostgreSQL cuts identifiers at 63 bytes, and index names carry them too. */
export const REBUILD_MARK = '__rb';
export const OLD_MARK = '__old';

export const rebuildSuffix = (now: Date = new Date()): string => `${REBUILD_MARK}${now.getTime().toString(36)}`;
export const oldSuffix = (now: Date = new Date()): string => `${OLD_MARK}${now.getTime().toString(36)}`;

/** The new name of an index that followed its table from `from` to `to`, or null if it is not named after the table. */
export const renamedIndex = (index: string, from: string, to: string): string | null =>
  index.startsWith(from) ? `${to}${index.slice(from.length)}` : null;

/**
 * Renames a table and the indexes named after it (primary key included), so the swapped-in
 * table ends up with the same index names a fresh live table would have and the next rebuild
 * can use its names again.
 */
export const renameTableWithIndexes = async (trx: Knex.Transaction, from: string, to: string): Promise<void> => {
  const { rows } = (await trx.raw('SELECT indexname FROM pg_indexes WHERE schemaname = current_schema() AND tablename = ?', [from])) as {
    rows: { indexname: string }[];
  };
  await trx.raw(`ALTER TABLE ${ident(from)} RENAME TO ${ident(to)}`);
  for (const { indexname } of rows) {
    const target = renamedIndex(indexname, from, to);
    if (target) await trx.raw(`ALTER INDEX ${ident(indexname)} RENAME TO ${ident(target)}`);
  }
};

export const tableExists = async (trx: Knex.Transaction | Db, name: string): Promise<boolean> => {
  const { rows } = (await trx.raw('SELECT to_regclass(?) IS NOT NULL AS found', [ident(name)])) as { rows: { found: boolean }[] };
  return rows[0]?.found === true;
};

/** Tables an aborted rebuild (or a crash between swap and drop) left behind. Caller holds the rebuild lease. */
export const dropLeftoverTables = async (db: Db, projection: Projection): Promise<string[]> => {
  const dropped: string[] = [];
  for (const table of projection.tables) {
    const { rows } = (await db.raw(
      'SELECT tablename FROM pg_tables WHERE schemaname = current_schema() AND (starts_with(tablename, ?) OR starts_with(tablename, ?))',
      [`${table}${REBUILD_MARK}`, `${table}${OLD_MARK}`],
    )) as { rows: { tablename: string }[] };
    for (const { tablename } of rows) {
      await db.raw(`DROP TABLE IF EXISTS ${ident(tablename)}`);
      dropped.push(tablename);
    }
  }
  return dropped;
};
