import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { StandortDokumentation } from '@abfallportal/common/dokumentation';
import { NACHWV_HINWEIS } from '@abfallportal/common/dokumentationRegeln';
import ExcelJS from 'exceljs';
import { loadDemoAuftraege } from '../demo';
import { idVon } from '../testing/idVon';
import { anmelden, createTestApp, type Browser, type TestApp } from '../testing/testApp';
import { erstelleExport, type ExportDeps } from './exportAuftraege';
import { herunterladen } from '../testing/herunterladen';

type Info = { id: string; status: string; downloadUrl: string | null; fehler: string | null };

/**
 * Exports show the documentation (issue 20): hand-entered quantities, entered through the documentation
 * API, appear in the Excel workbook (read back with exceljs) and in the PDF text (pdftotext), with
 * the sums the documentation page shows; an export with only quantities is not "keine Daten".
 */
describe('exports with the quantities of the documentation', () => {
  let t: TestApp;
  let deps: ExportDeps;
  let inhaber: Browser;
  let musterbau: number;
  let eppendorf: number;
  let betriebshof: number;
  let anlage: number;
  /** A year without any receipt or quantity in the demo data. */
  const JAHR = 2019;
  const zeitraum = { beginn: `${JAHR}-01-01`, ende: `${JAHR}-12-31` };
  const ablage = fs.mkdtempSync(path.join(os.tmpdir(), 'export-mengen-'));

  const anlegen = async (felder: Record<string, unknown>): Promise<void> => {
    await inhaber.agent
      .post(`/api/v1/dokumentation/${musterbau}/abfallmengen`)
      .set('X-XSRF-TOKEN', inhaber.xsrf)
      .field('abfallmenge', JSON.stringify({ leistungsjahr: JAHR, rhythmus: 'ENTSORGUNG', verbleibsanlageId: anlage, ...felder }))
      .then((r) => expect(r.status === 201 ? 201 : JSON.stringify(r.body)).toBe(201));
  };
  const seite = async (stelle: number) =>
    (await inhaber.get(`/api/v1/dokumentation/${musterbau}/standorte/${stelle}?jahr=${JAHR}`).expect(200)).body as StandortDokumentation;

  /** Requests an export through the API (no job queue here) and builds it the way the worker does. */
  const exportiere = async (pfad: string): Promise<Buffer> => {
    const antwort = await inhaber.post(pfad, zeitraum);
    // 202: a new export to build; 200: the same export of an earlier test, reused.
    if (antwort.status !== 202 && antwort.status !== 200) throw new Error(`${antwort.status} ${antwort.text}`);
    const info = antwort.body as Info;
    if (antwort.status === 202) await erstelleExport(deps, info.id);
    const fertig = (await inhaber.get(`/api/v1/exporter/${info.id}`).expect(200)).body as Info;
    expect(fertig).toMatchObject({ status: 'FERTIG', fehler: null });
    const datei = await herunterladen(inhaber, fertig.downloadUrl!).expect(200);
    return datei.body as Buffer;
  };

  beforeAll(async () => {
    t = await createTestApp({}, { vorbereiten: async (d) => void (await loadDemoAuftraege(d.db, d.eventStore)) });
    t.deps.jobs = undefined;
    deps = { db: t.db, files: t.deps.files, publicUrl: t.deps.config.publicUrl, jetzt: () => t.uhr.jetzt };
    musterbau = await idVon(t.db, 'erzeuger', { name: 'Musterbau GmbH' });
    eppendorf = await idVon(t.db, 'anfallstelle', { erzeuger_id: musterbau, name: 'Baustelle Wohnpark Eppendorf' });
    betriebshof = await idVon(t.db, 'anfallstelle', { erzeuger_id: musterbau, name: 'Betriebshof Billbrook' });
    anlage = await idVon(t.db, 'verbleibsanlage', { name: 'Recyclingzentrum Nord Billwerder' });
    inhaber = await anmelden(t, 'inhaber@musterbau.example');
  }, 120_000);
  afterAll(async () => {
    fs.rmSync(ablage, { recursive: true, force: true });
    await t?.close();
  });

  it('a period with only hand-entered quantities is no longer "keine Daten"', async () => {
    const leer = await inhaber.post(`/api/v1/exporter/xlsx/mandant/${musterbau}`, zeitraum).expect(400);
    expect(leer.body.message).toBe('Der Export findet keine Daten im Zeitraum.');

    await anlegen({ anfallstelleId: eppendorf, abfallschluessel: '17 01 01', menge: '2,5', einheit: 't', entsorgungsverfahren: 'R5' });
    await anlegen({ anfallstelleId: eppendorf, abfallschluessel: '17 06 05*', menge: '3', einheit: 'm³', entsorgungsverfahren: 'D1' });
    await anlegen({
      anfallstelleId: betriebshof,
      abfallschluessel: '20 01 01',
      leistungVon: `${JAHR}-03-01`,
      leistungBis: `${JAHR}-03-31`,
      menge: '1,25',
      einheit: 't',
      entsorgungsverfahren: 'R3',
    });

    await inhaber.post(`/api/v1/exporter/pdf/standort/${eppendorf}`, zeitraum).expect(202);
    // The Billbrook quantity belongs to March: a period in May still finds nothing there.
    const mai = await inhaber.post(`/api/v1/exporter/pdf/standort/${betriebshof}`, { beginn: `${JAHR}-05-01`, ende: `${JAHR}-05-31` });
    expect(mai.status).toBe(400);
  });

  it('the Excel workbook has the quantities per site with AVV and R/D and the "Bilanz" sheet with the page\'s sums', async () => {
    const mappe = new ExcelJS.Workbook();
    await mappe.xlsx.load((await exportiere(`/api/v1/exporter/xlsx/mandant/${musterbau}`)) as never);
    expect(mappe.worksheets.map((w) => w.name).slice(0, 2)).toEqual(['Übersicht', 'Bilanz']);

    // "Bilanz": one row per site, AVV code and disposal path, equal to the documentation page's balance.
    const bilanz = mappe.getWorksheet('Bilanz')!;
    const kopf = (bilanz.getRow(1).values as unknown[]).slice(1);
    expect(kopf).toEqual([
      'Erzeuger',
      'Anfallstelle',
      'AVV',
      'Abfallart',
      'R/D',
      'Verbleibsanlage / Zertifikat',
      'Gültig bis',
      'Abgelaufen',
      'Menge (t)',
      'Menge (m³)',
      'Anzahl',
      'Davon ohne Menge',
    ]);
    const zeilen: { standort: string; avv: string; rd: string; anlage: string; t: number; m3: number }[] = [];
    bilanz.eachRow((row, nr) => {
      if (nr === 1) return;
      zeilen.push({
        standort: String(row.getCell(2).value ?? ''),
        avv: String(row.getCell(3).value ?? ''),
        rd: String(row.getCell(5).value ?? ''),
        anlage: String(row.getCell(6).value ?? ''),
        t: Number(row.getCell(9).value ?? 0),
        m3: Number(row.getCell(10).value ?? 0),
      });
    });
    let gesamtT = 0;
    let gesamtM3 = 0;
    for (const [stelle, name] of [
      [eppendorf, 'Baustelle Wohnpark Eppendorf'],
      [betriebshof, 'Betriebshof Billbrook'],
    ] as const) {
      const doku = await seite(stelle);
      expect(doku.bilanz.length).toBeGreaterThan(0);
      for (const b of doku.bilanz) {
        const z = zeilen.find((r) => r.standort === name && r.avv === b.abfallschluessel && r.rd === b.entsorgungsverfahren);
        expect(z).toMatchObject({ anlage: 'Recyclingzentrum Nord Billwerder', t: b.tonnen, m3: b.kubikmeter });
      }
      const summe = zeilen.find((r) => r.standort === `Summe ${name}`)!;
      expect(summe.t).toBeCloseTo(
        doku.bilanz.reduce((s, b) => s + b.tonnen, 0),
        3,
      );
      expect(summe.m3).toBeCloseTo(
        doku.bilanz.reduce((s, b) => s + b.kubikmeter, 0),
        3,
      );
      gesamtT += summe.t;
      gesamtM3 += summe.m3;
    }
    expect(zeilen.find((r) => r.standort === 'Summe Betriebshof Billbrook')!.t).toBe(1.25);
    const gesamt = bilanz.getRow(bilanz.rowCount);
    expect(gesamt.getCell(1).value).toBe('Summe gesamt');
    expect(Number(gesamt.getCell(9).value)).toBeCloseTo(gesamtT, 3);
    expect(Number(gesamt.getCell(10).value)).toBeCloseTo(gesamtM3, 3);

    // The site sheet: the quantities section with AVV, R/D, t and m³ and its sum, then the rule texts.
    const blatt = mappe.getWorksheet('Baustelle Wohnpark Eppendorf')!;
    const texte: unknown[][] = [];
    blatt.eachRow((row) => texte.push((row.values as unknown[]).slice(1)));
    const start = texte.findIndex((r) => r[0] === 'Abfallmengen im Zeitraum (erfasst und aus freigegebenen Belegen)');
    expect(start).toBeGreaterThan(0);
    expect(texte[start + 1]).toEqual(
      expect.arrayContaining(['Quelle', 'AVV', 'Menge', 'Einheit', 'R/D', 'Verbleibsanlage / Zertifikat', 't', 'm³']),
    );
    const doku = await seite(eppendorf);
    const mengen = texte.slice(start + 2, start + 2 + doku.mengen.length);
    expect(mengen.map((r) => [r[0], r[5], r[7], r[8], r[9]])).toEqual(
      expect.arrayContaining([
        ['erfasst', '17 01 01', '2,5', 't', 'R5'],
        ['erfasst', '17 06 05*', '3', 'm³', 'D1'],
      ]),
    );
    const summe = texte[start + 2 + doku.mengen.length]!;
    expect(summe[0]).toBe('Summe');
    expect(summe[12]).toBeCloseTo(
      doku.mengen.reduce((s, m) => s + (m.tonnen ?? 0), 0),
      3,
    );
    expect(summe[13]).toBeCloseTo(
      doku.mengen.reduce((s, m) => s + (m.kubikmeter ?? 0), 0),
      3,
    );
    const rest = texte.slice(start + 3 + doku.mengen.length).map((r) => r[0]);
    expect(rest).toEqual(expect.arrayContaining([doku.hinweise.dokumentationspflicht.text, NACHWV_HINWEIS]));
  });

  it('the PDF shows the quantities, the balance, the rule texts and the separate-collection rate', async () => {
    const ziel = path.join(ablage, 'alle.pdf');
    fs.writeFileSync(ziel, await exportiere(`/api/v1/exporter/pdf/alle-standorte/${musterbau}`));
    // Kept for a person to look at (pdftoppm -r 60 -png test-results/exporte/mengen.pdf).
    const zeigen = path.join(__dirname, '..', '..', '..', 'test-results', 'exporte');
    fs.mkdirSync(zeigen, { recursive: true });
    fs.copyFileSync(ziel, path.join(zeigen, 'mengen.pdf'));
    const text = execFileSync('pdftotext', [ziel, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');

    expect(text).toContain('Abfallmengen im Zeitraum (erfasst und aus freigegebenen Belegen)');
    expect(text).toContain('Mengenbilanz je Abfallschlüssel und Entsorgungsweg');
    expect(text).toContain('17 01 01');
    expect(text).toContain('17 06 05*');
    expect(text).toContain('1,25');
    expect(text).toContain('Recyclingzentrum Nord Billwerder');
    const eppendorfDoku = await seite(eppendorf);
    const billbrook = await seite(betriebshof);
    expect(text).toContain(eppendorfDoku.hinweise.dokumentationspflicht.text);
    expect(text).toContain(billbrook.hinweise.dokumentationspflicht.text);
    expect(text).toContain(NACHWV_HINWEIS);
    // Producer summary: 1,25 t of chapter 20, all separately collected (the page says the same).
    expect(text).toContain('Getrenntsammlungsquote je Erzeuger (GewAbfV § 4)');
    expect(billbrook.hinweise.getrenntsammlung.quote).toBe(100);
    expect(text).toContain(billbrook.hinweise.getrenntsammlung.text);
    expect(text).toContain('100,0 %');
  });

  it('a single site’s PDF begins on its first page, below the title block (issue 28)', async () => {
    const ziel = path.join(ablage, 'standort.pdf');
    fs.writeFileSync(ziel, await exportiere(`/api/v1/exporter/pdf/standort/${betriebshof}`));
    const seiten = execFileSync('pdftotext', [ziel, '-'], { encoding: 'utf8' }).split('\f');
    expect(seiten[0]).toContain('Dokumentation der Abfallentsorgung');
    expect(seiten[0]).toContain('Betriebshof Billbrook');
    expect(seiten[0]).toContain('Belege');
    // All sites: each still starts a page of its own, as many as the title page counts.
    const alle = path.join(ablage, 'alle-seiten.pdf');
    fs.writeFileSync(alle, await exportiere(`/api/v1/exporter/pdf/alle-standorte/${musterbau}`));
    const alleSeiten = execFileSync('pdftotext', [alle, '-'], { encoding: 'utf8' })
      .split('\f')
      .filter((t) => t.trim() !== '');
    const anzahl = Number(/(\d+) Anfallstelle\(n\)/.exec(alleSeiten[0]!)?.[1]);
    expect(anzahl).toBeGreaterThan(1);
    expect(alleSeiten.filter((t) => /^\s*(Baustelle|Betriebshof)/.test(t))).toHaveLength(anzahl);
  });
});
