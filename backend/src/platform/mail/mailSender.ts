import type PgBoss from 'pg-boss';
import nodemailer, { type Mail as Transporter } from 'nodemailer';
import type { Config } from '../config';
import type { Db } from '../db';

/** One job per mail; pg-boss retries it with backoff. */
export const MAIL_SENDEN = 'mail-senden';
/** Finds unsent mails and creates their mail-senden jobs; scheduled every minute and kicked by sendDue(). */
export const MAIL_SWEEP = 'mail-sweep';

export type MailRetry = { retryLimit: number; retryDelaySeconds: number };

/**
 * pg-boss backoff waits retryDelay · 2^n · (1..2) before retry n+1: with 5 retries at 20 s a job
 * gives up after 10–21 minutes. The sweep then plans the mail again once its lease has run out,
 * so a mail is retried (slowly) until it is sent.
 */
export const DEFAULT_MAIL_RETRY: MailRetry = {
  retryLimit: 5,
  retryDelaySeconds: 20,
};
/** Longer than a job's whole retry chain, so the sweep does not plan a mail twice. */
const EINPLANUNG_LEASE = "interval '30 minutes'";
/** Longer than nodemailer's timeouts below; a crashed sender's lease runs out after this. */
const SENDE_LEASE = "interval '5 minutes'";
const SWEEP_BATCH = 200;

export type MailTransport = Pick<Transporter, 'sendMail' | 'close'>;

export type MailSenderDeps = {
  db: Db;
  transport: MailTransport;
  from: string;
  messageIdHost: string;
};

export const createMailTransport = (smtpUrl: string): MailTransport =>
  nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 30_000,
    greetingTimeout: 30_000,
    socketTimeout: 60_000,
  });

export const mailSenderDeps = (db: Db, config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM' | 'publicUrl'>): MailSenderDeps => {
  if (!config.SMTP_URL) throw new Error('SMTP_URL fehlt: ohne SMTP bleiben Mails im Postausgang');
  return {
    db,
    transport: createMailTransport(config.SMTP_URL),
    from: config.MAIL_FROM,
    messageIdHost: new URL(config.publicUrl).hostname,
  };
};

type Claimed = {
  id: string;
  empfaenger: string;
  betreff: string;
  text: string;
};

/**
 * Sends one outbox mail. The row is leased (gesperrt_bis) in a statement of its own rather than
 * locked for the SMTP conversation: an open transaction would hold back the event-store readers.
 * A crash between SMTP acceptance and marking gesendet_am sends the mail again once the lease
 * runs out: a mail may arrive twice (same Message-ID, so clients can fold it), it is never lost.
 */
export const sendOutboxMail = async (deps: MailSenderDeps, mailId: string): Promise<'gesendet' | 'erledigt'> => {
  const { db } = deps;
  const claimed = (await db.raw(
    `UPDATE mail_outbox SET gesperrt_bis = now() + ${SENDE_LEASE}, versuche = versuche + 1
      WHERE id = ? AND gesendet_am IS NULL AND (gesperrt_bis IS NULL OR gesperrt_bis < now())
      RETURNING id, empfaenger, betreff, text`,
    [mailId],
  )) as { rows: Claimed[] };
  const mail = claimed.rows[0];
  if (!mail) {
    const row = (await db('mail_outbox').where({ id: mailId }).first('gesendet_am')) as { gesendet_am: Date | null } | undefined;
    if (!row || row.gesendet_am) return 'erledigt';
    // Another sender holds the lease; failing lets pg-boss try again after it has finished or expired.
    throw new Error(`Mail ${mailId} wird gerade von einem anderen Sender verschickt`);
  }
  try {
    await deps.transport.sendMail({
      from: deps.from,
      to: mail.empfaenger,
      subject: mail.betreff,
      text: mail.text,
      messageId: `<${mail.id}@${deps.messageIdHost}>`,
    });
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    await db('mail_outbox')
      .where({ id: mail.id })
      .update({ letzter_fehler: message.slice(0, 2000), gesperrt_bis: null });
    throw err;
  }
  await db('mail_outbox').where({ id: mail.id }).update({ gesendet_am: db.fn.now(), gesperrt_bis: null });
  return 'gesendet';
};

/**
 * Plans a mail-senden job for every unsent mail that has none. SKIP LOCKED lets several sweeps
 * run at once without waiting on each other; the lease (eingeplant_bis) is set in the same
 * statement, so each mail is planned once per lease. If creating the jobs fails after the lease
 * committed, the mail is planned again when the lease runs out.
 */
export const dispatchDueMails = async (db: Db, boss: PgBoss, retry: MailRetry = DEFAULT_MAIL_RETRY): Promise<number> => {
  let total = 0;
  for (;;) {
    const planned = (await db.raw(
      `WITH faellig AS (
         SELECT id FROM mail_outbox
          WHERE gesendet_am IS NULL AND (eingeplant_bis IS NULL OR eingeplant_bis < now())
          ORDER BY erstellt_am
          LIMIT ${SWEEP_BATCH}
          FOR UPDATE SKIP LOCKED)
       UPDATE mail_outbox m SET eingeplant_bis = now() + ${EINPLANUNG_LEASE}
         FROM faellig WHERE m.id = faellig.id
       RETURNING m.id`,
    )) as { rows: { id: string }[] };
    if (planned.rows.length === 0) return total;
    await boss.insert(
      planned.rows.map(({ id }) => ({
        name: MAIL_SENDEN,
        data: { mailId: id },
        retryLimit: retry.retryLimit,
        retryDelay: retry.retryDelaySeconds,
        retryBackoff: true,
        expireInSeconds: 120,
      })),
    );
    total += planned.rows.length;
    if (planned.rows.length < SWEEP_BATCH) return total;
  }
};

/** Queues exist in every process that sends jobs; createQueue is idempotent. */
export const createMailQueues = async (boss: PgBoss): Promise<void> => {
  await boss.createQueue(MAIL_SENDEN, {
    name: MAIL_SENDEN,
    policy: 'standard',
  });
  // 'short': at most one waiting sweep, so many kicks in a row cost one sweep.
  await boss.createQueue(MAIL_SWEEP, { name: MAIL_SWEEP, policy: 'short' });
};

export type MailWorkerOptions = {
  retry?: MailRetry;
  pollingIntervalSeconds?: number;
};

/**
 * Registers both workers and the per-minute sweep. Call only when SMTP_URL is set. `kick` asks
 * for a sweep now and wakes the local workers instead of waiting for their next poll.
 */
export const registerMailWorkers = async (
  boss: PgBoss,
  deps: MailSenderDeps,
  options: MailWorkerOptions = {},
): Promise<{ kick: () => Promise<void> }> => {
  // Both are woken when there is work (kick, LISTEN in mailWakeup.ts); the poll is only a safety net.
  const pollingIntervalSeconds = options.pollingIntervalSeconds ?? 10;
  const senderId = await boss.work<{ mailId: string }>(MAIL_SENDEN, { pollingIntervalSeconds }, async (jobs) => {
    for (const job of jobs) await sendOutboxMail(deps, job.data.mailId);
  });
  const sweepId = await boss.work(MAIL_SWEEP, { pollingIntervalSeconds }, async () => {
    if ((await dispatchDueMails(deps.db, boss, options.retry)) > 0) boss.notifyWorker(senderId);
  });
  await boss.schedule(MAIL_SWEEP, '* * * * *');
  return {
    kick: async () => {
      await boss.send(MAIL_SWEEP, {});
      boss.notifyWorker(sweepId);
    },
  };
};
