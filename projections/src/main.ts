import { createEventStore } from '@abfallportal/backend/eventstore/createEventStore';
import { loadConfig } from '@abfallportal/backend/platform/config';
import { createLogger } from '@abfallportal/backend/platform/logger';
import { connectCliDatabase } from './cliDatabase';
import { projectorWork } from './index';
import { startProjector } from './runtime/startProjector';

const LAG_LOG_MS = 30_000;

/**
 * The projector as its own process (docker-compose service `projector`, API with PROJECTOR=external).
 * Takes an advisory lease per projection, so several replicas can run: one is active per
 * projection, the others stand by and take over when its connection ends. Migrating is the
 * API's job; this process expects the schema to be there.
 */
const main = async (): Promise<void> => {
  const config = loadConfig();
  const log = createLogger(config.LOG_LEVEL);
  const database = await connectCliDatabase(config, (line) => log.info(line));
  const eventStore = createEventStore({ eventstoreUrl: config.EVENTSTORE_URL, db: database.db });
  const projector = await startProjector({
    db: database.db,
    eventStore,
    projections: projectorWork({
      publicUrl: config.publicUrl,
      supportEmail: config.SUPPORT_EMAIL,
      system: { db: database.db, eventStore, jetzt: () => new Date() },
    }),
    lease: true,
    log: (level, message) => log[level](message),
  });
  const lagTimer = setInterval(() => {
    projector.lag().then(
      (lags) =>
        log.info(`Rückstand: ${lags.map((l) => `${l.name} ${l.eventsBehind} Ereignisse/${l.secondsBehind.toFixed(1)} s`).join(', ')}`),
      (error: unknown) => log.warn('Rückstand nicht lesbar', error),
    );
  }, LAG_LOG_MS);

  let stopping = false;
  const stop = async (signal: string): Promise<void> => {
    if (stopping) return;
    stopping = true;
    log.info(`${signal}: Projektor hält an`);
    clearInterval(lagTimer);
    await projector.stop();
    await eventStore.close();
    await database.close();
    process.exit(0);
  };
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.once(signal, () => void stop(signal));
};

main().catch((error: unknown) => {
  process.stderr.write(`Projektor konnte nicht starten: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
