import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { SankeyDaten } from '@abfallportal/common/auswertung';
import { KEINE_MENGEN, sankeyPdf, tonnenText } from './sankeyPdf';

/** A sample like Musterbau's year: two sites, four fractions, two disposers, plants and R/D methods. */
export const BEISPIEL: SankeyDaten = {
  knoten: [
    { id: 's1', name: 'Baustelle Hafencity', ebene: 'STANDORT', farbcode: null },
    { id: 's2', name: 'Betriebshof Billbrook', ebene: 'STANDORT', farbcode: null },
    { id: 'f1', name: 'Bauschutt', ebene: 'FRAKTION', farbcode: '#8c564b' },
    { id: 'f2', name: 'Gemischte Bau- und Abbruchabfälle', ebene: 'FRAKTION', farbcode: null },
    { id: 'f3', name: 'Holz A IV', ebene: 'FRAKTION', farbcode: null },
    { id: 'f4', name: 'Papier, Pappe', ebene: 'FRAKTION', farbcode: null },
    { id: 'e1', name: 'Entsorgung Nord GmbH', ebene: 'ENTSORGER', farbcode: null },
    { id: 'e2', name: 'Recycling Süd AG', ebene: 'ENTSORGER', farbcode: null },
    { id: 'z1', name: 'Recyclinganlage Moorfleet (R5)', ebene: 'ZIEL', farbcode: null },
    { id: 'z2', name: 'MVA Borsigstraße (R1)', ebene: 'ZIEL', farbcode: null },
    { id: 'z3', name: 'Sortieranlage Harburg (R12)', ebene: 'ZIEL', farbcode: null },
    { id: 'leer', name: 'Ohne Menge', ebene: 'FRAKTION', farbcode: null },
  ],
  kanten: [
    { quelle: 's1', ziel: 'f1', wert: 120.5 },
    { quelle: 's1', ziel: 'f2', wert: 42.25 },
    { quelle: 's1', ziel: 'f3', wert: 12.5 },
    { quelle: 's2', ziel: 'f2', wert: 18 },
    { quelle: 's2', ziel: 'f4', wert: 3.2 },
    { quelle: 'f1', ziel: 'e1', wert: 120.5 },
    { quelle: 'f2', ziel: 'e1', wert: 30.25 },
    { quelle: 'f2', ziel: 'e2', wert: 30 },
    { quelle: 'f3', ziel: 'e2', wert: 12.5 },
    { quelle: 'f4', ziel: 'e2', wert: 3.2 },
    { quelle: 'e1', ziel: 'z1', wert: 120.5 },
    { quelle: 'e1', ziel: 'z3', wert: 30.25 },
    { quelle: 'e2', ziel: 'z2', wert: 15.7 },
    { quelle: 'e2', ziel: 'z3', wert: 30 },
    { quelle: 'leer', ziel: 'e1', wert: 0 },
  ],
};

const KOPF = { titel: 'Abfallströme', zeitraum: '01.01.2025 – 31.12.2025', erzeugerName: 'Musterbau GmbH' };

const pdfText = (pdf: Buffer): string => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sankey-'));
  const datei = path.join(dir, 's.pdf');
  fs.writeFileSync(datei, pdf);
  return execFileSync('pdftotext', ['-layout', datei, '-'], { encoding: 'utf8' });
};

const seiten = (pdf: Buffer): number => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sankey-'));
  const datei = path.join(dir, 's.pdf');
  fs.writeFileSync(datei, pdf);
  return Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [datei], { encoding: 'utf8' }))![1]);
};

describe('tonnenText', () => {
  it.each([
    [12.5, '12,5 t'],
    [1234.56, '1.234,6 t'],
    [3, '3,0 t'],
    [0.045, '0,045 t'],
  ])('%p → %s', (wert, text) => expect(tonnenText(wert)).toBe(text));
});

