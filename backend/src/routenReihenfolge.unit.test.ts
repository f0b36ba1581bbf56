import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Router, type Request, type Response } from 'express';
import type { AppDeps } from './appDeps';
import { createEventStore } from './eventstore/createEventStore';
import { loadConfig } from './platform/config';
import { createDb } from './platform/db';
import { createFolderFileStore } from './platform/files/fileStore';
import type { RouteSpec } from './platform/http/route';
import { silentLogger } from './platform/logger';
import { apiRoutes } from './routes';
import { beispielFuer, beispielUrl, routeKey, type DemoIds } from './testing/routeBeispiele';

type Pfad = Pick<RouteSpec, 'method' | 'path'>;

/** A route express never hands its own call to, and the route that answers it instead (null: none). */
type Verdeckt = { route: string; antwortet: string | null };

/**
 * Dispatches each route's call through an express router that holds every route in the given order
 * and names the routes whose call an earlier one answers. Express's own router decides, so the test
 * judges a pattern exactly as the app does (path-to-regexp, trailing slash, case, decoding).
 */
async function verdeckteRouten(routen: readonly Pfad[], urlVon: (route: Pfad) => string): Promise<Verdeckt[]> {
  const router = Router();
  routen.forEach((route, index) => router[route.method](route.path, (_req, res) => (res as unknown as Treffer).treffer(index)));
  const verdeckt: Verdeckt[] = [];
  for (const [index, route] of routen.entries()) {
    const erster = await new Promise<number | null>((resolve, reject) => {
      const res: Treffer = { treffer: resolve };
      const req = { method: route.method.toUpperCase(), url: urlVon(route) } as Request;
      void router(req, res as unknown as Response, (err?: unknown) => (err ? reject(err as Error) : resolve(null)));
    });
    if (erster !== index) verdeckt.push({ route: routeKey(route), antwortet: erster === null ? null : routeKey(routen[erster]!) });
  }
  return verdeckt;
}
type Treffer = { treffer: (index: number) => void };

/** The order express tries them in (app.ts): the token links' router before the session's, each in registry order. */
const expressReihenfolge = (routen: readonly RouteSpec[]): RouteSpec[] => [
  ...routen.filter((r) => r.rule === 'token'),
  ...routen.filter((r) => r.rule !== 'token'),
];

/** Stand-ins for the demo records: the examples only need values of the right kind in the path. */
const IDS: DemoIds = {
  musterbau: 11,
  korn: 12,
  gartenbau: 13,
  nord: 21,
  sued: 22,
  west: 23,
  anfallstelle: 31,
  anfallstelleKorn: 32,
  admin: 41,
  support: 42,
  inhaber: 43,
  nutzer: 44,
  inhaberKorn: 45,
  dispo: 46,
  verbleibsanlage: 51,
  kundennummer: 52,
  leistung: 53,
  leistungsnummer: 54,
  firmenadresse: 55,
  rechnungsadresse: 56,
  branche: 57,
  vertrag: 58,
  fraktion: 59,
  behaelterkategorie: 60,
  behaeltertyp: 61,
  auftrag: '0b6c1f5e-4c1d-5a4e-9f1e-2d3c4b5a6978',
  token: 'token-aus-der-bestellmail',
  anfrage: '1c7d2a6f-5d2e-5b5f-8a2f-3e4d5c6b7a89',
};

/** The call a route's example makes, below /api (where the app mounts the registry). */
const beispielPfad = (route: Pfad): string => beispielUrl(route, beispielFuer(route, IDS)).replace(/^\/api/, '');

describe('the route registry (backend/src/routes.ts) in the order express tries it', () => {
  let dir: string;
  let deps: AppDeps;

  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'abfallportal-routen-'));
    // Nothing here connects: knex opens its pool on the first query, and building the routes runs none.
    const db = createDb('postgres://127.0.0.1:1/keine', { min: 0, max: 1 });
    const nurGebaut = (): never => {
      throw new Error('Der Reihenfolgetest baut die Routen nur, er ruft keine auf.');
    };
    deps = {
      config: loadConfig({ DATA_DIR: dir, PORT: '3999' }),
      db,
      log: silentLogger,
      files: createFolderFileStore(path.join(dir, 'files')),
      eventStore: createEventStore({ db }),
      jetzt: () => new Date(),
      neueId: randomUUID,
      loadUserInfo: nurGebaut,
      geocode: nurGebaut,
      readYourWrites: nurGebaut,
      projectionLag: nurGebaut,
    };
  });
  afterAll(async () => {
    await deps.db.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('hands every route its own example call: no earlier route of the same method matches its path', async () => {
    const routen = expressReihenfolge(apiRoutes(deps));
    expect(routen.length).toBeGreaterThan(200);
    expect(await verdeckteRouten(routen, beispielPfad)).toEqual([]);
  });
});

describe('verdeckteRouten', () => {
  const url = (route: Pfad) => route.path.replace(/:[A-Za-z]+/g, '7');

  it('names a literal path registered after a parameter that matches it', async () => {
    const routen: Pfad[] = [
      { method: 'get', path: '/v1/benutzer/:id' },
      { method: 'get', path: '/v1/benutzer/admins' },
    ];
    expect(await verdeckteRouten(routen, url)).toEqual([{ route: 'GET /v1/benutzer/admins', antwortet: 'GET /v1/benutzer/:id' }]);
    expect(await verdeckteRouten([...routen].reverse(), url)).toEqual([]);
  });

  it('judges as express does: a parameter spans one segment, other methods never collide, case and a trailing slash do not matter', async () => {
    expect(
      await verdeckteRouten(
        [
          { method: 'get', path: '/v1/rechnungen/:id' },
          { method: 'get', path: '/v1/rechnungen/:id/datei' },
          { method: 'post', path: '/v1/rechnungen/emails' },
        ],
        url,
      ),
    ).toEqual([]);
    expect(
      await verdeckteRouten(
        [
          { method: 'get', path: '/v1/Rechnungen/emails' },
          { method: 'get', path: '/v1/rechnungen/emails' },
        ],
        (route) => `${route.path}/`,
      ),
    ).toEqual([{ route: 'GET /v1/rechnungen/emails', antwortet: 'GET /v1/Rechnungen/emails' }]);
  });

  it('names a route twice registered, and one whose call reaches no route at all', async () => {
    const doppelt: Pfad = { method: 'delete', path: '/v1/leistung/:id' };
    expect(await verdeckteRouten([doppelt, doppelt], url)).toEqual([
      { route: 'DELETE /v1/leistung/:id', antwortet: 'DELETE /v1/leistung/:id' },
    ]);
    expect(await verdeckteRouten([doppelt], () => '/v1/leistung')).toEqual([{ route: 'DELETE /v1/leistung/:id', antwortet: null }]);
  });
});
