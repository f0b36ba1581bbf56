import { SMTPServer } from 'smtp-server';
import { freePort } from '../freePort';
import { startJobs, type Jobs } from '../jobs/jobs';
import { silentJobsLog } from '../jobs/silentJobsLog';
import { createTestDatabase, type TestDatabase } from '../testing/testDatabase';
import { MAIL_SENDEN, dispatchDueMails } from './mailSender';
import { enqueueMail, type OutboxRow } from './outbox';
import { eventually } from '../../../../test/support/eventually';

type Received = { from: string; to: string[]; raw: string };

/** A real SMTP server on loopback that keeps what it receives and can refuse recipients. */
const startSmtp = async (): Promise<{
  url: string;
  received: Received[];
  refuse: { on: boolean };
  close: () => Promise<void>;
}> => {
  const received: Received[] = [];
  const refuse = { on: false };
  const server = new SMTPServer({
    authOptional: true,
    // Without STARTTLS nodemailer speaks plain SMTP and needs no certificate.
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (!refuse.on) return callback();
      callback(
        Object.assign(new Error('Postfach voruebergehend nicht erreichbar'), {
          responseCode: 451,
        }),
      );
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuse,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
};

describe('mail sender (pg-boss + SMTP)', () => {
  let t: TestDatabase;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let jobs: Jobs;
  const row = async (id: string): Promise<OutboxRow> => (await t.db('mail_outbox').where({ id }).first()) as OutboxRow;

  beforeAll(async () => {
    t = await createTestDatabase();
    smtp = await startSmtp();
    jobs = await startJobs({
      connectionString: t.url,
      config: {
        JOBS: 'inprocess',
        SMTP_URL: smtp.url,
        MAIL_FROM: 'Abfallportal <noreply@abfallportal.example>',
        publicUrl: 'http://localhost:3000',
      },
      db: t.db,
      log: silentJobsLog,
      mailRetry: { retryLimit: 5, retryDelaySeconds: 1 },
      pollingIntervalSeconds: 0.5,
    });
  });
  afterAll(async () => {
    await jobs.stop();
    await smtp.close();
    await t.drop();
  });

  it('sends a committed mail through SMTP and marks it sent', async () => {
    const id = await t.db.transaction((trx) =>
      enqueueMail(trx, {
        empfaenger: 'anna@example.org',
        betreff: 'Ihr Bestaetigungscode',
        text: 'Ihr Code lautet 424242.',
        anlass: 'VERIFIZIERUNGSCODE',
      }),
    );
    // No sendDue(): the NOTIFY of the committed enqueue wakes the sender.
    await eventually(() => smtp.received.length === 1, 20_000, 100, 'Mail beim SMTP-Server');
    const [mail] = smtp.received;
    expect(mail?.to).toEqual(['anna@example.org']);
    expect(mail?.from).toBe('noreply@abfallportal.example');
    expect(mail?.raw).toMatch(/^Subject: Ihr Bestaetigungscode\r?$/m);
    expect(mail?.raw).toContain('Ihr Code lautet 424242.');
    expect(mail?.raw).toContain(`Message-ID: <${id}@localhost>`);
    await eventually(async () => (await row(id)).gesendet_am !== null, 20_000, 100, 'gesendet_am');
    expect(await row(id)).toMatchObject({ versuche: 1, letzter_fehler: null });
  });

  it('keeps a refused mail unsent with the error and sends it once the server accepts', async () => {
    smtp.refuse.on = true;
    const id = await enqueueMail(t.db, {
      empfaenger: 'bernd@example.org',
      betreff: 'Angebot',
      text: 'Bitte antworten.',
      anlass: 'TEST',
    });
    await jobs.sendDue();
    await eventually(async () => (await row(id)).letzter_fehler !== null, 20_000, 100, 'erster gescheiterter Versuch');
    const failed = await row(id);
    expect(failed.gesendet_am).toBeNull();
    expect(failed.versuche).toBeGreaterThanOrEqual(1);
    expect(failed.letzter_fehler).toContain('451');
    expect(smtp.received.some((m) => m.to.includes('bernd@example.org'))).toBe(false);

    smtp.refuse.on = false;
    await eventually(async () => (await row(id)).gesendet_am !== null, 20_000, 100, 'Mail nach Wiederholung');
    expect(smtp.received.filter((m) => m.to.includes('bernd@example.org'))).toHaveLength(1);
    expect((await row(id)).versuche).toBeGreaterThanOrEqual(2);
  });

  it('plans each unsent mail once per lease', async () => {
    // Without running workers: their per-minute sweep could plan the mail before we count.
    await jobs.stop();
    const planner = await startJobs({
      connectionString: t.url,
      config: {
        JOBS: 'external',
        SMTP_URL: undefined,
        MAIL_FROM: 'x@example.org',
        publicUrl: 'http://localhost:3000',
      },
      db: t.db,
      log: silentJobsLog,
    });
    try {
      await t.db('mail_outbox').insert({
        id: '00000000-0000-4000-8000-000000000001',
        empfaenger: 'c@example.org',
        betreff: 'B',
        text: 'T',
        anlass: 'TEST',
      });
      expect(await dispatchDueMails(t.db, planner.boss)).toBe(1);
      expect(await dispatchDueMails(t.db, planner.boss)).toBe(0);
      expect(await planner.boss.getQueueSize(MAIL_SENDEN, { before: 'completed' })).toBeGreaterThanOrEqual(1);
    } finally {
      await planner.stop();
    }
  });
});
