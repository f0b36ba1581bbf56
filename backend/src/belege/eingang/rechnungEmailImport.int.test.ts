import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ImapFlow } from 'imapflow';
import MailComposer from 'nodemailer/lib/mail-composer';
import { loadDemoAuftraege } from '../../demo';
import { startDovecot, type Dovecot } from '../../testing/dovecot';
import { idVon } from '../../testing/idVon';
import { anmelden, createTestApp, type Browser, type TestApp } from '../../testing/testApp';
import { beispiel } from '../erechnung/eRechnungTestdaten';
import { rechnungEmailJob } from './rechnungEmailJob';

type Eintrag = {
  id: string;
  absender: string | null;
  betreff: string | null;
  dateiName: string;
  status: string;
  ergebnis: {
    ok: boolean;
    grund: string | null;
    nummer: string | null;
    erzeugerId: number | null;
    entsorgerId: number | null;
    vorgangsnummer: string | null;
  };
  erzeugerName: string | null;
  entsorgerName: string | null;
};

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

const mail = (messageId: string, betreff: string, anhaenge: { filename: string; content: Buffer; contentType: string }[]) =>
  new MailComposer({
    from: 'Buchhaltung Entsorgung Nord <rechnung@entsorgung-nord.example>',
    to: 'rechnungen@portal.test',
    subject: betreff,
    messageId,
    date: new Date('2026-11-20T09:00:00Z'),
    text: 'Anbei unsere Rechnung.',
    attachments: anhaenge,
  })
    .compile()
    .build();

/**
 * Issue 20, invoice e-mail import against a REAL IMAP server (Debian's dovecot, testing/dovecot.ts):
 * mails are APPENDed with imapflow, the pg-boss job's run polls the mailbox, entries wait to be
 * released; nothing doubles, also when a mail is fetched again; a release becomes a receipt.
 */
