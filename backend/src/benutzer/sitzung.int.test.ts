import { anmelden, createTestApp, type TestApp } from '../testing/testApp';

describe('GET /api/v1/benutzer/sitzung (issue 19: public pages ask without a 401)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers 200 "not signed in" and sets the anti-forgery cookie', async () => {
    const b = await t.browser();
    const res = await b.agent.get('/api/v1/benutzer/sitzung');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ angemeldet: false });
    const fremd = await (await import('supertest')).default(t.app).get('/api/v1/benutzer/sitzung');
    expect(fremd.status).toBe(200);
    expect(String(fremd.headers['set-cookie'] ?? '')).toMatch(/XSRF-TOKEN=/);
  });

  it('answers the user info of GET /benutzer/info when signed in', async () => {
    const b = await anmelden(t, 'inhaber@musterbau.example');
    const info = (await b.get('/api/v1/benutzer/info').expect(200)).body as unknown;
    const res = await b.get('/api/v1/benutzer/sitzung').expect(200);
    expect(res.body).toEqual({ angemeldet: true, info });
  });
});
