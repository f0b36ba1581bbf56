import sharp from 'sharp';
import { anmelden, createTestApp, type Browser, type TestApp } from '../testing/testApp';
import { idVon } from '../testing/idVon';

/** Every site call of Bäckerei Korn's owner against Musterbau's sites: refused, nothing changed. */
describe('sites stay with their producer', () => {
  let t: TestApp;
  let musterbau: Browser;
  let korn: Browser;
  let musterbauId: number;
  let stelleId: number;
  const zustand = async () => (await t.db('anfallstelle').where({ erzeuger_id: musterbauId }).orderBy('id')) as unknown;

  beforeAll(async () => {
    t = await createTestApp();
    [musterbau, korn] = await Promise.all([anmelden(t, 'inhaber@musterbau.example'), anmelden(t, 'inhaber@baeckerei-korn.example')]);
    musterbauId = await idVon(t.db, 'erzeuger', { name: 'Musterbau GmbH' });
    const png = await sharp({ create: { width: 2, height: 2, channels: 3, background: '#123' } })
      .png()
      .toBuffer();
    const dto = { name: 'Baustelle mit Foto', art: 'BAUSTELLE', strasse: 'Alsterufer 1', plz: '20354', ort: 'Hamburg' };
    const res = await musterbau.agent
      .post('/api/v1/anfallstelle')
      .set('X-XSRF-TOKEN', musterbau.xsrf)
      .field('customContextDto', JSON.stringify(dto))
      .attach('bild', png, 'f.png')
      .attach('skizze', png, 's.png');
    stelleId = res.body.id as number;
  });
  afterAll(() => t.close());

  const uebernahme = { name: 'Übernommen', art: 'GEWERBEBETRIEB', strasse: 'Mühlenweg 3', plz: '24103', ort: 'Kiel' };
  const aufrufe: [string, (b: Browser) => Promise<{ status: number }>][] = [
    ['GET list of the producer', (b) => b.get(`/api/v1/anfallstelle/erzeuger/${musterbauId}`)],
    ['GET one', (b) => b.get(`/api/v1/anfallstelle/${stelleId}`)],
    ['GET bild', (b) => b.get(`/api/v1/anfallstelle/${stelleId}/bild`)],
    ['GET skizze', (b) => b.get(`/api/v1/anfallstelle/${stelleId}/skizze`)],
    ['PUT', (b) => b.put(`/api/v1/anfallstelle/${stelleId}`, uebernahme).set('If-Match', '"1"')],
    ['DELETE', (b) => b.agent.delete(`/api/v1/anfallstelle/${stelleId}`).set('X-XSRF-TOKEN', b.xsrf).set('If-Match', '"1"')],
    ['PUT activate', (b) => b.put(`/api/v1/anfallstelle/${stelleId}/activate?aktiv=false`).set('If-Match', '"1"')],
    [
      'GET activate',
      (b) => b.get(`/api/v1/anfallstelle/${stelleId}/activate?aktiv=false`).set('X-XSRF-TOKEN', b.xsrf).set('If-Match', '"1"'),
    ],
    ['POST create for Musterbau', (b) => b.post('/api/v1/anfallstelle', { ...uebernahme, erzeugerId: musterbauId })],
    [
      'POST form update with id',
      (b) =>
        b.agent
          .post('/api/v1/anfallstelle')
          .set('X-XSRF-TOKEN', b.xsrf)
          .field('customContextDto', JSON.stringify(uebernahme))
          .field('id', String(stelleId))
          .field('version', '1'),
    ],
  ];

  // Every change carries the site's current version: it is refused for who asks, not for a stale or missing version.
  it.each(aufrufe)('%s is refused with 403 or 404 and changes nothing', async (_name, aufruf) => {
    const vorher = await zustand();
    expect([403, 404]).toContain((await aufruf(korn)).status);
    expect(await zustand()).toEqual(vorher);
  });

  it('lists only Bäckerei Korn’s own sites under GET list', async () => {
    const res = await korn.get('/api/v1/anfallstelle?range=[0,99]');
    expect(res.body.map((s: { name: string }) => s.name)).toEqual(['Backstube Kiel']);
  });

  it('the same calls work for Musterbau’s owner (the matrix is not refusing everything)', async () => {
    expect((await aufrufe[1]![1](musterbau)).status).toBe(200);
    expect((await aufrufe[2]![1](musterbau)).status).toBe(200);
  });
});
