import { createPostgresEventStore } from '@abfallportal/backend/eventstore/postgresEventStore';
import { createDb } from '@abfallportal/backend/platform/db';
import { startProjector } from '../startProjector';
import { counterProjection } from './counterProjection';

/**
 * The projector as its own process, for the kill test: DATABASE_URL, PROJECTION (name),
 * BATCH_SIZE and DELAY_MS from the environment. Prints "bereit" once started; SIGTERM stops it.
 */
const main = async (): Promise<void> => {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL fehlt');
  const db = createDb(url);
  const eventStore = createPostgresEventStore(db);
  const projector = await startProjector({
    db,
    eventStore,
    projections: [counterProjection({ name: process.env.PROJECTION ?? 'counter', delayMs: Number(process.env.DELAY_MS ?? 0) })],
    batchSize: Number(process.env.BATCH_SIZE ?? 100),
    pollMs: 20,
    leaseRetryMs: 100,
    log: (level, message) => {
      if (level === 'warn' || level === 'error') process.stderr.write(`[${level}] ${message}\n`);
    },
  });
  process.stdout.write('bereit\n');
  process.once('SIGTERM', () => {
    void projector
      .stop()
      .then(() => db.destroy())
      .then(() => process.exit(0));
  });
};

main().catch((error: unknown) => {
  process.stderr.write(`${String(error)}\n`);
  process.exit(1);
});
