import { ABFALLMENGE_MELDUNGEN, type Abfallmenge } from '@abfallportal/common/abfallmenge';
import { CSV_IMPORT_MELDUNGEN, type CsvImportErgebnis } from '@abfallportal/common/belegImport';
import type { StandortDokumentation } from '@abfallportal/common/dokumentation';
import { loadDemoAuftraege } from '../../demo';
import { idVon } from '../../testing/idVon';
import { anmelden, createTestApp, type Browser, type TestApp } from '../../testing/testApp';

const KOPF = [
  'Satzart',
  'Belegnummer',
  'Belegart',
  'Belegdatum',
  'Empfänger',
  'Erzeuger',
  'Entsorger',
  'Anfallstelle',
  'Leistung von',
  'Leistung bis',
  'Leistungsjahr',
  'AVV',
  'Menge',
  'Einheit',
  'Behälter',
  'Behälteranzahl',
  'Rhythmus',
  'Anzahl Leerungen',
  'Entsorgungsverfahren',
  'Verbleibsanlage',
  'Zertifikat',
  'Ausnahme',
];
type Reihe = Partial<Record<(typeof KOPF)[number], string>>;
const reihe = (r: Reihe): string[] => KOPF.map((k) => r[k] ?? '');

const beleg = (nr: string): Reihe => ({
  Satzart: 'Beleg',
  Belegnummer: `WS-MG-${nr}`,
  Belegart: 'Wiegeschein',
  Belegdatum: '18.11.2026',
  Empfänger: 'Musterbau GmbH',
  Erzeuger: 'Musterbau GmbH',
  Entsorger: 'Entsorgung Nord GmbH',
  Anfallstelle: 'Baustelle Wohnpark Eppendorf',
  AVV: '17 01 07',
  Menge: '3,5',
  Einheit: 't',
  Rhythmus: 'Entsorgung',
  Entsorgungsverfahren: 'R5',
  Verbleibsanlage: 'Recyclingzentrum Nord Billwerder',
});
const menge = (extra: Reihe = {}): Reihe => ({
  Satzart: 'Menge',
  Erzeuger: 'Musterbau GmbH',
  Anfallstelle: 'Betriebshof Billbrook',
  'Leistung von': '01.03.2025',
  'Leistung bis': '31.03.2025',
  AVV: '20 01 01',
  Menge: '1,250',
  Einheit: 't',
  Rhythmus: 'Turnus',
  'Anzahl Leerungen': '4',
  Entsorgungsverfahren: 'r 3',
  Verbleibsanlage: 'Recyclingzentrum Nord Billwerder',
  ...extra,
});

const alsCsv = (reihen: string[][]): Buffer =>
  Buffer.from(reihen.map((r) => r.map((w) => (w.includes(';') ? `"${w}"` : w)).join(';')).join('\r\n') + '\r\n', 'utf8');

type Abgelehnt = { message: string; antwort: { abgelehnt: { zeile: number; spalte: string | null; meldung: string }[] } };

