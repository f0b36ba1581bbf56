import { createLogger } from '../logger';
import { createGeocoder, createMapboxGeocoder } from './geocoder';
import { startMapboxTestServer } from './mapboxTestServer';

describe('the geocoding port with the Mapbox adapter', () => {
  let server: Awaited<ReturnType<typeof startMapboxTestServer>>;
  const zeilen: string[] = [];
  const log = createLogger('debug', (l) => zeilen.push(l));
  beforeAll(async () => {
    server = await startMapboxTestServer();
  });
  afterAll(() => server.close());
  beforeEach(() => {
    server.antworte(200);
    server.anfragen.length = 0;
    zeilen.length = 0;
  });

  it('asks for one German result in the eight countries with the configured token', async () => {
    const geocode = createMapboxGeocoder({ url: `${server.url}/`, token: 'pk.test-token', log });
    expect(await geocode('Große Elbstraße 145, 22767, Hamburg')).toEqual({ lat: 53.5443, lon: 9.9661 });
    expect(server.anfragen).toEqual([
      {
        pfad: '/geocoding/v5/mapbox.places/Große Elbstraße 145, 22767, Hamburg.json',
        params: { access_token: 'pk.test-token', limit: '1', language: 'de', country: 'de,lu,pl,hu,cz,it,at,dk' },
      },
    ]);
  });

  it('answers null when nothing is found, and logs a failing or confused provider without the token', async () => {
    const geocode = createMapboxGeocoder({ url: server.url, token: 'pk.geheim', log });
    server.antworte(200, { type: 'FeatureCollection', features: [] });
    expect(await geocode('Nirgendwo 1, 99999, Nirgends')).toBeNull();
    server.antworte(401, { message: 'Not Authorized - Invalid Token' });
    expect(await geocode('Am Sandtorkai 40, 20457, Hamburg')).toBeNull();
    server.antworte(200, '<html>kein JSON</html>');
    expect(await geocode('Am Sandtorkai 40, 20457, Hamburg')).toBeNull();
    expect(zeilen).toHaveLength(2);
    expect(zeilen[0]).toContain('HTTP 401');
    expect(zeilen.join('\n')).not.toContain('pk.geheim');
  });

  it('logs an unreachable provider and answers null', async () => {
    const geocode = createMapboxGeocoder({ url: 'http://127.0.0.1:9', token: 't', log });
    expect(await geocode('Am Sandtorkai 40, 20457, Hamburg')).toBeNull();
    expect(zeilen[0]).toContain('Geocoding nicht erreichbar');
  });

  it('asks nobody without a token', async () => {
    expect(await createGeocoder({ GEOCODER_URL: server.url }, log)('Am Sandtorkai 40, 20457, Hamburg')).toBeNull();
    expect(server.anfragen).toEqual([]);
  });
});
