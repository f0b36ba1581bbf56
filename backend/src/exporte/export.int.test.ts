import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { PDFDocument } from 'pdf-lib';
import { loadDemoAuftraege } from '../demo';
import { startJobs, type Jobs } from '../platform/jobs/jobs';
import { silentLogger } from '../platform/logger';
import { idVon } from '../testing/idVon';
import { anmelden, createTestApp, type Browser, type TestApp } from '../testing/testApp';
import { erstelleExport, exporteNachholen } from './exportAuftraege';
import { exportQuelle, loadExportDaten, type ExportStandort } from './exportDaten';
import { exportWarteschlange } from './exportJobs';
import { herunterladen } from '../testing/herunterladen';

type Info = { id: string; status: string; downloadUrl: string | null; wiederverwendet: boolean; dateiName: string | null };

/** Exports in the background (issue 20): request, pg-boss worker, mail with link, download, reuse, tenant, expiry. */
describe('exports of the documentation', () => {
  let t: TestApp;
  let jobs: Jobs;
  let inhaber: Browser;
  let korn: Browser;
  let musterbau: number;
  let stelle: number;
  const zeitraum = { beginn: '2020-01-01', ende: '2030-12-31' };

  beforeAll(async () => {
    t = await createTestApp({}, { vorbereiten: async (deps) => void (await loadDemoAuftraege(deps.db, deps.eventStore)) });
    const exportDeps = { db: t.db, files: t.deps.files, publicUrl: t.deps.config.publicUrl, jetzt: () => t.uhr.jetzt };
    jobs = await startJobs({
      connectionString: t.databaseUrl,
      config: { ...t.deps.config, JOBS: 'inprocess', SMTP_URL: undefined },
      db: t.db,
      log: silentLogger,
      runWorkers: true,
      pollingIntervalSeconds: 0.5,
      warteschlangen: [exportWarteschlange(exportDeps)],
    });
    t.deps.jobs = jobs;
    musterbau = await idVon(t.db, 'erzeuger', { name: 'Musterbau GmbH' });
    stelle = await idVon(t.db, 'anfallstelle', { erzeuger_id: musterbau, name: 'Baustelle Wohnpark Eppendorf' });
    inhaber = await anmelden(t, 'inhaber@musterbau.example');
    korn = await anmelden(t, 'inhaber@baeckerei-korn.example');
  }, 120_000);
  afterAll(async () => {
    await jobs?.stop();
    await t?.close();
  });

  const fertig = async (b: Browser, id: string): Promise<Info> => {
    const frist = Date.now() + 30_000;
    for (;;) {
      const info = (await b.get(`/api/v1/exporter/${id}`).expect(200)).body as Info;
      if (info.status === 'FERTIG' || info.status === 'FEHLER' || Date.now() > frist) return info;
      await new Promise((r) => setTimeout(r, 200));
    }
  };
  it('a PDF of all sites is built in the background, mailed as a link and downloaded; the same request reuses it', async () => {
    const antwort = await inhaber.post(`/api/v1/exporter/pdf/alle-standorte/${musterbau}`, zeitraum).expect(202);
    const angefordert = antwort.body as Info;
    expect(angefordert).toMatchObject({ status: 'WARTET', wiederverwendet: false, downloadUrl: null });
    const info = await fertig(inhaber, angefordert.id);
    expect(info.status).toBe('FERTIG');
    expect(info.downloadUrl).toBe(`/api/v1/exporter/${info.id}/download`);
    expect(info.dateiName).toMatch(/^Dokumentation-Musterbau-GmbH-2020-01-01-2030-12-31\.pdf$/);

    const mail = (await t.db('mail_outbox').where({ empfaenger: 'inhaber@musterbau.example', anlass: 'EXPORT_FERTIG' }).first()) as {
      text: string;
      links: string[];
    };
    expect(mail.text).toContain('Ihr Export „PDF aller Anfallstellen“ für Musterbau GmbH, Zeitraum 01.01.2020 – 31.12.2030, ist fertig.');
    expect(mail.links[0]).toBe(
      `${t.deps.config.publicUrl}/statetransition/transition-abgeschlossen?downloadUrl=${encodeURIComponent(info.downloadUrl!)}`,
    );

    const datei = await herunterladen(inhaber, info.downloadUrl!).expect(200);
    expect(datei.headers['content-type']).toMatch(/application\/pdf/);
    expect(datei.headers['content-disposition']).toMatch(/attachment; filename="Dokumentation-Musterbau-GmbH/);
    // Kept for a person to look at (pdftoppm -png test-results/exporte/alle-standorte.pdf).
    const ablage = path.join(__dirname, '..', '..', '..', 'test-results', 'exporte');
    fs.mkdirSync(ablage, { recursive: true });
    fs.writeFileSync(path.join(ablage, 'alle-standorte.pdf'), datei.body as Buffer);
    const pdf = await PDFDocument.load(datei.body as Buffer);
    // A title page and one page per site with receipts.
    const stellenMitBelegen = (await t
      .db('beleg_uebersicht')
      .where({ erzeuger_id: musterbau })
      .whereNot('status', 'GELOESCHT')
      .countDistinct('anfallstelle_id as n')
      .first()) as { n: number };
    expect(pdf.getPageCount()).toBeGreaterThanOrEqual(1 + Number(stellenMitBelegen.n));

    // The same scope and period again: the ready export comes back, no second mail.
    const nochmal = (await inhaber.post(`/api/v1/exporter/pdf/alle-standorte/${musterbau}`, zeitraum).expect(200)).body as Info;
    expect(nochmal).toMatchObject({ id: info.id, status: 'FERTIG', wiederverwendet: true });
    // force builds it anew.
    const neu = (await inhaber.post(`/api/v1/exporter/pdf/alle-standorte/${musterbau}`, { ...zeitraum, force: true }).expect(202))
      .body as Info;
    expect(neu.id).not.toBe(info.id);
    expect((await fertig(inhaber, neu.id)).status).toBe('FERTIG');
    expect(
      await t.db('mail_outbox').where({ empfaenger: 'inhaber@musterbau.example', anlass: 'EXPORT_FERTIG' }).count('* as n').first(),
    ).toEqual({ n: 2 });
  });

  it('the Excel export has one sheet per site and the sums of the receipts positions', async () => {
    const info = await fertig(
      inhaber,
      ((await inhaber.post(`/api/v1/exporter/xlsx/mandant/${musterbau}`, zeitraum).expect(202)).body as Info).id,
    );
    expect(info.status).toBe('FERTIG');
    const datei = await herunterladen(inhaber, info.downloadUrl!).expect(200);
    const mappe = new ExcelJS.Workbook();
    await mappe.xlsx.load(datei.body as never);
    const blaetter = mappe.worksheets.map((w) => w.name);
    expect(blaetter[0]).toBe('Übersicht');
    expect(blaetter).toContain('Baustelle Wohnpark Eppendorf');
    // The overview's sum per AVV code and unit equals the approved positions' sum in the read model (storno subtracts).
    const erwartet = (await t.db
      .raw(
        `SELECT p.abfallschluessel AS avv, p.einheit,
                sum(CASE WHEN b.typ IN ('stornorechnung', 'stornogutschrift') THEN -p.menge ELSE p.menge END)::float AS menge
           FROM beleg_position p JOIN beleg_uebersicht b ON b.id = p.beleg_id
          WHERE b.erzeuger_id = ? AND b.status = 'FREIGEGEBEN' AND p.menge IS NOT NULL AND p.einheit IS NOT NULL
          GROUP BY 1, 2`,
        [musterbau],
      )
      .then((r: { rows: { avv: string | null; einheit: string; menge: number }[] }) => r.rows)) as {
      avv: string | null;
      einheit: string;
      menge: number;
    }[];
    const gelesen = new Map<string, number>();
    mappe.getWorksheet('Übersicht')!.eachRow((row, nr) => {
      if (nr === 1) return;
      const key = `${String(row.getCell(3).value)}|${String(row.getCell(5).value)}`;
      gelesen.set(key, (gelesen.get(key) ?? 0) + Number(row.getCell(4).value));
    });
    expect(erwartet.length).toBeGreaterThan(0);
    for (const e of erwartet) expect(gelesen.get(`${e.avv ?? '–'}|${e.einheit}`)).toBeCloseTo(e.menge, 3);
  });

  it('the workbook, loaded site by site, holds exactly what the whole export holds', async () => {
    // A receipt not (yet) assigned to a site: the workbook's last part ("Ohne Anfallstelle").
    const ohneStelle = randomUUID();
    await t.db('beleg_uebersicht').insert({
      id: ohneStelle,
      typ: 'lieferschein',
      status: 'ERFASST',
      herkunft: 'MANUELL',
      quelle: 'UPLOAD',
      nummer: 'LS-OHNE-1',
      datum: '2026-03-02',
      erzeuger_id: musterbau,
      entsorger_id: await idVon(t.db, 'entsorger', {}),
      anfallstelle_id: null,
      zustand: {},
      version: 1,
      erfasst_am: new Date('2026-03-02T09:00:00Z'),
    });
    await t.db('beleg_position').insert({ beleg_id: ohneStelle, nr: 1, abfallschluessel: '17 09 04', menge: 2.5, einheit: 't' });
    const umfang = { erzeugerIds: [musterbau], anfallstelleId: null, ...zeitraum };
    const ganz = await loadExportDaten(t.db, umfang, 'Musterbau GmbH', '2026-11-28');
    const quelle = await exportQuelle(t.db, umfang, 'Musterbau GmbH', '2026-11-28');
    const teilweise: ExportStandort[] = [];
    for (const teil of quelle.teile) {
      const s = await quelle.laden(teil);
      if (s) teilweise.push(s);
    }
    await t.db('beleg_position').where({ beleg_id: ohneStelle }).delete();
    await t.db('beleg_uebersicht').where({ id: ohneStelle }).delete();
    expect(quelle.teile.at(-1)).toEqual({ erzeugerId: musterbau, anfallstelleId: null });
    expect(ganz.standorte.length).toBeGreaterThan(2);
    expect(ganz.standorte.at(-1)).toMatchObject({ name: 'Ohne Anfallstelle', belege: [{ nummer: 'LS-OHNE-1' }] });
    expect(teilweise).toEqual(ganz.standorte);
  });

  it('a period without receipts says so and creates nothing; a reversed period is refused in German', async () => {
    const vorher = await t.db('export_auftrag').count('* as n').first();
    const leer = await inhaber.post(`/api/v1/exporter/pdf/standort/${stelle}`, { beginn: '2001-01-01', ende: '2001-12-31' }).expect(400);
    expect(leer.body.message).toBe('Der Export findet keine Daten im Zeitraum.');
    const verkehrt = await inhaber
      .post(`/api/v1/exporter/xlsx/mandant/${musterbau}`, { beginn: '2026-12-31', ende: '2026-01-01' })
      .expect(400);
    expect(verkehrt.body.errors).toEqual({ ende: 'Der Zeitraum ist ungültig: der Beginn liegt nach dem Ende.' });
    expect(await t.db('export_auftrag').count('* as n').first()).toEqual(vorher);
  });

  it("another producer neither requests, sees nor downloads Musterbau's exports; a non-holding has no holding export", async () => {
    const info = (await inhaber.post(`/api/v1/exporter/pdf/standort/${stelle}`, zeitraum).expect(202)).body as Info;
    await fertig(inhaber, info.id);
    await korn.post(`/api/v1/exporter/pdf/standort/${stelle}`, zeitraum).expect(404);
    await korn.post(`/api/v1/exporter/xlsx/mandant/${musterbau}`, zeitraum).expect(404);
    await korn.get(`/api/v1/exporter/${info.id}`).expect(404);
    await korn.get(`/api/v1/exporter/${info.id}/download`).expect(404);
    const keine = await inhaber.post(`/api/v1/exporter/xlsx/holding/${musterbau}`, zeitraum).expect(400);
    expect(keine.body.message).toBe('Dieser Erzeuger ist keine Holding.');
  });

  it('a crashed run is picked up by the sweep, a second delivery does nothing, and the link expires after 7 days', async () => {
    // An export whose job was lost: the row waits; the sweep builds it after a minute.
    t.deps.jobs = undefined;
    const info = (await inhaber.post(`/api/v1/exporter/xlsx/mandant/${musterbau}`, { ...zeitraum, force: true }).expect(202)).body as Info;
    t.deps.jobs = jobs;
    const deps = { db: t.db, files: t.deps.files, publicUrl: t.deps.config.publicUrl, jetzt: () => t.uhr.jetzt };
    expect(await exporteNachholen(deps)).toBe(0);
    t.uhr.vorstellen(2);
    expect(await exporteNachholen(deps)).toBeGreaterThanOrEqual(1);
    const gebaut = (await inhaber.get(`/api/v1/exporter/${info.id}`).expect(200)).body as Info;
    expect(gebaut.status).toBe('FERTIG');
    const mails = await t.db('mail_outbox').where({ anlass: 'EXPORT_FERTIG' }).count('* as n').first();
    await erstelleExport(deps, info.id);
    expect(await t.db('mail_outbox').where({ anlass: 'EXPORT_FERTIG' }).count('* as n').first()).toEqual(mails);

    t.uhr.vorstellen(7 * 24 * 60 + 1);
    const abgelaufen = await inhaber.get(`/api/v1/exporter/${info.id}/download`).expect(410);
    expect(abgelaufen.body.message).toBe('Der Download-Link ist abgelaufen. Bitte erstellen Sie den Export neu.');
  });
});
