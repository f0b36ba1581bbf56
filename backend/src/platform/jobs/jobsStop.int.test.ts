import { createTestDatabase, type TestDatabase } from '../testing/testDatabase';
import { istAbschaltFehler } from './abschaltFehler';
import { startJobs } from './jobs';

/**
 * Issue 19, clean stop: Ctrl+C in a terminal reaches PostgreSQL too (same process group), which
 * ends every connection at once (SQLSTATE 57P01) while the portal still stops the job queue. The
 * stop must not report an error from the job queue. The shared test server stays up: the test
 * ends the queue's connections the way a shutting-down server does, with pg_terminate_backend.
 */
describe('Job-Warteschlange beim Strg+C', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(() => t.drop());

  it('given PostgreSQL ended the queue connections, when the jobs stop, then nothing is logged as an error', async () => {
    const fehler: unknown[] = [];
    const log = { info: () => undefined, warn: () => undefined, error: (m: string, d?: unknown) => void fehler.push([m, d]) };
    const jobs = await startJobs({
      connectionString: t.url,
      config: { JOBS: 'inprocess', SMTP_URL: undefined, MAIL_FROM: 'portal@example.org', publicUrl: 'http://localhost' },
      db: t.db,
      log,
    });
    const beendet = await t.db.raw(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'abfallportal-worker' AND datname = current_database()`,
    );
    expect(beendet.rows.length).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await jobs.stop();
    expect(fehler).toEqual([]);
  });

  it('tells the end of a shutdown from a real error', () => {
    expect(istAbschaltFehler({ code: '57P01', message: 'terminating connection due to administrator command' })).toBe(true);
    expect(istAbschaltFehler(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(istAbschaltFehler({ code: '42P01', message: 'relation "job" does not exist' })).toBe(false);
    expect(istAbschaltFehler('kaputt')).toBe(false);
  });
});