/** CSV import of waste quantities (Satzart „Menge“) beside receipts, through the real app (issue 20). */
describe('CSV import of waste quantities', () => {
  let t: TestApp;
  let support: Browser;
  let inhaber: Browser;
  let musterbau: number;
  let betriebshof: number;

  const hochladen = (data: Buffer) =>
    support.agent
      .post('/api/v1/rechnungen/csv-import')
      .set('X-XSRF-TOKEN', support.xsrf)
      .attach('datei', data, { filename: 'mengen.csv', contentType: 'text/csv' });
  const anzahlEvents = async (praefix: 'beleg' | 'abfallmenge') =>
    Number(
      (
        (await t.db.raw(`SELECT count(*) AS n FROM eventstore_events WHERE stream_id LIKE ?`, [`${praefix}-%`])) as {
          rows: { n: string }[];
        }
      ).rows[0]!.n,
    );

  beforeAll(async () => {
    t = await createTestApp({}, { vorbereiten: async (deps) => void (await loadDemoAuftraege(deps.db, deps.eventStore)) });
    support = await anmelden(t, 'support@abfallportal.example');
    inhaber = await anmelden(t, 'inhaber@musterbau.example');
    musterbau = await idVon(t.db, 'erzeuger', { name: 'Musterbau GmbH' });
    betriebshof = await idVon(t.db, 'anfallstelle', { erzeuger_id: musterbau, name: 'Betriebshof Billbrook' });
  }, 120_000);
  afterAll(() => t?.close());

  it('quantity rows become waste quantities of the documentation, together with the receipt rows; a re-upload does not double', async () => {
    const data = alsCsv([
      KOPF,
      reihe(beleg('OK')),
      reihe(menge()),
      reihe(menge({ AVV: '150101', Menge: '6', Einheit: 'm3', Rhythmus: 'Entsorgung', 'Anzahl Leerungen': '', Leistungsjahr: '2025' })),
    ]);
    const e = (await hochladen(data).expect(201)).body as CsvImportErgebnis;
    expect(e).toMatchObject({ erfasst: 1, mengenErfasst: 2, uebersprungen: [] });
    expect(e.mengen.map((m) => [m.zeile, m.abfallschluessel, m.menge, m.einheit, m.neu])).toEqual([
      [3, '20 01 01', '1,250', 't', true],
      [4, '15 01 01', '6', 'm³', true],
    ]);
    // The producer sees them like quantities entered by hand, with the plant and the year from „Leistung von“.
    const m = (await inhaber.get(`/api/v1/dokumentation/abfallmengen/${e.mengen[0]!.id}`).expect(200)).body as Abfallmenge;
    expect(m).toMatchObject({
      erzeugerId: musterbau,
      anfallstelleId: betriebshof,
      leistungsjahr: 2025,
      leistungVon: '2025-03-01',
      leistungBis: '2025-03-31',
      rhythmus: 'TURNUS',
      anzahlLeerungen: 4,
      entsorgungsverfahren: 'R3',
      verbleibsanlageName: 'Recyclingzentrum Nord Billwerder',
      zertifikatName: null,
      tonnen: 1.25,
    });
    const s = (await inhaber.get(`/api/v1/dokumentation/${musterbau}/standorte/${betriebshof}?jahr=2025`).expect(200))
      .body as StandortDokumentation;
    expect(s.abfallmengen.map((a) => a.id)).toEqual(expect.arrayContaining(e.mengen.map((x) => x.id)));

    const belegEvents = await anzahlEvents('beleg');
    const mengenEvents = await anzahlEvents('abfallmenge');
    const nochmal = (await hochladen(data).expect(200)).body as CsvImportErgebnis;
    expect(nochmal).toMatchObject({ erfasst: 0, schonImportiert: 1, mengenErfasst: 0 });
    expect(nochmal.mengen.map((x) => [x.id, x.neu])).toEqual(e.mengen.map((x) => [x.id, false]));
    expect(await anzahlEvents('beleg')).toBe(belegEvents);
    expect(await anzahlEvents('abfallmenge')).toBe(mengenEvents);
  });

  it('bad quantity rows are refused with the quantity form’s rules, each named; nothing is written, not even the good receipt', async () => {
    const data = alsCsv([
      KOPF,
      reihe(beleg('BAD')),
      reihe(menge({ Verbleibsanlage: '' })), // 3: no plant
      reihe(menge({ Zertifikat: 'zertifikat.pdf', Verbleibsanlage: '' })), // 4: a certificate by CSV
      reihe(menge({ AVV: '17 09 04' })), // 5: mixed waste without the exception's justification
      reihe(menge({ Menge: '1,2345', Einheit: 'Sack' })), // 6: amount and unit
      reihe(menge({ Anfallstelle: 'Mond', Behälter: 'Raumkapsel' })), // 7: unknown site and container
      reihe(menge({ 'Leistung von': '' })), // 8: no year
      reihe(menge({ Rhythmus: 'Turnus', 'Anzahl Leerungen': '' })), // 9: a cycle without its number of emptyings
    ]);
    const belegEvents = await anzahlEvents('beleg');
    const mengenEvents = await anzahlEvents('abfallmenge');
    const body = (await hochladen(data).expect(400)).body as Abgelehnt;
    const a = body.antwort.abgelehnt;
    expect(a).toEqual(
      expect.arrayContaining([
        { zeile: 3, spalte: 'Verbleibsanlage', meldung: CSV_IMPORT_MELDUNGEN.mengeOhneAnlage },
        { zeile: 4, spalte: 'Zertifikat', meldung: CSV_IMPORT_MELDUNGEN.mengeMitZertifikat },
        { zeile: 4, spalte: 'Verbleibsanlage', meldung: CSV_IMPORT_MELDUNGEN.mengeOhneAnlage },
        { zeile: 5, spalte: 'Ausnahme', meldung: ABFALLMENGE_MELDUNGEN.ausnahme },
        { zeile: 6, spalte: 'Menge', meldung: ABFALLMENGE_MELDUNGEN.menge },
        { zeile: 6, spalte: 'Einheit', meldung: ABFALLMENGE_MELDUNGEN.einheit },
        { zeile: 7, spalte: 'Anfallstelle', meldung: 'Die Anfallstelle „Mond“ gibt es beim Erzeuger Musterbau GmbH nicht.' },
        { zeile: 7, spalte: 'Behälter', meldung: 'Den Behälter „Raumkapsel“ gibt es nicht.' },
        { zeile: 8, spalte: 'Leistungsjahr', meldung: ABFALLMENGE_MELDUNGEN.leistungsjahr },
        { zeile: 9, spalte: 'Anzahl Leerungen', meldung: ABFALLMENGE_MELDUNGEN.anzahlLeerungen },
      ]),
    );
    expect(a.some((z) => z.zeile === 2)).toBe(false);
    expect(CSV_IMPORT_MELDUNGEN.mengeOhneAnlage).toMatch(/Zertifikat kann nicht per CSV/);
    expect(await anzahlEvents('beleg')).toBe(belegEvents);
    expect(await anzahlEvents('abfallmenge')).toBe(mengenEvents);
  });

  it('the template carries an example quantity row and the year column', async () => {
    const res = await support.get('/api/v1/rechnungen/csv-import/vorlage').expect(200);
    const text = Buffer.isBuffer(res.body) ? res.body.toString('utf8') : res.text;
    const [kopf, , mengenZeile] = text.split('\r\n');
    expect(kopf).toMatch(/;Leistungsjahr$/);
    expect(mengenZeile).toMatch(/^Menge;;;/);
    expect(mengenZeile).toContain('Recyclingzentrum Nord Billwerder');
    // The template's example quantity row imports as it is (its receipt row is a demo receipt already captured).
    const e = (await hochladen(Buffer.from(`${kopf}\r\n${mengenZeile}\r\n`, 'utf8')).expect(201)).body as CsvImportErgebnis;
    expect(e).toMatchObject({ erfasst: 0, mengenErfasst: 1 });
  });
});