describe('sankeyPdf', () => {
  it('draws the diagram with German labels and tonnes, and the flows as a table on page 2', async () => {
    const pdf = await sankeyPdf(BEISPIEL, KOPF);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf);
    for (const label of [
      'Abfallströme',
      'Erzeuger: Musterbau GmbH',
      'Zeitraum: 01.01.2025 – 31.12.2025',
      'Anfallstelle',
      'Fraktion',
      'Entsorger',
      'Anlage / Verfahren',
    ])
      expect(text).toContain(label);
    for (const knoten of [
      'Baustelle Hafencity',
      'Betriebshof Billbrook',
      'Bauschutt',
      'Holz A IV',
      'Entsorgung Nord GmbH',
      'Recycling Süd AG',
      'MVA Borsigstraße (R1)',
    ])
      expect(text).toContain(knoten);
    expect(text).toContain('175,3 t'); // Baustelle Hafencity: 120,5 + 42,25 + 12,5
    expect(text).toContain('150,8 t'); // Entsorgung Nord
    expect(text).toContain('Flüsse – Abfallströme');
    expect(text).toMatch(/Anfallstelle – Fraktion/);
    expect(text).toContain('Gesamtmenge 196,5 t');
    expect(text).not.toContain('Ohne Menge'); // a node without a positive flow is left out
    expect(text).toContain('Seite 1 von 2');
    expect(seiten(pdf)).toBe(2);
  });

  it('says "Keine Mengen im Zeitraum" on one page when there are no flows', async () => {
    const pdf = await sankeyPdf({ knoten: BEISPIEL.knoten, kanten: [{ quelle: 's1', ziel: 'f1', wert: 0 }] }, KOPF);
    const text = pdfText(pdf);
    expect(text).toContain(KEINE_MENGEN);
    expect(text).toContain('Musterbau GmbH');
    expect(seiten(pdf)).toBe(1);
    expect(pdfText(await sankeyPdf({ knoten: [], kanten: [] }, KOPF))).toContain(KEINE_MENGEN);
  });

  it('continues the flow table over several pages and lays out flows that skip a level', async () => {
    const knoten: SankeyDaten['knoten'] = [];
    const kanten: SankeyDaten['kanten'] = [];
    for (let i = 0; i < 30; i++) {
      knoten.push({ id: `s${i}`, name: `Anfallstelle ${i + 1}`, ebene: 'STANDORT', farbcode: null });
      knoten.push({ id: `f${i}`, name: `Fraktion ${i + 1}`, ebene: 'FRAKTION', farbcode: null });
      kanten.push({ quelle: `s${i}`, ziel: `f${i}`, wert: i + 1 });
      kanten.push({ quelle: `f${i}`, ziel: 'e', wert: i + 1 });
    }
    knoten.push({ id: 'e', name: 'Entsorgung Nord GmbH', ebene: 'ENTSORGER', farbcode: null });
    knoten.push({ id: 'direkt', name: 'Direktanlieferung', ebene: 'STANDORT', farbcode: null });
    kanten.push({ quelle: 'direkt', ziel: 'e', wert: 5 }); // skips the fraction level
    const pdf = await sankeyPdf({ knoten, kanten }, KOPF);
    const text = pdfText(pdf);
    expect(text).toContain('Anfallstelle 30');
    expect(text).toContain('Direktanlieferung');
    expect(seiten(pdf)).toBeGreaterThanOrEqual(3);
  });
});

/** `SANKEY_PNG=1 npx jest sankeyPdf` writes the sample as PNGs to look at (pdftoppm -png -r 60). */
if (process.env.SANKEY_PNG) {
  it('writes the sample as PNG', async () => {
    const ziel = process.env.SANKEY_PNG_DIR ?? os.tmpdir();
    fs.writeFileSync(path.join(ziel, 'sankey.pdf'), await sankeyPdf(BEISPIEL, KOPF));
    execFileSync('pdftoppm', ['-png', '-r', '60', path.join(ziel, 'sankey.pdf'), path.join(ziel, 'sankey')]);
  });
}
