import type { Db } from '../platform/db';

/**
 * The id of the row of `table` that matches `where`, usually a demo or reference row found by its
 * name (the first by id when several match). Throws naming table and filter when there is none, so a renamed demo row shows as such.
 */
export async function idVon(db: Db, table: string, where: Record<string, unknown>): Promise<number> {
  const row = (await db(table).where(where).orderBy('id').first('id')) as { id: number } | undefined;
  if (!row) throw new Error(`${table} ${JSON.stringify(where)} fehlt`);
  return row.id;
}
