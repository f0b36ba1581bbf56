import iconv from 'iconv-lite';
import { loadDemoAuftraege } from '../../demo';
import { anmelden, createTestApp, type Browser, type TestApp } from '../../testing/testApp';

const KOPF = [
  'Belegnummer',
  'Belegart',
  'Belegdatum',
  'Erzeuger',
  'Entsorger',
  'Anfallstelle',
  'Empfänger',
  'Leistung von',
  'Leistung bis',
  'Summe',
  'Bezeichnung',
  'AVV',
  'Menge',
  'Einheit',
  'Behälterkategorie',
  'Behälter',
  'Behälteranzahl',
  'Rhythmus',
  'Entsorgungsverfahren',
  'Verbleibsanlage',
  'Ausnahme',
  'Betrag',
];

/** Two positions of one invoice and one weighing slip; `nr` makes the numbers unique per test. */
const zeilen = (nr: string) => [
  [
    `RE-CSV-${nr}`,
    'Rechnung',
    '20.11.2026',
    'Musterbau GmbH',
    'Entsorgung Nord GmbH',
    'Baustelle Wohnpark Eppendorf',
    'Musterbau GmbH',
    '01.11.2026',
    '15.11.2026',
    '1.234,50',
    'Gemischte Bau- und Abbruchabfälle',
    '17 09 04',
    '2,1',
    't',
    'Absetzmulde',
    'Absetzmulde 7 m³',
    '1',
    'Entsorgung',
    'R5',
    'Recyclingzentrum Nord Billwerder',
    'Platzmangel auf der Baustelle',
    '1.000,00',
  ],
  [
    `RE-CSV-${nr}`,
    '',
    '',
    'Musterbau GmbH',
    'Entsorgung Nord GmbH',
    '',
    '',
    '',
    '',
    '',
    'Beton, Ziegel (Gemisch)',
    '17 01 07',
    '3,5',
    't',
    'Absetzmulde',
    'Absetzmulde 10 m³',
    '1',
    'Entsorgung',
    'R5',
    'Recyclingzentrum Nord Billwerder',
    '',
    '234,50',
  ],
  [
    `WS-CSV-${nr}`,
    'Wiegeschein',
    '18.11.2026',
    'Musterbau GmbH',
    'Entsorgung Nord GmbH',
    'Baustelle Wohnpark Eppendorf',
    'Musterbau GmbH',
    '',
    '',
    '',
    'Holz, Glas, Kunststoff',
    '170204*',
    '0,75',
    't',
    '',
    '',
    '',
    '',
    'D10',
    'Recyclingzentrum Nord Billwerder',
    '',
    '',
  ],
];

const alsCsv = (reihen: string[][], trenn: ';' | ','): string =>
  reihen.map((r) => r.map((w) => (w.includes(trenn) || w.includes('"') ? `"${w.replace(/"/g, '""')}"` : w)).join(trenn)).join('\r\n') +
  '\r\n';

type Ergebnis = {
  erfasst: number;
  schonImportiert: number;
  kodierung: string;
  trennzeichen: string;
  belege: { id: string; nummer: string; positionen: number; zeilen: number[]; neu: boolean }[];
  uebersprungen: { zeile: number; meldung: string }[];
};
type Abgelehnt = {
  message: string;
  errors: Record<string, string>;
  antwort: { abgelehnt: { zeile: number; spalte: string; meldung: string }[] };
};

