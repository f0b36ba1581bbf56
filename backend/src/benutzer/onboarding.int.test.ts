import { anmelden, createTestApp, type TestApp } from '../testing/testApp';

/** Issue 19: the onboarding asks producer users only, once; "Später" is stored per user on the server. */
describe('Onboarding: whom it asks and "Später"', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('given admin, support and a disposer, then the user info says the onboarding does not apply', async () => {
    for (const email of ['admin@abfallportal.example', 'support@abfallportal.example', 'dispo@entsorgung-nord.example']) {
      const b = await anmelden(t, email);
      expect((await b.get('/api/v1/benutzer/info')).body.onboarding.gilt).toBe(false);
    }
  });

  it('given a producer user who answers "Später", then it is put off on the server, for this user only, until answered again', async () => {
    const nutzer = await anmelden(t, 'nutzer@musterbau.example');
    expect((await nutzer.get('/api/v1/benutzer/info')).body.onboarding).toEqual({
      gilt: true,
      verschoben: false,
      stammdatenVollstaendig: false,
    });
    const spaeter = await nutzer.put('/api/v1/benutzer/onboarding/stammdaten', { completed: false });
    expect(spaeter.status).toBe(200);
    expect(spaeter.body.onboarding.verschoben).toBe(true);

    // A new session (the next sign-in) still knows it: the deferral is the user's, not the browser's.
    const wieder = await anmelden(t, 'nutzer@musterbau.example');
    expect((await wieder.get('/api/v1/benutzer/info')).body.onboarding.verschoben).toBe(true);
    const inhaber = await anmelden(t, 'inhaber@musterbau.example');
    expect((await inhaber.get('/api/v1/benutzer/info')).body.onboarding.verschoben).toBe(false);

    // Opened again from the user menu and answered "Jetzt vervollständigen": no longer put off.
    const jetzt = await wieder.put('/api/v1/benutzer/onboarding/stammdaten', { completed: true });
    expect(jetzt.body.onboarding.verschoben).toBe(false);
  });

  it('given contact data with salutation and phone, then the master data count as complete ("Fertig" may show)', async () => {
    const b = await anmelden(t, 'inhaber@musterbau.example');
    const profil = await b.get('/api/v1/benutzer/profil');
    const gespeichert = await b.agent
      .post('/api/v1/benutzer/profil')
      .set('X-XSRF-TOKEN', b.xsrf)
      .set('If-Match', profil.headers.etag as string)
      .field('anrede', 'HERR')
      .field('vorname', profil.body.vorname as string)
      .field('nachname', profil.body.nachname as string)
      .field('telefon', '+49 40 123456');
    expect(gespeichert.status).toBe(200);
    expect((await b.get('/api/v1/benutzer/info')).body.onboarding.stammdatenVollstaendig).toBe(true);
  });
});
