import { anmelden, createTestApp, type Browser, type TestApp } from '../testing/testApp';
import { idVon } from '../testing/idVon';

const PDF = Buffer.from('%PDF-1.4\n%%EOF\n');

/** Every company-data call of Bäckerei Korn's owner against Musterbau's records: refused, nothing changed. */
describe('company data stays with its producer', () => {
  let t: TestApp;
  let musterbau: Browser;
  let korn: Browser;
  let musterbauId: number;
  let adressId: number;
  let rechnungsadressId: number;
  const zustand = async () => ({
    erzeuger: (await t.db('erzeuger').where({ id: musterbauId }).first()) as unknown,
    adressen: (await t.db('firmenadresse').orderBy('id')) as unknown,
    rechnungsadressen: (await t.db('rechnungsadresse').orderBy('id')) as unknown,
  });

  beforeAll(async () => {
    t = await createTestApp();
    [musterbau, korn] = await Promise.all([anmelden(t, 'inhaber@musterbau.example'), anmelden(t, 'inhaber@baeckerei-korn.example')]);
    musterbauId = await idVon(t.db, 'erzeuger', { name: 'Musterbau GmbH' });
    const adresse = { name: 'Lager', strasse: 'Hafenstraße 1', plz: '21073', ort: 'Hamburg' };
    adressId = (await musterbau.post('/api/v1/firmendaten/firmenadressen', adresse)).body.id as number;
    rechnungsadressId = (await musterbau.post('/api/v1/firmendaten/rechnungsadressen', adresse)).body.id as number;
    await musterbau.agent.post('/api/v1/firmendaten/vollmacht').set('X-XSRF-TOKEN', musterbau.xsrf).attach('datei', PDF, 'v.pdf');
  });
  afterAll(() => t.close());

  const fremd = () => `erzeugerId=${musterbauId}`;
  const adresse = { name: 'Übernommen', strasse: 'Mühlenweg 3', plz: '24103', ort: 'Kiel' };
  const hauptsitz = { strasse: 'Mühlenweg 3', plz: '24103', ort: 'Kiel', land: 'Deutschland', ustId: 'DE999999999' };
  const kontakt = { telefon: '0431 1', fax: '', supportEmail: 'x@korn.example', rechnungsEmail: '' };

  // An attacker sends a version too: the refusal must come from the tenant rule, not from a missing If-Match.
  const aufrufe: [string, (b: Browser) => Promise<{ status: number }>][] = [
    ['GET firmenhauptsitz', (b) => b.get(`/api/v1/firmendaten/firmenhauptsitz?${fremd()}`)],
    ['PUT firmenhauptsitz', (b) => b.put(`/api/v1/firmendaten/firmenhauptsitz?${fremd()}`, hauptsitz).set('If-Match', '"1"')],
    ['GET kontaktdaten', (b) => b.get(`/api/v1/firmendaten/kontaktdaten?${fremd()}`)],
    ['PUT kontaktdaten', (b) => b.put(`/api/v1/firmendaten/kontaktdaten?${fremd()}`, kontakt).set('If-Match', '"1"')],
    ['GET firmenadressen', (b) => b.get(`/api/v1/firmendaten/firmenadressen?${fremd()}`)],
    ['POST firmenadressen', (b) => b.post(`/api/v1/firmendaten/firmenadressen?${fremd()}`, adresse)],
    ['GET firmenadresse', (b) => b.get(`/api/v1/firmendaten/firmenadressen/${adressId}`)],
    ['PUT firmenadresse', (b) => b.put(`/api/v1/firmendaten/firmenadressen/${adressId}`, adresse).set('If-Match', '"1"')],
    [
      'DELETE firmenadresse',
      (b) => b.agent.delete(`/api/v1/firmendaten/firmenadressen/${adressId}`).set('X-XSRF-TOKEN', b.xsrf).set('If-Match', '"1"'),
    ],
    ['GET rechnungsadressen', (b) => b.get(`/api/v1/firmendaten/rechnungsadressen?${fremd()}`)],
    ['GET rechnungsadresse', (b) => b.get(`/api/v1/firmendaten/rechnungsadressen/${rechnungsadressId}`)],
    ['PUT rechnungsadresse', (b) => b.put(`/api/v1/firmendaten/rechnungsadressen/${rechnungsadressId}`, adresse).set('If-Match', '"1"')],
    [
      'DELETE rechnungsadresse',
      (b) =>
        b.agent.delete(`/api/v1/firmendaten/rechnungsadressen/${rechnungsadressId}`).set('X-XSRF-TOKEN', b.xsrf).set('If-Match', '"1"'),
    ],
    ['GET vollmacht', (b) => b.get(`/api/v1/firmendaten/vollmacht?${fremd()}`)],
    ['GET vollmacht/vorlage', (b) => b.get(`/api/v1/firmendaten/vollmacht/vorlage?${fremd()}`)],
    ['GET vollmacht/datei', (b) => b.get(`/api/v1/firmendaten/vollmacht/datei?${fremd()}`)],
    [
      'POST vollmacht',
      (b) => b.agent.post(`/api/v1/firmendaten/vollmacht?${fremd()}`).set('X-XSRF-TOKEN', b.xsrf).attach('datei', PDF, 'fremd.pdf'),
    ],
  ];

  it.each(aufrufe)('%s as Bäckerei Korn’s owner: 403 or 404, Musterbau unchanged', async (_name, aufruf) => {
    const vorher = await zustand();
    const res = await aufruf(korn);
    expect([403, 404]).toContain(res.status);
    expect(await zustand()).toEqual(vorher);
  });

  it('leaves Musterbau’s records readable by Musterbau (the matrix does not pass by breaking everything)', async () => {
    expect((await musterbau.get(`/api/v1/firmendaten/firmenadressen/${adressId}`)).status).toBe(200);
    expect((await musterbau.get(`/api/v1/firmendaten/vollmacht?${fremd()}`)).body.dateiname).toBe('v.pdf');
  });

  it('refuses a producer’s user without VIEW_FIRMENDATEN', async () => {
    const benutzerin = await anmelden(t, 'nutzer@musterbau.example');
    expect((await benutzerin.get('/api/v1/firmendaten/firmenhauptsitz')).status).toBe(403);
    expect((await benutzerin.put('/api/v1/firmendaten/kontaktdaten', kontakt).set('If-Match', '"1"')).status).toBe(403);
  });
});