/** CSV import of receipts through the real app (issue 20, support tab "CSV-Import"). */
describe('CSV import of receipts', () => {
  let t: TestApp;
  let support: Browser;
  let inhaber: Browser;

  const hochladen = (b: Browser, data: Buffer, name = 'belege.csv') =>
    b.agent
      .post('/api/v1/rechnungen/csv-import')
      .set('X-XSRF-TOKEN', b.xsrf)
      .attach('datei', data, { filename: name, contentType: 'text/csv' });
  const anzahlBelege = async () => Number(((await t.db('beleg_uebersicht').count('* as n').first()) as { n: string }).n);
  const anzahlEvents = async () =>
    Number(
      ((await t.db.raw(`SELECT count(*) AS n FROM eventstore_events WHERE stream_id LIKE 'beleg-%'`)) as { rows: { n: string }[] }).rows[0]!
        .n,
    );

  beforeAll(async () => {
    t = await createTestApp({}, { vorbereiten: async (deps) => void (await loadDemoAuftraege(deps.db, deps.eventStore)) });
    support = await anmelden(t, 'support@abfallportal.example');
    inhaber = await anmelden(t, 'inhaber@musterbau.example');
  }, 120_000);
  afterAll(() => t?.close());

  it('a UTF-8 file with `;` captures its receipts (source CSV, origin manual), grouped by number and disposer', async () => {
    const data = Buffer.from(alsCsv([KOPF, ...zeilen('U8')], ';'), 'utf8');
    const res = await hochladen(support, data).expect(201);
    const e = res.body as Ergebnis;
    expect(e).toMatchObject({ erfasst: 2, schonImportiert: 0, kodierung: 'UTF-8', trennzeichen: ';' });
    expect(e.belege.map((b) => [b.nummer, b.positionen, b.zeilen])).toEqual([
      ['RE-CSV-U8', 2, [2, 3]],
      ['WS-CSV-U8', 1, [4]],
    ]);
    const re = (await support.get(`/api/v1/rechnungen/${e.belege[0]!.id}`).expect(200)).body as Record<string, unknown>;
    expect(re).toMatchObject({
      typ: 'rechnung',
      status: 'ERFASST',
      quelle: 'CSV',
      herkunft: 'MANUELL',
      summe: 1234.5,
      datum: '2026-11-20',
    });
    expect((re.positionen as { abfallschluessel: string; menge: string }[]).map((p) => [p.abfallschluessel, p.menge])).toEqual([
      ['17 09 04', '2,1'],
      ['17 01 07', '3,5'],
    ]);
    // Only the order assignment is missing for the check (it follows on /rechnungen/:id).
    expect(re.pruefung).toEqual({ auftragIds: 'Bitte mindestens einen Auftrag zuordnen.' });
    // The producer sees it in its receipts list.
    const liste = (await inhaber.get(`/api/v1/rechnungen?filter=${encodeURIComponent(JSON.stringify({ q: 'RE-CSV-U8' }))}`).expect(200))
      .body as { id: string }[];
    expect(liste.map((b) => b.id)).toEqual([e.belege[0]!.id]);
  });

  it('a Windows-1252 file with `,` keeps its umlauts; a BOM is no problem', async () => {
    const reihen = zeilen('W1');
    const data = iconv.encode(alsCsv([KOPF, ...reihen], ','), 'win1252');
    expect(data.includes(Buffer.from('ä', 'utf8'))).toBe(false);
    const e = (await hochladen(support, data).expect(201)).body as Ergebnis;
    expect(e).toMatchObject({ erfasst: 2, kodierung: 'Windows-1252', trennzeichen: ',' });
    const re = (await support.get(`/api/v1/rechnungen/${e.belege[0]!.id}`).expect(200)).body as {
      positionen: { bezeichnung: string; behaelter: string }[];
      summe: number;
    };
    expect(re.positionen[0]).toMatchObject({ bezeichnung: 'Gemischte Bau- und Abbruchabfälle', behaelter: 'Absetzmulde 7 m³' });
    expect(re.summe).toBe(1234.5);
    const mitBom = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(alsCsv([KOPF, ...zeilen('BOM')], ';'), 'utf8')]);
    expect(((await hochladen(support, mitBom).expect(201)).body as Ergebnis).erfasst).toBe(2);
  });

  it('one bad row → 400 naming every refused row with its line and reason; nothing is written', async () => {
    const reihen = zeilen('BAD');
    reihen[1]![12] = '0'; // amount 0 on line 3
    reihen[2]![11] = '99 99 99'; // unknown AVV on line 4
    const vorherBelege = await anzahlBelege();
    const vorherEvents = await anzahlEvents();
    const res = await hochladen(support, Buffer.from(alsCsv([KOPF, ...reihen], ';'), 'utf8')).expect(400);
    const body = res.body as Abgelehnt;
    expect(body.message).toMatch(/nicht importiert/);
    expect(body.antwort.abgelehnt).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ zeile: 3, spalte: 'Menge' }),
        { zeile: 4, spalte: 'AVV', meldung: 'Den Abfallschlüssel „99 99 99“ gibt es im AVV-Katalog nicht.' },
      ]),
    );
    expect(body.errors['zeile.4.AVV']).toContain('99 99 99');
    expect(await anzahlBelege()).toBe(vorherBelege);
    expect(await anzahlEvents()).toBe(vorherEvents);
  });

  it('a re-upload of the same file does not double; another file with the same receipt is refused as a double', async () => {
    const data = Buffer.from(alsCsv([KOPF, ...zeilen('RE')], ';'), 'utf8');
    const erst = (await hochladen(support, data).expect(201)).body as Ergebnis;
    const vorher = await anzahlEvents();
    const nochmal = (await hochladen(support, data).expect(200)).body as Ergebnis;
    expect(nochmal).toMatchObject({ erfasst: 0, schonImportiert: 2 });
    expect(nochmal.belege.map((b) => b.id)).toEqual(erst.belege.map((b) => b.id));
    expect(await anzahlEvents()).toBe(vorher);
    const anders = Buffer.from(alsCsv([KOPF, ...zeilen('RE')], ','), 'utf8');
    const res = (await hochladen(support, anders).expect(400)).body as Abgelehnt;
    expect(res.antwort.abgelehnt).toContainEqual({
      zeile: 2,
      spalte: 'Belegnummer',
      meldung: 'Der Beleg „RE-CSV-RE“ von Entsorgung Nord GmbH ist schon erfasst.',
    });
  });

  it('header mistakes and wrong files are refused as a whole', async () => {
    const falscherKopf = await hochladen(support, Buffer.from('Belegnummer;Farbe\nX;rot\n', 'utf8')).expect(400);
    expect((falscherKopf.body as { message: string }).message).toMatch(/unbekannte Spalten: „Farbe“.*„Belegart“/);
    await hochladen(support, Buffer.from('%PDF-1.4\n\0\0', 'latin1')).expect(400);
  });

  it('is staff only; the template downloads with German headers', async () => {
    await hochladen(inhaber, Buffer.from(alsCsv([KOPF, ...zeilen('X')], ';'), 'utf8')).expect(403);
    await inhaber.get('/api/v1/rechnungen/csv-import/vorlage').expect(403);
    const vorlage = await support.get('/api/v1/rechnungen/csv-import/vorlage').expect(200);
    expect(vorlage.headers['content-type']).toMatch(/text\/csv/);
    const text = Buffer.isBuffer(vorlage.body) ? vorlage.body.toString('utf8') : vorlage.text;
    expect(text).toContain('Belegnummer;Belegart;Belegdatum;Erzeuger;Entsorger');
    expect(text).toContain('Behälteranzahl');
  });
});
