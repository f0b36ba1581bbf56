import type { Db } from '../platform/db';

export type OffeneTransaktion = {
  seconds: number;
  pid: number;
  database: string | null;
  applicationName: string | null;
  state: string | null;
};

/**
 * The oldest transaction of the whole cluster that holds an id. It holds back the visibility
 * horizon of every PostgreSQL event-store reader (pg_snapshot_xmin, DESIGN § 4): while it runs, no
 * projection moves past it. Transactions that only read (no id) do not hold readers back and are
 * left out. Sessions of other roles are visible only with pg_read_all_stats (operations § 5).
 */
export const oldestTransaction = async (db: Db): Promise<OffeneTransaktion | null> => {
  const { rows } = await db.raw<{ rows: OffeneTransaktion[] }>(
    `SELECT extract(epoch FROM clock_timestamp() - xact_start)::float8 AS seconds, pid, datname AS database,
       application_name AS "applicationName", state
     FROM pg_stat_activity
     WHERE backend_xid IS NOT NULL AND pid <> pg_backend_pid()
     ORDER BY xact_start LIMIT 1`,
  );
  return rows[0] ?? null;
};
