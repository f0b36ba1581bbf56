import { anmelden, createTestApp, type TestApp } from '../testing/testApp';
import { demoIds } from './testing/benutzerverwaltungTesthilfen';
import { NUR_INHABER_UEBERTRAGEN } from './transferInhaber';

describe('Inhaber übertragen', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('only the owner hands over; the former owner loses user management, the new one gains it without a limit', async () => {
    const ids = await demoIds(t);
    const nutzer = await anmelden(t, 'nutzer@musterbau.example');
    await t.db('benutzer_berechtigung').insert({ benutzer_id: ids.nutzerMusterbau, berechtigung: 'MANAGE_USERS' });
    const nichtInhaber = await nutzer.post(`/api/v1/erzeuger/inhaber/${ids.nutzerMusterbau}`);
    expect(nichtInhaber.status).toBe(403);
    expect(nichtInhaber.body.message).toBe(NUR_INHABER_UEBERTRAGEN);
    await t.db('benutzer_berechtigung').where({ benutzer_id: ids.nutzerMusterbau, berechtigung: 'MANAGE_USERS' }).del();

    const inhaber = await anmelden(t, 'inhaber@musterbau.example');
    const res = await inhaber.post(`/api/v1/erzeuger/inhaber/${ids.nutzerMusterbau}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ rolle: 'INHABER', bestellwertGrenze: null });

    const altInfo = (await inhaber.get('/api/v1/benutzer/info')).body;
    expect(altInfo.rolle).toBe('BENUTZER');
    expect(altInfo.permissions).not.toContain('MANAGE_USERS');
    expect((await inhaber.get(`/api/v1/erzeuger/${ids.musterbau}/benutzer`)).status).toBe(403);

    const neuInfo = (await nutzer.get('/api/v1/benutzer/info')).body;
    expect(neuInfo).toMatchObject({ rolle: 'INHABER', bestellwertGrenze: null });
    expect(neuInfo.permissions).toContain('MANAGE_USERS');
    expect((await nutzer.get(`/api/v1/erzeuger/${ids.musterbau}/benutzer`)).status).toBe(200);
    const inhaberZahl = await t.db('benutzer').where({ erzeuger_id: ids.musterbau, rolle: 'INHABER' }).count({ n: '*' }).first();
    expect(Number(inhaberZahl?.n)).toBe(1);
  });
});
