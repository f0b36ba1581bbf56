import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { erinnerungJob } from '../../auftraege';
import { rechnungEmailJob } from '../../belege';
import { exportSweepJob, exportWarteschlange } from '../../exporte';
import { createEventStore } from '../../eventstore/createEventStore';
import { loadConfig } from '../config';
import { createDb } from '../db';
import { createFolderFileStore } from '../files/fileStore';
import { createLogger } from '../logger';
import { startJobs } from './jobs';

/**
 * The worker process of the deployed setup (JOBS=external, docker-compose service `worker`).
 * It runs every pg-boss worker and schedule; the API then only sends jobs. Several replicas
 * may run: pg-boss hands each job to one of them.
 */
const main = async (): Promise<void> => {
  const config = loadConfig();
  const log = createLogger(config.LOG_LEVEL);
  if (!config.DATABASE_URL) throw new Error('DATABASE_URL fehlt: der Worker-Prozess braucht den PostgreSQL-Server der API');
  const db = createDb(config.DATABASE_URL, { min: 0, max: 5 });
  const eventStore = createEventStore({ eventstoreUrl: config.EVENTSTORE_URL, db });
  // The API's file store: DATA_DIR must be the same volume in both processes (docs/operations.md).
  const files = createFolderFileStore(path.join(config.DATA_DIR, 'files'));
  const exportDeps = { db, files, publicUrl: config.publicUrl, jetzt: () => new Date() };
  const jobs = await startJobs({
    connectionString: config.DATABASE_URL,
    config,
    db,
    log,
    runWorkers: true,
    geplant: [
      erinnerungJob({ db, eventStore, jetzt: () => new Date(), neueId: randomUUID }, config.ERINNERUNG_NACH_STUNDEN),
      rechnungEmailJob({ db, files }, config),
      exportSweepJob(exportDeps),
    ],
    warteschlangen: [exportWarteschlange(exportDeps)],
  });
  log.info('Worker gestartet');

  let stopping = false;
  const shutdown = (signal: string): void => {
    if (stopping) return;
    stopping = true;
    log.info(`${signal}: Worker hält an`);
    jobs
      .stop()
      .then(() => eventStore.close())
      .then(() => db.destroy())
      .then(() => process.exit(0))
      .catch((err: unknown) => {
        log.error('Worker konnte nicht sauber anhalten', err);
        process.exit(1);
      });
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
};

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
