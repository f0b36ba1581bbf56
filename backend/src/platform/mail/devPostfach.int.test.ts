import { createTestApp, type TestApp } from '../../testing/testApp';

describe('Entwickler-Postfach nur im eingebetteten Modus', () => {
  let eingebettet: TestApp;
  let verteilt: TestApp;
  beforeAll(async () => {
    eingebettet = await createTestApp();
    verteilt = await createTestApp({ DATABASE_URL: 'postgres://irgendwo/abfallportal', SESSION_SECRET: 'x'.repeat(40) });
  });
  afterAll(async () => {
    await eingebettet.close();
    await verteilt.close();
  });

  it('lists the outbox in the embedded mode', async () => {
    const b = await eingebettet.browser();
    await b.post('/api/v1/benutzer/profil/passwortvergessen/anfrage', { email: 'admin@abfallportal.example' });
    const res = await b.get('/api/dev/mails');
    expect(res.status).toBe(200);
    expect(res.body[0]).toMatchObject({ empfaenger: 'admin@abfallportal.example', anlass: 'PASSWORT_VERGESSEN' });
    expect((await b.get('/api/v1/config')).body).toMatchObject({ portalName: 'Abfallportal', ssoEnabled: false, devMailbox: true });
  });

  it('answers 404 for the API and the page when deployed', async () => {
    const b = await verteilt.browser();
    expect((await b.get('/api/dev/mails')).status).toBe(404);
    expect((await b.get('/dev/postfach')).status).toBe(404);
    expect((await b.get('/api/v1/config')).body.devMailbox).toBe(false);
  });
});
