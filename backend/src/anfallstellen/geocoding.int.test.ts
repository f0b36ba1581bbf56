import { startMapboxTestServer } from '../platform/geocoding/mapboxTestServer';
import { anmelden, createTestApp, type Browser, type TestApp } from '../testing/testApp';

const stelle = { name: 'Baustelle Speicherstadt', art: 'BAUSTELLE', strasse: 'Am Sandtorkai 40', plz: '20457', ort: 'Hamburg' };

/** Sites get their position from the configured provider; a failing provider does not fail the save. */
describe('geocoding a site’s address', () => {
  let server: Awaited<ReturnType<typeof startMapboxTestServer>>;
  let t: TestApp;
  let inhaber: Browser;
  beforeAll(async () => {
    server = await startMapboxTestServer();
    t = await createTestApp({ GEOCODER_URL: server.url, GEOCODER_TOKEN: 'pk.portal' });
    inhaber = await anmelden(t, 'inhaber@musterbau.example');
  });
  afterAll(async () => {
    await t.close();
    await server.close();
  });

  it('stores the coordinates of "street, postal code, city" and asks again only when the address changes', async () => {
    server.antworte(200);
    const res = await inhaber.post('/api/v1/anfallstelle', stelle);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ lat: 53.5443, lon: 9.9661 });
    expect(server.anfragen.at(-1)?.pfad).toBe('/geocoding/v5/mapbox.places/Am Sandtorkai 40, 20457, Hamburg.json');
    expect(server.anfragen.at(-1)?.params.access_token).toBe('pk.portal');

    const anzahl = server.anfragen.length;
    await inhaber
      .put(`/api/v1/anfallstelle/${res.body.id as number}`, { ...stelle, details: 'nur der Text ist neu' })
      .set('If-Match', '"1"');
    expect(server.anfragen).toHaveLength(anzahl);
    const umgezogen = await inhaber
      .put(`/api/v1/anfallstelle/${res.body.id as number}`, { ...stelle, strasse: 'Kehrwieder 2' })
      .set('If-Match', '"2"');
    expect(server.anfragen).toHaveLength(anzahl + 1);
    expect(umgezogen.body).toMatchObject({ strasse: 'Kehrwieder 2', lat: 53.5443, lon: 9.9661 });
  });

  it('saves the site without coordinates when the provider fails', async () => {
    server.antworte(503, { message: 'überlastet' });
    const res = await inhaber.post('/api/v1/anfallstelle', { ...stelle, name: 'Baustelle bei Ausfall' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ name: 'Baustelle bei Ausfall', lat: null, lon: null });
    expect(
      await t
        .db('anfallstelle')
        .where({ id: res.body.id as number })
        .first('lat', 'lon'),
    ).toEqual({ lat: null, lon: null });
  });
});
