import { anmelden, createTestApp, type TestApp } from '../testing/testApp';
import { demoIds, loeschen, neuerBenutzer } from './testing/benutzerverwaltungTesthilfen';

/** The matrix: the owner of Bäckerei Korn against Musterbau's records gets 403 or 404 and changes nothing. */
describe('Mandantentrennung der Benutzerverwaltung', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const stand = () =>
    Promise.all([
      t.db('benutzer').orderBy('id').select('id', 'email', 'rolle', 'aktiv', 'bestellwert_grenze', 'zugangsdaten_gesendet_am', 'vorname'),
      t.db('benutzer_berechtigung').orderBy(['benutzer_id', 'berechtigung']).select(),
      t.db('mail_outbox').where({ anlass: 'EINLADUNG' }).count({ n: '*' }).first(),
    ]);

  it('answers every call about Musterbau with 403 or 404 and changes nothing', async () => {
    const ids = await demoIds(t);
    const korn = await anmelden(t, 'inhaber@baeckerei-korn.example');
    const vorher = await stand();
    const aenderung = { ...neuerBenutzer('nutzer@musterbau.example'), aktiv: false };
    const aufrufe = [
      ['GET liste', () => korn.get(`/api/v1/erzeuger/${ids.musterbau}/benutzer`)],
      ['GET benutzer', () => korn.get(`/api/v1/benutzer/${ids.nutzerMusterbau}`)],
      ['PUT benutzer', () => korn.put(`/api/v1/benutzer/${ids.nutzerMusterbau}`, aenderung)],
      ['DELETE benutzer', () => loeschen(korn, `/api/v1/benutzer/${ids.nutzerMusterbau}`)],
      ['POST invite', () => korn.post(`/api/v1/benutzer/${ids.nutzerMusterbau}/invite`)],
      ['GET berechtigung', () => korn.get(`/api/v1/benutzerberechtigung/${ids.nutzerMusterbau}`)],
      ['PUT berechtigung', () => korn.put(`/api/v1/benutzerberechtigung/${ids.nutzerMusterbau}`, { berechtigungen: ['MANAGE_USERS'] })],
      ['POST inhaber', () => korn.post(`/api/v1/erzeuger/inhaber/${ids.nutzerMusterbau}`)],
      [
        'POST benutzer für Musterbau',
        () => korn.post('/api/v1/benutzer', { ...neuerBenutzer('fremd@musterbau.example'), erzeugerId: ids.musterbau }),
      ],
    ] as const;
    const ergebnisse: Record<string, number> = {};
    for (const [name, aufruf] of aufrufe) ergebnisse[name] = (await aufruf()).status;
    // Creating with a foreign producer id creates the user in the caller's own producer, never in Musterbau.
    const fremd = (await t.db('benutzer').where({ email: 'fremd@musterbau.example' }).first('erzeuger_id')) as { erzeuger_id: number };
    expect(fremd.erzeuger_id).toBe(ids.korn);
    await t.db('benutzer').where({ email: 'fremd@musterbau.example' }).del();
    delete ergebnisse['POST benutzer für Musterbau'];

    expect(ergebnisse).toEqual({
      'GET liste': 404,
      'GET benutzer': 404,
      'PUT benutzer': 404,
      'DELETE benutzer': 404,
      'POST invite': 404,
      'GET berechtigung': 404,
      'PUT berechtigung': 404,
      'POST inhaber': 404,
    });
    expect(await stand()).toEqual(vorher);
  });

  it('lets staff manage any producer, and a disposer nobody', async () => {
    const ids = await demoIds(t);
    const support = await anmelden(t, 'support@abfallportal.example');
    expect((await support.get(`/api/v1/erzeuger/${ids.musterbau}/benutzer`)).body).toHaveLength(2);
    expect((await support.get(`/api/v1/benutzer/${ids.inhaberKorn}`)).body.email).toBe('inhaber@baeckerei-korn.example');
    const dispo = await anmelden(t, 'dispo@entsorgung-nord.example');
    expect((await dispo.get(`/api/v1/erzeuger/${ids.musterbau}/benutzer`)).status).toBe(403);
    expect((await dispo.get(`/api/v1/benutzer/${ids.inhaberKorn}`)).status).toBe(403);
    // An id that names nothing answers 404 to everyone before any permission is asked (route registry).
    expect((await dispo.get(`/api/v1/benutzer/abc`)).status).toBe(404);
  });
});
