import request from 'supertest';
import { anmelden, createTestApp, type Browser, type TestApp } from '../../testing/testApp';

const sitzungVon = (b: Browser): string => {
  const jar = (b.agent as unknown as { jar: { getCookie: (name: string, access: object) => { value: string } | undefined } }).jar;
  return `abfallportal.sid=${jar.getCookie('abfallportal.sid', { domain: '127.0.0.1', path: '/', secure: false, script: false })?.value ?? ''}`;
};

const cookies = (res: { headers: Record<string, unknown> }): string[] =>
  ([] as string[]).concat((res.headers['set-cookie'] as string[]) ?? []);

describe('HTTP-Rand (Ausgabe 8)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('sends security headers on every answer and no-store on API answers', async () => {
    const b = await t.browser();
    for (const pfad of ['/api/v1/benutzer/info', '/health', '/gibt-es-nicht']) {
      const res = await b.get(pfad);
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
    expect((await b.get('/api/v1/benutzer/info')).headers['cache-control']).toBe('no-store');
  });

  it('binds the anti-forgery token to the session and rotates it at sign-in', async () => {
    const vorher = await t.browser();
    const alt = vorher.xsrf;
    const a = await anmelden(t, 'admin@abfallportal.example');
    const b = await anmelden(t, 'support@abfallportal.example');
    expect(a.xsrf).not.toBe(alt);
    // Exactly these cookies and this header, nothing from a cookie jar.
    const put = (sitzung: string, token: string) =>
      request(t.app)
        .put('/api/v1/benutzer/onboarding/stammdaten')
        .set('Cookie', `${sitzung}; XSRF-TOKEN=${token}`)
        .set('X-XSRF-TOKEN', token)
        .send({ completed: true });

    expect((await put(sitzungVon(a), a.xsrf)).status).toBe(200);
    // The anonymous token from before sign-in no longer works in a signed-in session.
    expect((await put(sitzungVon(a), alt)).status).toBe(403);
    // A's valid pair with B's session: refused (plain double submit accepted it).
    const fremd = await put(sitzungVon(b), a.xsrf);
    expect(fremd.status).toBe(403);
    expect(fremd.body).toEqual({ code: 'CSRF', message: 'Sicherheits-Token fehlt oder ist ungültig. Bitte laden Sie die Seite neu.' });
  });

  it('hands the developer mailbox only to clients on this machine, never through a proxy', async () => {
    const b = await t.browser();
    expect((await b.get('/api/dev/mails')).status).toBe(200);
    expect((await b.agent.get('/api/dev/mails').set('X-Forwarded-For', '203.0.113.1')).status).toBe(404);
    expect((await b.agent.get('/dev/postfach').set('X-Forwarded-For', '203.0.113.1')).status).toBe(404);
  });
});

describe('HTTP-Rand unter https (Ausgabe 8)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'https://portal.example' });
  });
  afterAll(() => t.close());

  it('sends HSTS and a __Host- anti-forgery cookie that is Secure', async () => {
    const res = await request(t.app).get('/api/v1/benutzer/info').set('X-Forwarded-Proto', 'https');
    expect(res.headers['strict-transport-security']).toMatch(/max-age=31536000; includeSubDomains/);
    expect(String(res.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
    const xsrf = cookies(res).find((c) => c.startsWith('__Host-XSRF-TOKEN='));
    expect(xsrf).toMatch(/; Path=\/; Secure; SameSite=Lax$/);
  });
});
