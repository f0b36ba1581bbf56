import type { StammdatenExport } from '@abfallportal/common/stammdaten';
import { UPLOAD_MAX_BYTES } from '@abfallportal/common/validation';
import { anmelden, createTestApp, type Browser, type TestApp } from '../testing/testApp';

const API = '/api/v1/stammdaten';
const hochladen = (b: Browser, typ: string, inhalt: unknown, name = `${typ}.json`) =>
  b.agent
    .post(`${API}/${typ}/import`)
    .set('X-XSRF-TOKEN', b.xsrf)
    .attach('datei', Buffer.isBuffer(inhalt) ? inhalt : Buffer.from(JSON.stringify(inhalt)), name);

describe('master-data export and import', () => {
  let t: TestApp;
  let admin: Browser;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await anmelden(t, 'admin@abfallportal.example');
  });
  afterAll(() => t.close());

  it('exports a type as a JSON file download without ids', async () => {
    const res = await admin.get(`${API}/fraktionen/export`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="stammdaten-fraktionen-\d{4}-\d{2}-\d{2}\.json"$/);
    const datei = JSON.parse(res.text) as StammdatenExport;
    expect(datei.typ).toBe('fraktionen');
    expect(datei.zeilen).toHaveLength(16);
    expect(datei.zeilen.find((z) => z.bezeichnung === 'Boden und Steine')).toMatchObject({ dichte: 1.6 });
    expect(datei.zeilen[0]).not.toHaveProperty('id');
  });

  it('writes nothing when one row is bad and names every refused row', async () => {
    const anzahl = async () => Number(((await t.db('behaeltertyp').count({ n: '*' }).first()) as { n: number }).n);
    const n = await anzahl();
    const res = await hochladen(admin, 'abfallbehaelter', [
      { bezeichnung: 'Import-Mulde 5 m3', typ: 'Absetzmulde', volumenM3: 5, maxFuellgewichtT: 8, zyklisch: false, sortierung: 50 },
      { bezeichnung: 'Import-Mulde 7 m3', typ: 'Absetzmulde', volumenM3: 'sieben' },
      { bezeichnung: 'Import-Tonne', typ: 'Tonne', volumenM3: 0.24 },
      { bezeichnung: 'Import-Mulde 5 m3', typ: 'Absetzmulde', volumenM3: 5 },
    ]);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      message: 'Nichts wurde importiert: 3 Zeilen sind fehlerhaft.',
      abgelehnt: [
        { zeile: 2, meldung: 'volumenM3: Bitte geben Sie eine Zahl ein.' },
        { zeile: 3, meldung: 'Die Behälterkategorie „Tonne“ gibt es nicht. Legen Sie sie zuerst unter Behälterkategorien an.' },
        { zeile: 4, meldung: '„Import-Mulde 5 m3“ steht schon in Zeile 1.' },
      ],
    });
    expect(await anzahl()).toBe(n);
    expect(await t.db('behaeltertyp').where({ bezeichnung: 'Import-Mulde 5 m3' }).first()).toBeUndefined();
  });

  it('imports valid rows in one go, adding new ones and updating those it finds by name', async () => {
    const res = await hochladen(admin, 'abfallbehaelter', [
      { bezeichnung: 'Import-Mulde 5 m3', typ: 'Absetzmulde', volumenM3: '5,0', maxFuellgewichtT: 8, zyklisch: false, sortierung: 50 },
      { bezeichnung: 'MGB 240 l', typ: 'MGB', volumenM3: 0.24, maxFuellgewichtT: 0.1, zyklisch: true, sortierung: 5 },
    ]);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ angelegt: 1, aktualisiert: 1 });
    expect(await t.db('behaeltertyp').where({ bezeichnung: 'MGB 240 l' }).first()).toMatchObject({
      zyklisch: true,
      max_fuellgewicht_t: '0.100',
    });
    expect(await t.db('behaeltertyp').where({ bezeichnung: 'Import-Mulde 5 m3' }).first()).toMatchObject({ volumen_m3: '5.000' });
  });

  it('reads its own export back (round trip) and takes a changed value', async () => {
    const datei = JSON.parse((await admin.get(`${API}/fraktionen/export`)).text) as StammdatenExport;
    const boden = datei.zeilen.find((z) => z.bezeichnung === 'Boden und Steine')!;
    boden.dichte = 1.55;
    const res = await hochladen(admin, 'fraktionen', datei);
    expect(res.body).toEqual({ angelegt: 0, aktualisiert: 16 });
    expect((await t.db('fraktion').where({ bezeichnung: 'Boden und Steine' }).first())?.dichte).toBe('1.550');
    const avv = JSON.parse((await admin.get(`${API}/abfallschluessel/export`)).text) as StammdatenExport;
    expect((await hochladen(admin, 'abfallschluessel', avv)).body).toEqual({ angelegt: 0, aktualisiert: 842 });
    expect(await t.db('abfallschluessel').where({ schluessel: '160601' }).first()).toMatchObject({ anzeige: '16 06 01*', kapitel: '16' });
  });

  it('refuses another type’s export, a file that is not JSON and one above 20 MB', async () => {
    const fraktionen = JSON.parse((await admin.get(`${API}/fraktionen/export`)).text) as StammdatenExport;
    const falscherTyp = await hochladen(admin, 'branchen', fraktionen);
    expect(falscherTyp.status).toBe(400);
    expect(falscherTyp.body.message).toBe('Die Datei enthält Stammdaten vom Typ „fraktionen“, nicht „branchen“.');
    const keinJson = await hochladen(admin, 'branchen', Buffer.from('name\nBau'), 'branchen.csv');
    expect(keinJson.status).toBe(415);
    const gross = await hochladen(admin, 'branchen', Buffer.alloc(UPLOAD_MAX_BYTES + 1, 0x20));
    expect(gross.status).toBe(413);
    expect(gross.body.code).toBe('maxUploadFileSizeExceeded');
  });
});

