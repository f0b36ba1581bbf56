import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createDb, type Db } from '../db';

export const TEMPLATE_DATABASE = 'abfallportal_template';

export type TestDatabase = { db: Db; url: string; drop: () => Promise<void> };

const adminUrl = (): string => {
  const url = process.env.TEST_PG_ADMIN_URL;
  if (!url) throw new Error('TEST_PG_ADMIN_URL fehlt: Tests mit Datenbank laufen nur unter jest (globalSetup).');
  return url;
};

const withAdmin = async (sql: string): Promise<void> => {
  const client = new pg.Client({ connectionString: adminUrl() });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
};

/** A fresh database cloned from the migrated template with reference data; drop it in afterAll. */
export const createTestDatabase = async (): Promise<TestDatabase> => {
  const name = `test_${randomBytes(6).toString('hex')}`;
  await withAdmin(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DATABASE}`);
  const url = adminUrl().replace(/\/[^/]*$/, `/${name}`);
  const db = createDb(url);
  return {
    db,
    url,
    drop: async () => {
      await db.destroy();
      await withAdmin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
};
