import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '@abfallportal/backend/platform/config';
import { createDb, type Db } from '@abfallportal/backend/platform/db';
import { ensureDatabase, startEmbeddedPostgres } from '@abfallportal/backend/platform/embeddedPostgres';

export const EMBEDDED_DATABASE = 'abfallportal';

export type CliDatabase = { db: Db; url: string; close: () => Promise<void> };

const embeddedUrl = (port: number, database: string): string => `postgres://abfallportal:abfallportal@127.0.0.1:${port}/${database}`;

/** Whether the postmaster.pid in `dir` names a live process, i.e. the API's embedded PostgreSQL runs. */
export const embeddedServerRunning = (dir: string): boolean => {
  const pidFile = path.join(dir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return false;
  const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: alive, but owned by the postgres user (we run as root or another user).
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * The database the app uses, for tools beside it (replay CLI, projector process). With
 * DATABASE_URL: that. Embedded: start PostgreSQL from `.data/pg` like the app does, unless the
 * running API already holds that folder (a second postmaster on it would fail), then connect to it.
 */
export const connectCliDatabase = async (config: Config, log: (line: string) => void): Promise<CliDatabase> => {
  if (!config.embedded) {
    const url = config.DATABASE_URL!;
    const db = createDb(url);
    return { db, url, close: () => db.destroy() };
  }
  const dir = path.join(config.DATA_DIR, 'pg');
  const url = embeddedUrl(config.EMBEDDED_PG_PORT, EMBEDDED_DATABASE);
  if (embeddedServerRunning(dir)) {
    log(`Eingebettete PostgreSQL läuft bereits (Port ${config.EMBEDDED_PG_PORT}), verbinde mich damit.`);
    const db = createDb(url);
    return { db, url, close: () => db.destroy() };
  }
  const pg = await startEmbeddedPostgres({ dir, port: config.EMBEDDED_PG_PORT });
  try {
    await ensureDatabase(pg.url('postgres'), EMBEDDED_DATABASE);
  } catch (error) {
    await pg.stop();
    throw error;
  }
  const db = createDb(url);
  return {
    db,
    url,
    close: async () => {
      await db.destroy();
      await pg.stop();
    },
  };
};
