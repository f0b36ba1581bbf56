import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { registrierteRouten } from '../../testing/routenPruefung';
import { anmelden, createTestApp, type TestApp } from '../../testing/testApp';
import { expandOptional, openApiPath } from './openapi';
import type { RouteSpec } from './route';

type Dokument = {
  openapi: string;
  paths: Record<string, Record<string, { security?: Array<Record<string, string[]>>; parameters?: Array<{ name: string; in: string }> }>>;
};

/**
 * The validator is an ES module; jest runs CommonJS. Its own command line runs in a child process
 * and prints `{ valid, errors }`.
 */
async function validate(dokument: unknown): Promise<{ valid: boolean; errors?: unknown }> {
  const datei = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'openapi-')), 'openapi.json');
  fs.writeFileSync(datei, JSON.stringify(dokument));
  const cli = path.resolve(__dirname, '../../../../node_modules/@seriousme/openapi-schema-validator/bin/validate-api-cli.js');
  try {
    const { stdout } = await promisify(execFile)(process.execPath, [cli, datei]);
    return JSON.parse(stdout) as { valid: boolean };
  } catch (err) {
    const stdout = (err as { stdout?: string }).stdout;
    if (!stdout) throw err;
    return JSON.parse(stdout) as { valid: boolean; errors: unknown };
  } finally {
    fs.rmSync(path.dirname(datei), { recursive: true, force: true });
  }
}

/** Issue 17, item 1: GET /api/v1/openapi.json describes every registered route, as valid OpenAPI 3.1. */
describe('OpenAPI-Dokument aus dem Routenregister (Ausgabe 17)', () => {
  let t: TestApp;
  let dokument: Dokument;
  let routen: RouteSpec[];
  beforeAll(async () => {
    t = await createTestApp();
    const admin = await anmelden(t, 'admin@abfallportal.example');
    const res = await admin.get('/api/v1/openapi.json');
    expect(res.status).toBe(200);
    dokument = res.body as Dokument;
    routen = registrierteRouten(t);
  });
  afterAll(() => t.close());

  it('is a valid OpenAPI 3.1 document (@seriousme/openapi-schema-validator)', async () => {
    expect(dokument.openapi).toMatch(/^3\.1\./);
    const ergebnis = await validate(dokument);
    expect(ergebnis.errors ?? []).toEqual([]);
    expect(ergebnis.valid).toBe(true);
  });

  it('names every registered route with its method and {param} path', () => {
    const fehlend: string[] = [];
    for (const spec of routen) {
      for (const variante of expandOptional(spec.path)) {
        const pfad = openApiPath(variante);
        const operation = dokument.paths[pfad]?.[spec.method];
        if (!operation) fehlend.push(`${spec.method.toUpperCase()} ${pfad}`);
        const namen = [...variante.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]);
        const pfadParameter = (operation?.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name);
        if (operation && JSON.stringify(pfadParameter) !== JSON.stringify(namen))
          fehlend.push(`${pfad}: Parameter ${pfadParameter.join(',')}`);
      }
    }
    expect(fehlend).toEqual([]);
    expect(dokument.paths['/v1/anfallstelle/{id}']?.get).toBeDefined();
  });

  it('public and token routes carry no session security, signed-in routes do', () => {
    const falsch: string[] = [];
    for (const spec of routen) {
      const operation = dokument.paths[openApiPath(expandOptional(spec.path)[0]!)]?.[spec.method];
      const mitSitzung = (operation?.security ?? []).some((s) => 'session' in s);
      const ohneAnmeldung = spec.rule === 'public' || spec.rule === 'token';
      if (mitSitzung === ohneAnmeldung) falsch.push(`${spec.method.toUpperCase()} ${spec.path}: session ${mitSitzung}`);
      if (spec.rule === 'token' && (operation?.security ?? []).length > 0) falsch.push(`${spec.path}: Token-Link mit security`);
    }
    expect(falsch).toEqual([]);
  });

  it('is not served without a session', async () => {
    const anonym = await t.browser();
    expect((await anonym.get('/api/v1/openapi.json')).status).toBe(401);
  });
});
