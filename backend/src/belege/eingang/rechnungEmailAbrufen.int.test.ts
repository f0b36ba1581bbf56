import os from 'node:os';
import { ImapFlow } from 'imapflow';
import MailComposer from 'nodemailer/lib/mail-composer';
import { loadDemoAuftraege } from '../../demo';
import { startJobs, type Jobs } from '../../platform/jobs/jobs';
import { silentLogger } from '../../platform/logger';
import { startDovecot, type Dovecot } from '../../testing/dovecot';
import { anmelden, createTestApp, type Browser, type TestApp } from '../../testing/testApp';
import { beispiel } from '../erechnung/eRechnungTestdaten';
import { rechnungEmailJob } from './rechnungEmailJob';

/**
 * "Jetzt abrufen" (POST /rechnungen/emails/abrufen): the pg-boss job `rechnung-email-import` is sent
 * at once and its worker polls the REAL IMAP mailbox (dovecot); the entry is in the list within
 * seconds instead of at the next minute. Staff only; without a job queue the answer says so.
 */
describe('invoice mailbox: fetch now', () => {
  let dv: Dovecot;
  let t: TestApp;
  let jobs: Jobs;
  let support: Browser;
  let inhaber: Browser;

  beforeAll(async () => {
    dv = await startDovecot();
    t = await createTestApp({}, { vorbereiten: async (deps) => void (await loadDemoAuftraege(deps.db, deps.eventStore)) });
    jobs = await startJobs({
      connectionString: t.databaseUrl,
      config: { ...t.deps.config, JOBS: 'inprocess', SMTP_URL: undefined },
      db: t.db,
      log: silentLogger,
      runWorkers: true,
      pollingIntervalSeconds: 0.5,
      geplant: [rechnungEmailJob({ db: t.db, files: t.deps.files }, { RECHNUNG_IMAP_URL: dv.url, DATA_DIR: os.tmpdir() })],
    });
    support = await anmelden(t, 'support@abfallportal.example');
    inhaber = await anmelden(t, 'inhaber@musterbau.example');
  }, 120_000);
  afterAll(async () => {
    await jobs?.stop();
    await t?.close();
    await dv?.stop();
  });

  const liste = async (): Promise<{ dateiName: string }[]> =>
    (await support.get('/api/v1/rechnungen/emails').expect(200)).body as { dateiName: string }[];

  it('without a job queue the call answers that it cannot fetch now', async () => {
    t.deps.jobs = undefined;
    expect((await support.post('/api/v1/rechnungen/emails/abrufen', {}).expect(200)).body).toEqual({ angestossen: false });
  });

  it('support fetches now: the job runs and the mail in the mailbox becomes an entry within seconds', async () => {
    t.deps.jobs = jobs;
    const imap = new ImapFlow({ host: dv.host, port: dv.port, secure: false, auth: { user: dv.user, pass: dv.pass }, logger: false });
    await imap.connect();
    const roh = await new MailComposer({
      from: 'rechnung@entsorgung-nord.example',
      to: dv.user,
      subject: 'Rechnung RE-2026-0412',
      messageId: '<jetzt-abrufen@entsorgung-nord.example>',
      text: 'Anbei.',
      attachments: [
        {
          filename: 'RE-2026-0412.xml',
          content: beispiel('RE-2026-0412_entsorgung-nord_xrechnung-ubl.xml'),
          contentType: 'application/xml',
        },
      ],
    })
      .compile()
      .build();
    await imap.append('INBOX', roh);
    await imap.logout();
    expect(await liste()).toHaveLength(0);

    const start = Date.now();
    expect((await support.post('/api/v1/rechnungen/emails/abrufen', {}).expect(200)).body).toEqual({ angestossen: true });
    let eintraege = await liste();
    while (eintraege.length === 0 && Date.now() - start < 20_000) {
      await new Promise((r) => setTimeout(r, 250));
      eintraege = await liste();
    }
    expect(eintraege.map((e) => e.dateiName)).toEqual(['RE-2026-0412.xml']);
    // Well before the next minute's tick could have brought it.
    expect(Date.now() - start).toBeLessThan(20_000);
  });

  it('a producer may not fetch the staff mailbox', async () => {
    const antwort = await inhaber.post('/api/v1/rechnungen/emails/abrufen', {});
    expect([403, 404]).toContain(antwort.status);
  });
});
