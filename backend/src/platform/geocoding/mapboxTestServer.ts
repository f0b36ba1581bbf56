import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type GeocodingAnfrage = { pfad: string; params: Record<string, string> };

/**
 * A local server speaking the Mapbox forward-geocoding protocol, for tests: it records every
 * request and answers with `antwort` (a status and a body), by default one feature at the
 * given position.
 */
export const startMapboxTestServer = async () => {
  const anfragen: GeocodingAnfrage[] = [];
  const zustand = { status: 200, body: '' as string | object, lon: 9.9661, lat: 53.5443 };
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    anfragen.push({ pfad: decodeURIComponent(url.pathname), params: Object.fromEntries(url.searchParams) });
    const body =
      zustand.body === ''
        ? { type: 'FeatureCollection', features: [{ place_name: 'Treffer', center: [zustand.lon, zustand.lat] }] }
        : zustand.body;
    res.writeHead(zustand.status, { 'Content-Type': 'application/json' });
    res.end(typeof body === 'string' ? body : JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    anfragen,
    antworte: (status: number, body: string | object = '') => Object.assign(zustand, { status, body }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
