import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startEmbeddedPostgres, ensureDatabase } from './backend/src/platform/embeddedPostgres';
import { freePort } from './backend/src/platform/freePort';
import { createDb } from './backend/src/platform/db';
import { migrateLatest } from './migrations';
import { loadReferenzdaten } from './backend/src/stammdaten/loadReferenzdaten';
import { TEMPLATE_DATABASE } from './backend/src/platform/testing/testDatabase';

/**
 * One embedded PostgreSQL for the whole jest run. A template database holds the migrated schema
 * and the reference data; every test file clones it (createTestDatabase), so files run in
 * parallel and leave nothing behind.
 */
export default async function globalSetup(): Promise<void> {
  if (process.env.TEST_PG_ADMIN_URL) return;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'abfallportal-test-pg-'));
  fs.chmodSync(dir, 0o755); // postgres runs as its own user when we are root
  const port = await freePort();
  const pg = await startEmbeddedPostgres({ dir: path.join(dir, 'data'), port, persistent: false });
  const adminUrl = pg.url('postgres');
  await ensureDatabase(adminUrl, TEMPLATE_DATABASE);
  const db = createDb(pg.url(TEMPLATE_DATABASE));
  await migrateLatest(db);
  await loadReferenzdaten(db);
  await db.destroy();
  process.env.TEST_PG_ADMIN_URL = adminUrl;
  (globalThis as { __ABFALLPORTAL_PG__?: { stop: () => Promise<void>; dir: string } }).__ABFALLPORTAL_PG__ = { stop: pg.stop, dir };
}
