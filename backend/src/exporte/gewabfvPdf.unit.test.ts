import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { getrenntsammlungsquote, dokumentationspflicht } from '@abfallportal/common/dokumentationRegeln';
import { PDFDocument } from 'pdf-lib';
import type { GewabfvBeleg, GewabfvPaket } from './gewabfvPaket';
import { anlagenVon } from './gewabfvAnlagen';
import { schreibeGewabfvPdf } from './gewabfvPdf';

const beleg = (nummer: string, datei: GewabfvBeleg['datei']): GewabfvBeleg => ({
  id: `id-${nummer}`,
  nummer,
  typ: 'rechnung',
  status: 'FREIGEGEBEN',
  datum: '2025-05-02',
  entsorger: 'Entsorgung Nord GmbH',
  summe: 100,
  datei,
});

const paket = (belege: GewabfvBeleg[]): GewabfvPaket => ({
  jahr: 2025,
  heute: '2026-01-15',
  standort: {
    id: 1,
    name: 'Betriebshof Billbrook',
    nummer: 'BH-1',
    art: 'GEWERBEBETRIEB',
    adresse: 'Billstraße 1, 20539 Hamburg',
    erzeuger: 'Musterbau GmbH',
    erzeugerAdresse: '',
    bilder: [],
  },
  doku: {
    zeitraum: { id: 2025, name: '2025', beginn: '2025-01-01', ende: '2025-12-31' },
    anfallstelle: { id: 1, name: 'Betriebshof Billbrook', art: 'GEWERBEBETRIEB', ort: 'Hamburg' },
    status: 'UNVOLLSTAENDIG',
    belege: [],
    abfallmengen: [],
    mengen: [],
    bilanz: [
      {
        abfallschluessel: '20 03 01',
        avvBezeichnung: 'gemischte Siedlungsabfälle',
        gefaehrlich: false,
        entsorgungsverfahren: 'R1',
        verbleibsanlageName: 'MVA Borsigstraße',
        zertifikatName: null,
        gueltigBis: '2025-12-31',
        abgelaufen: true,
        tonnen: 2,
        kubikmeter: 10,
        anzahl: 1,
        ohneMenge: 0,
      },
    ],
    hinweise: {
      dokumentationspflicht: dokumentationspflicht('GEWERBEBETRIEB', null),
      gefaehrlich: null,
      getrenntsammlung: getrenntsammlungsquote(2025, [
        { abfallschluessel: '20 01 01', tonnen: 19 },
        { abfallschluessel: '20 03 01', tonnen: 1 },
      ]),
    },
    darfBearbeiten: false,
  },
  belege,
  begruendungen: [],
  ausnahmen: [],
});

/** The GewAbfV PDF without a database: markings, attachment kinds, and what a missing file does. */
describe('the GewAbfV package PDF', () => {
  const ordner = fs.mkdtempSync(path.join(os.tmpdir(), 'gewabfv-'));
  afterAll(() => fs.rmSync(ordner, { recursive: true, force: true }));

  it('marks an expired certificate, states the rate at 90 % and more, and embeds a PDF that does not load as a file', async () => {
    const kaputt = Buffer.from('%PDF-1.4\nnicht lesbar\n%%EOF\n');
    const belege = [
      beleg('RE-1', { id: 'kaputt', name: 'kaputt.pdf', typ: 'application/pdf' }),
      beleg('RE-2', { id: 'weg', name: 'weg.pdf', typ: 'application/pdf' }),
      beleg('RE-3', null),
    ];
    const lesen = async (id: string) => (id === 'kaputt' ? kaputt : null);
    const anlagen = await anlagenVon(belege, lesen);
    expect(anlagen.map((a) => [a.nr, a.beleg.nummer, a.art])).toEqual([[1, 'RE-1', 'DATEI']]);

    const ziel = path.join(ordner, 'paket.pdf');
    await schreibeGewabfvPdf(paket(belege), ziel, lesen);
    const text = execFileSync('pdftotext', ['-layout', ziel, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
    expect(text).toMatch(/MVA Borsigstraße – 31\.12\.2025 – .*ZERTIFIKAT ABGELAUFEN/);
    expect(text).toContain('Mit „ZERTIFIKAT ABGELAUFEN“ markierte Zertifikate waren am 15.01.2026 nicht mehr gültig.');
    expect(text).toContain('Getrenntsammlungsquote 2025: 95,0 %. Damit entfällt 2026 die Pflicht zur Vorbehandlung');
    expect(text).toContain('Kein Lageplan hinterlegt');
    expect(text).toContain('Anlage 1 (eingebettete Datei Anlage-1-kaputt.pdf)');
    expect(text).toContain('keine Datei');
    expect(text).toContain('Die Ausnahme für höchstens 10 m³');
    const pdf = await PDFDocument.load(fs.readFileSync(ziel));
    expect(pdf.getTitle()).toBe('GewAbfV-Paket 2025 · Betriebshof Billbrook');
  });
});