describe('invoice e-mail import (dovecot)', () => {
  let dv: Dovecot;
  let t: TestApp;
  let support: Browser;
  let inhaber: Browser;
  let musterbau: number;
  let nord: number;
  let job: () => Promise<void>;

  beforeAll(async () => {
    dv = await startDovecot();
    t = await createTestApp({}, { vorbereiten: async (deps) => void (await loadDemoAuftraege(deps.db, deps.eventStore)) });
    musterbau = await idVon(t.db, 'erzeuger', { name: 'Musterbau GmbH' });
    nord = await idVon(t.db, 'entsorger', { name: 'Entsorgung Nord GmbH' });
    support = await anmelden(t, 'support@abfallportal.example');
    inhaber = await anmelden(t, 'inhaber@musterbau.example');
    job = rechnungEmailJob({ db: t.db, files: t.deps.files }, { RECHNUNG_IMAP_URL: dv.url, DATA_DIR: os.tmpdir() }).run;
    const imap = new ImapFlow({ host: dv.host, port: dv.port, secure: false, auth: { user: dv.user, pass: dv.pass }, logger: false });
    await imap.connect();
    await imap.append(
      'INBOX',
      await mail('<re-0412@entsorgung-nord.example>', 'Rechnung RE-2026-0412', [
        {
          filename: 'RE-2026-0412.xml',
          content: beispiel('RE-2026-0412_entsorgung-nord_xrechnung-ubl.xml'),
          contentType: 'application/xml',
        },
        { filename: 'logo.png', content: PNG, contentType: 'image/png' },
      ]),
    );
    await imap.append(
      'INBOX',
      await mail('<re-0413@entsorgung-nord.example>', 'Rechnungen RE-2026-0413 und RE-2026-0414', [
        { filename: 'RE-2026-0413.xml', content: beispiel('RE-2026-0413_entsorgung-nord_xrechnung-cii.xml'), contentType: 'text/xml' },
        { filename: 'RE-2026-0414.pdf', content: beispiel('RE-2026-0414_entsorgung-nord_factur-x.pdf'), contentType: 'application/pdf' },
        { filename: 'kaputt.xml', content: Buffer.from('<?xml version="1.0"?><Invoice><ID>1</Invoice>'), contentType: 'application/xml' },
      ]),
    );
    await imap.logout();
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await dv?.stop();
  });

  const liste = async (): Promise<Eintrag[]> => (await support.get('/api/v1/rechnungen/emails').expect(200)).body as Eintrag[];
  const ungelesen = async (): Promise<number> => {
    const imap = new ImapFlow({ host: dv.host, port: dv.port, secure: false, auth: { user: dv.user, pass: dv.pass }, logger: false });
    await imap.connect();
    const lock = await imap.getMailboxLock('INBOX');
    try {
      return ((await imap.search({ seen: false }, { uid: true })) || []).length;
    } finally {
      lock.release();
      await imap.logout();
    }
  };

  it('one poll: each PDF/XML attachment is an entry to be released, with what the reader found; mails marked seen', async () => {
    expect(await ungelesen()).toBe(2);
    await job();
    const eintraege = await liste();
    expect(eintraege.map((e) => e.dateiName).sort()).toEqual(['RE-2026-0412.xml', 'RE-2026-0413.xml', 'RE-2026-0414.pdf', 'kaputt.xml']);
    const ubl = eintraege.find((e) => e.dateiName === 'RE-2026-0412.xml')!;
    expect(ubl).toMatchObject({
      absender: 'rechnung@entsorgung-nord.example',
      betreff: 'Rechnung RE-2026-0412',
      status: 'ZU_FREIGEBEN',
      erzeugerName: 'Musterbau GmbH',
      entsorgerName: 'Entsorgung Nord GmbH',
      ergebnis: { ok: true, nummer: 'RE-2026-0412', erzeugerId: musterbau, entsorgerId: nord, vorgangsnummer: 'V-DEMO-008' },
    });
    const kaputt = eintraege.find((e) => e.dateiName === 'kaputt.xml')!;
    expect(kaputt.ergebnis.ok).toBe(false);
    expect(kaputt.ergebnis.grund).toMatch(/XML/);
    expect(await ungelesen()).toBe(0);
  });

  it('nothing doubles: a second poll, and a mail fetched again as after a crash before \\Seen', async () => {
    await job();
    expect(await liste()).toHaveLength(4);
    const imap = new ImapFlow({ host: dv.host, port: dv.port, secure: false, auth: { user: dv.user, pass: dv.pass }, logger: false });
    await imap.connect();
    const lock = await imap.getMailboxLock('INBOX');
    await imap.messageFlagsRemove('1:*', ['\\Seen']);
    lock.release();
    await imap.logout();
    await job();
    expect(await liste()).toHaveLength(4);
    expect(Number(((await t.db('rechnung_email_import').count('* as n').first()) as { n: string }).n)).toBe(4);
  });

  it('release → a receipt with positions, assigned to its order; mark faulty; delete; the list shrinks', async () => {
    const eintraege = await liste();
    const ubl = eintraege.find((e) => e.dateiName === 'RE-2026-0412.xml')!;
    await support.get(`/api/v1/rechnungen/emails/${ubl.id}/datei`).expect(200);
    const res = await support.post(`/api/v1/rechnungen/emails/${ubl.id}/freigeben`, { erzeugerId: musterbau }).expect(200);
    const belegId = (res.body as { belegId: string }).belegId;
    const beleg = (await support.get(`/api/v1/rechnungen/${belegId}`).expect(200)).body as {
      status: string;
      quelle: string;
      herkunft: string;
      positionen: unknown[];
      vorgangsnummern: string[];
    };
    expect(beleg).toMatchObject({ status: 'ZUGEORDNET', quelle: 'EMAIL', herkunft: 'AUTOMATISCH', vorgangsnummern: ['V-DEMO-008'] });
    expect(beleg.positionen).toHaveLength(3);
    // The producer sees it among its receipts.
    await inhaber.get(`/api/v1/rechnungen/${belegId}`).expect(200);
    // Released once: a second release is refused in German.
    const nochmal = await support.post(`/api/v1/rechnungen/emails/${ubl.id}/freigeben`, { erzeugerId: musterbau }).expect(400);
    expect((nochmal.body as { message: string }).message).toBe('Diese E-Mail-Anlage ist schon erledigt.');

    const kaputt = eintraege.find((e) => e.dateiName === 'kaputt.xml')!;
    await support.post(`/api/v1/rechnungen/emails/${kaputt.id}/fehlerhaft`, { begruendung: '' }).expect(400);
    await support.post(`/api/v1/rechnungen/emails/${kaputt.id}/fehlerhaft`, { begruendung: 'Keine lesbare Rechnung.' }).expect(200);
    const pdf = eintraege.find((e) => e.dateiName === 'RE-2026-0414.pdf')!;
    await support.agent.delete(`/api/v1/rechnungen/emails/${pdf.id}`).set('X-XSRF-TOKEN', support.xsrf).expect(200);
    expect((await liste()).map((e) => e.dateiName)).toEqual(['RE-2026-0413.xml']);
    // A deleted entry is not imported again.
    await job();
    expect((await liste()).map((e) => e.dateiName)).toEqual(['RE-2026-0413.xml']);
  });

  it('the import is staff only', async () => {
    await inhaber.get('/api/v1/rechnungen/emails').expect(403);
  });

  it('the embedded default: .eml files in the drop folder go through the same pipeline, once', async () => {
    const ordner = fs.mkdtempSync(path.join(os.tmpdir(), 'rechnung-eingang-'));
    try {
      fs.writeFileSync(
        path.join(ordner, 'neu.eml'),
        await mail('<ordner-1@entsorgung-nord.example>', 'Rechnung per Ordner', [
          { filename: 'ordner.xml', content: beispiel('RE-2026-0413_entsorgung-nord_xrechnung-cii.xml'), contentType: 'application/xml' },
        ]),
      );
      const ordnerJob = rechnungEmailJob({ db: t.db, files: t.deps.files }, { RECHNUNG_EML_DIR: ordner, DATA_DIR: os.tmpdir() }).run;
      await ordnerJob();
      await ordnerJob();
      expect((await liste()).filter((e) => e.dateiName === 'ordner.xml')).toHaveLength(1);
      expect(fs.readdirSync(path.join(ordner, 'verarbeitet'))).toEqual(['neu.eml']);
    } finally {
      fs.rmSync(ordner, { recursive: true, force: true });
    }
  });
});
