import sharp from 'sharp';
import { anmelden, createTestApp, type Browser, type TestApp } from '../testing/testApp';
import { herunterladen } from '../testing/herunterladen';

describe('the company logo', () => {
  let t: TestApp;
  let inhaber: Browser;
  let korn: Browser;
  beforeAll(async () => {
    t = await createTestApp();
    [inhaber, korn] = await Promise.all([anmelden(t, 'inhaber@musterbau.example'), anmelden(t, 'inhaber@baeckerei-korn.example')]);
  });
  afterAll(() => t.close());

  const hoch = (b: Browser, daten: Buffer, name: string, query = '') =>
    b.agent.post(`/api/v1/firmendaten/firmenhauptsitz/logo${query}`).set('X-XSRF-TOKEN', b.xsrf).attach('logo', daten, name);

  it('refuses a PDF named .png and has no logo yet', async () => {
    const res = await hoch(inhaber, Buffer.from('%PDF-1.4\n%%EOF\n'), 'logo.png');
    expect(res.status).toBe(415);
    expect(res.body.errors).toEqual({ logo: 'Bitte laden Sie das Logo als JPEG- oder PNG-Bild hoch.' });
    expect((await inhaber.get('/api/v1/firmendaten/firmenhauptsitz')).body.logoUrl).toBeNull();
  });

  it('stores a PNG re-encoded, without what followed the image, and serves it inline with nosniff', async () => {
    const png = await sharp({ create: { width: 4, height: 3, channels: 3, background: '#c00' } })
      .png()
      .toBuffer();
    const res = await hoch(inhaber, Buffer.concat([png, Buffer.from('<script>alert(1)</script>')]), 'logo.png');
    expect(res.status).toBe(200);
    const url = res.body.logoUrl as string;
    expect(url).toMatch(/^\/api\/v1\/firmendaten\/firmenhauptsitz\/logo\?erzeugerId=\d+&v=\d+$/);
    const geladen = await herunterladen(inhaber, url);
    expect(geladen.headers['content-type']).toBe('image/png');
    expect(geladen.headers['x-content-type-options']).toBe('nosniff');
    const daten = geladen.body as Buffer;
    expect(daten.toString('latin1')).not.toContain('<script>');
    expect(await sharp(daten).metadata()).toMatchObject({ width: 4, height: 3, format: 'png' });
  });

  it('gives Bäckerei Korn’s owner neither Musterbau’s logo nor a way to replace it', async () => {
    const vorher = (await t.db('erzeuger').where({ name: 'Musterbau GmbH' }).first('id', 'logo')) as { id: number; logo: string };
    const png = await sharp({ create: { width: 1, height: 1, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    expect([403, 404]).toContain((await hoch(korn, png, 'x.png', `?erzeugerId=${vorher.id}`)).status);
    expect([403, 404]).toContain((await korn.get(`/api/v1/firmendaten/firmenhauptsitz/logo?erzeugerId=${vorher.id}`)).status);
    expect(await t.db('erzeuger').where({ id: vorher.id }).first('id', 'logo')).toEqual(vorher);
  });
});