describe('session start lists and contract info', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('gives every signed-in user the ordering lists, producers and fractions only to staff', async () => {
    const inhaber = await anmelden(t, 'inhaber@musterbau.example');
    const behaelter = await inhaber.get(`${API}/sitzung/abfallbehaelter`);
    expect(behaelter.status).toBe(200);
    expect(behaelter.body).toHaveLength(21);
    expect((await inhaber.get(`${API}/sitzung/abfallschluessel`)).body).toHaveLength(842);
    expect((await inhaber.get(`${API}/sitzung/erzeuger`)).status).toBe(403);
    expect((await inhaber.get(`${API}/sitzung/fraktionen`)).status).toBe(403);
    const support = await anmelden(t, 'support@abfallportal.example');
    const erzeuger = await support.get(`${API}/sitzung/erzeuger`);
    expect((erzeuger.body as { name: string }[]).map((e) => e.name)).toContain('Musterbau GmbH');
    expect((await support.get(`${API}/sitzung/kostenstellen`)).body).toHaveLength(3);
    expect((await support.get(`${API}/sitzung/unbekannt`)).status).toBe(404);
  });

  it('names the producer’s contract with its limits and current counts', async () => {
    const { id: vertragId } = (await t.db('vertrag').where({ name: 'Basis' }).first()) as { id: number };
    await t.db('erzeuger').where({ name: 'Musterbau GmbH' }).update({ vertrag_id: vertragId });
    const musterbau = (await t.db('erzeuger').where({ name: 'Musterbau GmbH' }).first()) as { id: number };
    const anfallstellen = Number(
      ((await t.db('anfallstelle').where({ erzeuger_id: musterbau.id }).count({ n: '*' }).first()) as { n: number }).n,
    );
    const inhaber = await anmelden(t, 'inhaber@musterbau.example');
    const res = await inhaber.get('/api/v1/vertrag/info');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      vertrag: { id: vertragId, name: 'Basis', maxAnfallstellen: 3, maxEntsorger: 3, preisProMonat: 0 },
      anzahlAnfallstellen: anfallstellen,
    });
    expect(anfallstellen).toBeGreaterThan(0);
    const admin = await anmelden(t, 'admin@abfallportal.example');
    expect((await admin.get('/api/v1/vertrag/info')).body).toEqual({ vertrag: null, anzahlAnfallstellen: 0, anzahlEntsorger: 0 });
  });
});
