import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { QrcodeUebersicht } from '@abfallportal/common/qrcodes';
import { loadDemoAuftraege } from '../demo';
import { herunterladen } from '../testing/herunterladen';
import { idVon } from '../testing/idVon';
import { anmelden, createTestApp, type TestApp } from '../testing/testApp';

const pdfText = (pdf: Buffer): string => {
  const datei = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'qr-')), 'e.pdf');
  fs.writeFileSync(datei, pdf);
  return execFileSync('pdftotext', [datei, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
};

describe('support tab QR codes (/support/qrcodes/:erzeugerId)', () => {
  let t: TestApp;
  let musterbau: number;
  beforeAll(async () => {
    t = await createTestApp(
      { PUBLIC_URL: 'http://portal.example' },
      { vorbereiten: async (deps) => void (await loadDemoAuftraege(deps.db, deps.eventStore)) },
    );
    expect(await t.aufholen(['auftraege'], 30_000)).toBe(true);
    musterbau = await idVon(t.db, 'erzeuger', { name: 'Musterbau GmbH' });
  });
  afterAll(() => t.close());

  it('lists the sites with a label each and one per container ordered there, addressing the order wizard', async () => {
    const support = await anmelden(t, 'support@abfallportal.example');
    const { body } = (await support.get(`/api/v1/support/qrcodes/${musterbau}`).expect(200)) as { body: QrcodeUebersicht };
    expect(body.erzeuger).toEqual({ id: musterbau, name: 'Musterbau GmbH' });
    expect(body.anfallstellen.length).toBeGreaterThan(0);
    const [erste] = body.anfallstellen;
    expect(erste!.etiketten[0]).toEqual({
      behaelterId: null,
      behaelter: null,
      fraktionId: null,
      fraktion: null,
      url: `http://portal.example/erzeuger/${musterbau}/auftraege/neu?anfallstelleId=${erste!.id}`,
    });
    const mitBehaelter = body.anfallstellen.flatMap((a) => a.etiketten.filter((e) => e.behaelterId !== null).map((e) => ({ a, e })));
    expect(mitBehaelter.length).toBeGreaterThan(0);
    const { a, e } = mitBehaelter[0]!;
    expect(e.url).toBe(
      `http://portal.example/erzeuger/${musterbau}/auftraege/neu?anfallstelleId=${a.id}&fraktionId=${e.fraktionId}&behaelterId=${e.behaelterId}`,
    );
    const zeile = await t
      .db('auftrag_uebersicht')
      .where({ anfallstelle_id: a.id, behaelter_id: e.behaelterId })
      .first('behaelter', 'fraktion');
    expect(zeile).toEqual({ behaelter: e.behaelter, fraktion: e.fraktion });
  });

  it('prints the labels as an A4 PDF with the site names', async () => {
    const admin = await anmelden(t, 'admin@abfallportal.example');
    const uebersicht = (await admin.get(`/api/v1/support/qrcodes/${musterbau}`).expect(200)).body as QrcodeUebersicht;
    const res = await herunterladen(admin, `/api/v1/support/qrcodes/${musterbau}/pdf`).expect(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="qr-codes-erzeuger-${musterbau}.pdf"`);
    const pdf = res.body as Buffer;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf);
    for (const a of uebersicht.anfallstellen.filter((s) => s.aktiv)) expect(text).toContain(a.name.split(' ')[0]);
    expect(text).toContain('Scannen und Auftrag erfassen');
    expect(text).toContain('Musterbau GmbH');

    const eine = uebersicht.anfallstellen[0]!;
    const nurEine = pdfText(
      (await herunterladen(admin, `/api/v1/support/qrcodes/${musterbau}/pdf?anfallstelleIds=${eine.id}`).expect(200)).body as Buffer,
    );
    expect(nurEine.match(/Scannen und Auftrag erfassen/g)).toHaveLength(eine.etiketten.length);
  });

  it('is for staff only; an unknown producer is 404 in German', async () => {
    const inhaber = await anmelden(t, 'inhaber@musterbau.example');
    await inhaber.get(`/api/v1/support/qrcodes/${musterbau}`).expect(403);
    await herunterladen(inhaber, `/api/v1/support/qrcodes/${musterbau}/pdf`).expect(403);
    const support = await anmelden(t, 'support@abfallportal.example');
    const fehlt = await support.get('/api/v1/support/qrcodes/999999').expect(404);
    expect(fehlt.body.message).toBe('Der Erzeuger wurde nicht gefunden.');
    await support.get(`/api/v1/support/qrcodes/${musterbau}/pdf?anfallstelleIds=abc`).expect(400);
  });
});
