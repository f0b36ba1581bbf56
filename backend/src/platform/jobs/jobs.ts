import PgBoss from 'pg-boss';
import type { Config } from '../config';
import { istAbschaltFehler } from './abschaltFehler';
import type { Db } from '../db';
import { listenForMails } from '../mail/mailWakeup';
import { MAIL_SWEEP, createMailQueues, mailSenderDeps, registerMailWorkers, type MailRetry } from '../mail/mailSender';
import type { JobSender, Warteschlange } from './jobSender';

export type JobsLog = Record<'info' | 'warn' | 'error', (message: string, detail?: unknown) => void>;

export type Jobs = JobSender & {
  boss: PgBoss;
  /** Asks for unsent mails to be sent now rather than at the next per-minute sweep; a no-op without SMTP_URL. */
  sendDue: () => Promise<void>;
  stop: () => Promise<void>;
};

export type StartJobsOptions = {
  connectionString: string;
  config: Pick<Config, 'JOBS' | 'SMTP_URL' | 'MAIL_FROM' | 'publicUrl'>;
  db: Db;
  log: JobsLog;
  /**
   * Whether this process runs workers and schedules. Default: JOBS === 'inprocess'. With
   * JOBS=external the API only sends jobs and workerMain.ts (runWorkers: true) works them off.
   */
  runWorkers?: boolean;
  /** Tests shorten the retry delays and the polling interval. */
  mailRetry?: MailRetry;
  pollingIntervalSeconds?: number;
  /** Scheduled work of features (e.g. the order reminders), handed in by the composition root. */
  geplant?: readonly GeplanterJob[];
  /** On-demand work of features (e.g. exports), sent by the API through `senden`. */
  warteschlangen?: readonly Warteschlange[];
};

/**
 * A feature's scheduled job: pg-boss sends one job per cron tick (whatever the number of worker
 * processes) and one worker runs it; `run` must still be idempotent (a crash retries it).
 */
export type GeplanterJob = { name: string; cron: string; run: () => Promise<void> };

export const PGBOSS_SCHEMA = 'pgboss';

/**
 * How often an idle worker asks for jobs (issue 29: an idle portal issues at most 2 statements a
 * second; every queue's worker polls on its own). A job sent by this process wakes its worker at
 * once (`senden`); a worker process (JOBS=external) starts a sent export within this many seconds.
 */
export const LEERLAUF_POLL_SEKUNDEN = 10;

/** pg-boss in schema `pgboss` of the application database (DESIGN § 7). */
export const startJobs = async (options: StartJobsOptions): Promise<Jobs> => {
  const { connectionString, config, db, log } = options;
  const runWorkers = options.runWorkers ?? config.JOBS === 'inprocess';
  const boss = new PgBoss({
    connectionString,
    schema: PGBOSS_SCHEMA,
    application_name: runWorkers ? 'abfallportal-worker' : 'abfallportal-api-jobs',
    max: 4,
    // Maintenance and cron belong to the process that works the jobs.
    supervise: runWorkers,
    schedule: runWorkers,
  });
  // PostgreSQL ending the connections (Ctrl+C reaches it too) is how a stop ends, not an error.
  boss.on('error', (err) =>
    istAbschaltFehler(err)
      ? log.info('Job-Warteschlange: PostgreSQL beendet die Verbindungen')
      : log.error('pg-boss meldet einen Fehler', err),
  );
  await boss.start();
  await createMailQueues(boss);

  let kick: (() => Promise<void>) | null = null;
  let wakeup: { stop: () => Promise<void> } | null = null;
  let closeTransport: (() => void) | null = null;
  if (runWorkers && config.SMTP_URL) {
    const deps = mailSenderDeps(db, config);
    closeTransport = () => deps.transport.close();
    const mail = await registerMailWorkers(boss, deps, {
      retry: options.mailRetry,
      pollingIntervalSeconds: options.pollingIntervalSeconds,
    });
    kick = mail.kick;
    wakeup = listenForMails(
      connectionString,
      () => void mail.kick().catch((err: unknown) => log.error('Mail-Versand konnte nicht angestoßen werden', err)),
      log,
    );
    log.info('Mail-Versand über SMTP aktiv');
  } else if (runWorkers) {
    log.info('Kein SMTP_URL: Mails bleiben unversendet im Postausgang (mail_outbox)');
  }
  for (const job of options.geplant ?? []) {
    await boss.createQueue(job.name, { name: job.name, policy: 'short' });
    if (!runWorkers) continue;
    await boss.work(job.name, { pollingIntervalSeconds: options.pollingIntervalSeconds ?? LEERLAUF_POLL_SEKUNDEN }, async () => {
      await job.run();
    });
    await boss.schedule(job.name, job.cron);
  }
  const arbeiter = new Map<string, string>();
  for (const w of options.warteschlangen ?? []) {
    await boss.createQueue(w.name, { name: w.name, policy: 'standard', retryLimit: w.retryLimit ?? 3, retryDelay: 30, retryBackoff: true });
    if (!runWorkers) continue;
    const workerId = await boss.work<Record<string, unknown>>(
      w.name,
      { pollingIntervalSeconds: options.pollingIntervalSeconds ?? LEERLAUF_POLL_SEKUNDEN },
      async (jobs) => {
        for (const job of jobs) await w.run(job.data);
      },
    );
    arbeiter.set(w.name, workerId);
  }

  return {
    boss,
    senden: async (name, data) => {
      await boss.send(name, data);
      const workerId = arbeiter.get(name);
      if (workerId) boss.notifyWorker(workerId);
    },
    sendDue: async () => {
      if (kick) await kick();
      else if (config.SMTP_URL) await boss.send(MAIL_SWEEP, {});
    },
    stop: async () => {
      await wakeup?.stop();
      // graceful: running jobs may finish; what does not finish in time is failed and retried later.
      // When PostgreSQL is already going down (Ctrl+C), pg-boss cannot mark them; they are retried after the start.
      await boss.stop({ graceful: true, timeout: 15_000 }).catch((err: unknown) => {
        if (!istAbschaltFehler(err)) throw err;
        log.info('Job-Warteschlange beendet, PostgreSQL war schon beim Herunterfahren');
      });
      closeTransport?.();
    },
  };
};
