import { anmelden, createTestApp, type TestApp } from '../testing/testApp';

const KPI = { kacheln: ['KOSTEN', 'GESAMTMENGE'], zeitraum: 'VORJAHR', anfallstelleIds: [] };

describe('user preferences (/user-preferences/:scope)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('reads a never-saved scope as null with version 0', async () => {
    const inhaber = await anmelden(t, 'inhaber@musterbau.example');
    const { body } = await inhaber.get('/api/v1/user-preferences/dashboard.widgets').expect(200);
    expect(body).toEqual({ scope: 'dashboard.widgets', wert: null, version: 0 });
  });

  it('keeps each user their own value: saving as one user leaves the other untouched', async () => {
    const inhaber = await anmelden(t, 'inhaber@musterbau.example');
    const korn = await anmelden(t, 'inhaber@baeckerei-korn.example');

    const gespeichert = await inhaber.put('/api/v1/user-preferences/dashboard.kpi', { wert: KPI }).set('If-Match', '"0"').expect(200);
    expect(gespeichert.body).toEqual({ scope: 'dashboard.kpi', wert: KPI, version: 1 });
    expect(gespeichert.headers.etag).toBe('"1"');

    const gelesen = await inhaber.get('/api/v1/user-preferences/dashboard.kpi').expect(200);
    expect(gelesen.body).toEqual({ scope: 'dashboard.kpi', wert: KPI, version: 1 });
    expect(gelesen.headers.etag).toBe('"1"');

    // The other producer's owner has nothing kept and saves their own, starting at version 0 too.
    await korn.get('/api/v1/user-preferences/dashboard.kpi').expect(200, { scope: 'dashboard.kpi', wert: null, version: 0 });
    const eigene = { kacheln: ['OFFENE_AUFTRAEGE'], zeitraum: 'JAHR', anfallstelleIds: [] };
    await korn.put('/api/v1/user-preferences/dashboard.kpi', { wert: eigene }).set('If-Match', '0').expect(200);
    await inhaber.get('/api/v1/user-preferences/dashboard.kpi').expect(200, { scope: 'dashboard.kpi', wert: KPI, version: 1 });
    await korn.get('/api/v1/user-preferences/dashboard.kpi').expect(200, { scope: 'dashboard.kpi', wert: eigene, version: 1 });

    // After signing out and in again the layout is still there.
    const wieder = await anmelden(t, 'inhaber@musterbau.example');
    await wieder.get('/api/v1/user-preferences/dashboard.kpi').expect(200, { scope: 'dashboard.kpi', wert: KPI, version: 1 });
  });

  it('refuses a stale version with 409 and a missing one with 428, changing nothing', async () => {
    const a = await anmelden(t, 'nutzer@musterbau.example');
    const b = await anmelden(t, 'nutzer@musterbau.example'); // the same user in a second browser
    const erster = { reihenfolge: ['KPI', 'SANKEY'], ausgeblendet: [] };
    await a.put('/api/v1/user-preferences/dashboard.widgets', { wert: erster }).set('If-Match', '"0"').expect(200);
    const v1 = (await b.get('/api/v1/user-preferences/dashboard.widgets').expect(200)).body.version as number;
    expect(v1).toBe(1);

    const zweiter = { reihenfolge: ['SANKEY'], ausgeblendet: ['KPI'] };
    await a.put('/api/v1/user-preferences/dashboard.widgets', { wert: zweiter }).set('If-Match', `"${v1}"`).expect(200);
    const konflikt = await b
      .put('/api/v1/user-preferences/dashboard.widgets', { wert: { reihenfolge: [], ausgeblendet: [] } })
      .set('If-Match', `"${v1}"`)
      .expect(409);
    expect(konflikt.body.code).toBe('VERSION_KONFLIKT');
    // Two first saves: the second one finds a row already there.
    await b.put('/api/v1/user-preferences/dashboard.widgets', { wert: erster }).set('If-Match', '"0"').expect(409);

    const fehlt = await b.put('/api/v1/user-preferences/dashboard.widgets', { wert: erster }).expect(428);
    expect(fehlt.body.code).toBe('VERSION_FEHLT');
    await a.get('/api/v1/user-preferences/dashboard.widgets').expect(200, { scope: 'dashboard.widgets', wert: zweiter, version: 2 });
  });

  it('answers an unknown scope and a value that does not fit its scope with 400 in German', async () => {
    const inhaber = await anmelden(t, 'inhaber@musterbau.example');
    const unbekannt = await inhaber.get('/api/v1/user-preferences/dashboard.farbe').expect(400);
    expect(unbekannt.body.message).toBe('Diese Einstellung gibt es nicht.');
    await inhaber.put('/api/v1/user-preferences/gibtsnicht', { wert: {} }).set('If-Match', '"0"').expect(400);

    const falsch = await inhaber
      .put('/api/v1/user-preferences/auswertung.filter', { wert: { zeitraum: 'EIGENER', von: '2026-05-01', bis: '2026-01-01' } })
      .set('If-Match', '"0"')
      .expect(400);
    expect(JSON.stringify(falsch.body)).toContain('Das Ende darf nicht vor dem Beginn liegen.');
    await inhaber
      .put('/api/v1/user-preferences/dashboard.kpi', { wert: { kacheln: ['GIBTSNICHT'] } })
      .set('If-Match', '"0"')
      .expect(400);
    await inhaber.get('/api/v1/user-preferences/auswertung.filter').expect(200, { scope: 'auswertung.filter', wert: null, version: 0 });
  });

  it('fills in the defaults of a scope (staff keep preferences too)', async () => {
    const support = await anmelden(t, 'support@abfallportal.example');
    const { body } = await support
      .put('/api/v1/user-preferences/auswertung.filter', { wert: { anfallstelleIds: [3] } })
      .set('If-Match', '"0"')
      .expect(200);
    expect(body.wert).toEqual({ zeitraum: 'JAHR', von: null, bis: null, anfallstelleIds: [3], fraktionIds: [], entsorgerIds: [] });
  });

  it('needs a session', async () => {
    const b = await t.browser();
    await b.get('/api/v1/user-preferences/dashboard.kpi').expect(401);
  });
});
