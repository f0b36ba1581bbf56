import type { Abfallstrom } from '@abfallportal/common/auswertung';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { loadDemoAuftraege } from '../demo';
import { idVon } from '../testing/idVon';
import { anmelden, createTestApp, type Browser, type TestApp } from '../testing/testApp';
import { herunterladen } from '../testing/herunterladen';

describe('evaluation downloads: Sankey PDF and the table as CSV and Excel (issue 21)', () => {
  let t: TestApp;
  let inhaber: Browser;
  let korn: Browser;
  let musterbau: number;
  const filter = () => `erzeugerId=${musterbau}`;
  beforeAll(async () => {
    t = await createTestApp({}, { vorbereiten: async (deps) => void (await loadDemoAuftraege(deps.db, deps.eventStore)) });
    await t.aufholen(['auswertung', 'dokumentation'], 60_000);
    musterbau = await idVon(t.db, 'erzeuger', { name: 'Musterbau GmbH' });
    inhaber = await anmelden(t, 'inhaber@musterbau.example');
    korn = await anmelden(t, 'inhaber@baeckerei-korn.example');
  }, 180_000);
  afterAll(() => t?.close());

  it('builds the Sankey PDF on the server from the same flows as the chart', async () => {
    const daten = (await inhaber.get(`/api/v1/auswertung/abfallstrom?${filter()}`).expect(200)).body as Abfallstrom;
    expect(daten.sankey.kanten.length).toBeGreaterThan(0);
    const res = await herunterladen(inhaber, `/api/v1/auswertung/abfallstrom/sankey.pdf?${filter()}`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="abfallstroeme-\d{4}-01-01-\d{4}-12-31\.pdf"$/);
    const body = res.body as Buffer;
    expect(body.subarray(0, 5).toString()).toBe('%PDF-');
    const datei = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'sankey-')), 'sankey.pdf');
    fs.writeFileSync(datei, body);
    const text = execFileSync('pdftotext', ['-layout', datei, '-']).toString();
    expect(text).toContain('Musterbau GmbH');
    for (const k of daten.sankey.knoten.filter((x) => x.ebene === 'STANDORT')) expect(text).toContain(k.name);
  });

  it('gives the table as CSV (German, BOM) and as Excel whose sum is the evaluation total', async () => {
    const daten = (await inhaber.get(`/api/v1/auswertung/abfallstrom?${filter()}`).expect(200)).body as Abfallstrom;
    const csv = await herunterladen(inhaber, `/api/v1/auswertung/abfallstrom/tabelle?${filter()}&format=csv`);
    expect(csv.status).toBe(200);
    const text = (csv.body as Buffer).toString('utf8');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const zeilen = text.slice(1).trim().split(/\r?\n/);
    expect(zeilen[0]).toContain('Menge (t)');
    expect(zeilen.length).toBeGreaterThanOrEqual(daten.zeilen.length + 1);

    const xlsx = await herunterladen(inhaber, `/api/v1/auswertung/abfallstrom/tabelle?${filter()}&format=xlsx`);
    expect(xlsx.status).toBe(200);
    const mappe = new ExcelJS.Workbook();
    await mappe.xlsx.load(xlsx.body as never);
    const blatt = mappe.worksheets[0]!;
    const kopf = (blatt.getRow(1).values as unknown[]).map(String);
    const spalte = kopf.indexOf('Menge (t)');
    expect(spalte).toBeGreaterThan(0);
    const summe = blatt.getRow(blatt.rowCount).getCell(spalte).value as { result?: number } | number;
    const wert = typeof summe === 'number' ? summe : summe.result!;
    // The file's sum is the evaluation's total (rows are not rounded one by one, so none is lost or added).
    expect(wert).toBeCloseTo(daten.summeT, 6);
  });

  it("refuses another producer's figures and a bad format in German, and sends no file", async () => {
    const fremd = await korn.get(`/api/v1/auswertung/abfallstrom/sankey.pdf?${filter()}`);
    expect(fremd.status).toBe(403);
    expect(fremd.headers['content-type']).toMatch(/json/);
    const falsch = await inhaber.get(`/api/v1/auswertung/abfallstrom/tabelle?${filter()}&format=pdf`);
    expect(falsch.status).toBe(400);
    expect(JSON.stringify(falsch.body)).toContain('Bitte CSV oder Excel wählen.');
  });
});
