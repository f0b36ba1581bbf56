import type { BenutzerInfo } from '@abfallportal/common/benutzerInfo';
import { startOidcAnbieter, type OidcTestAnbieter } from '../../../test/support/startOidcAnbieter';
import { createTestApp, type Browser, type TestApp } from '../testing/testApp';

const CALLBACK = 'http://localhost:3999/api/sso/callback';

/** A browser at the provider: keeps its cookies and follows its redirects by hand, up to the portal's callback. */
const beimAnbieter = () => {
  const cookies = new Map<string, string>();
  const holen = async (url: string, init: RequestInit = {}): Promise<Response> => {
    const res = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    for (const c of res.headers.getSetCookie()) {
      const [paar] = c.split(';');
      const [name, ...wert] = paar!.split('=');
      cookies.set(name!, wert.join('='));
    }
    return res;
  };
  /** Follows redirects from `url`; answers the page it stops at, or the portal's callback URL. */
  const folgen = async (url: string, init?: RequestInit): Promise<{ callback?: string; seite?: string; url: string }> => {
    let res = await holen(url, init);
    let aktuell = url;
    while (res.status >= 300 && res.status < 400) {
      aktuell = new URL(res.headers.get('location')!, aktuell).toString();
      if (aktuell.startsWith(CALLBACK)) return { callback: aktuell, url: aktuell };
      res = await holen(aktuell);
    }
    return { seite: await res.text(), url: aktuell };
  };
  const formular = (felder: Record<string, string>): RequestInit => ({
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(felder).toString(),
  });
  return { folgen, formular };
};

/** The whole single sign-on: start at the portal, sign in (or cancel) at the provider, come back. */
const perSso = async (b: Browser, login: string | 'abbrechen', query = '') => {
  const start = await b.get(`/api/sso/start${query}`);
  expect(start.status).toBe(303);
  const anbieter = beimAnbieter();
  let schritt = await anbieter.folgen(start.headers.location!);
  while (!schritt.callback) {
    const uid = /\/interaction\/([^/?#]+)/.exec(schritt.url)?.[1];
    if (!uid) throw new Error(`Unerwartete Seite beim Anbieter: ${schritt.url}`);
    const basis = new URL(schritt.url).origin;
    if (login === 'abbrechen') schritt = await anbieter.folgen(`${basis}/interaction/${uid}/abort`);
    else if (schritt.seite!.includes('name="login"'))
      schritt = await anbieter.folgen(`${basis}/interaction/${uid}`, anbieter.formular({ prompt: 'login', login, password: 'egal' }));
    else schritt = await anbieter.folgen(`${basis}/interaction/${uid}`, anbieter.formular({ prompt: 'consent' }));
  }
  const zurueck = new URL(schritt.callback);
  return b.get(`${zurueck.pathname}${zurueck.search}`);
};

describe('single sign-on with a real local OpenID provider', () => {
  let anbieter: OidcTestAnbieter;
  let t: TestApp;
  beforeAll(async () => {
    anbieter = await startOidcAnbieter(CALLBACK);
    t = await createTestApp({
      OIDC_ISSUER: anbieter.issuer,
      OIDC_CLIENT_ID: 'abfallportal',
      OIDC_CLIENT_SECRET: 'abfallportal-test-geheimnis',
    });
  });
  afterAll(async () => {
    await t.close();
    await anbieter.stop();
  });

  it('offers the SSO button', async () => {
    expect((await (await t.browser()).get('/api/v1/config')).body).toMatchObject({ ssoEnabled: true });
  });

  it('signs in the account whose address the provider verified, with a new session and anti-forgery token', async () => {
    const b = await t.browser();
    const xsrfVorher = b.xsrf;
    const res = await perSso(b, 'Inhaber@Musterbau.example', '?acceptedTermsAndConditions=true');
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/');
    expect(b.xsrf).not.toBe(xsrfVorher);
    const info = await b.get('/api/v1/benutzer/info');
    expect(info.status).toBe(200);
    expect(info.body as BenutzerInfo).toMatchObject({ email: 'inhaber@musterbau.example', isAlias: false });
    // The rotated token works for changes, as after the form's sign-in.
    expect((await b.post('/api/logout')).status).toBe(204);
  });

  it('asks for the terms on a first sign-in without the checkbox', async () => {
    await t.db('benutzer').where({ email: 'nutzer@musterbau.example' }).update({ agb_akzeptiert_am: null });
    const b = await t.browser();
    const res = await perSso(b, 'nutzer@musterbau.example');
    expect(res.headers.location).toBe('/login?sso=agb');
    expect((await b.get('/api/v1/benutzer/info')).status).toBe(401);
  });

  it('sends an unknown, an unverified or an inactive address back to the login page, signed out', async () => {
    await t.db('benutzer').where({ email: 'nutzer@musterbau.example' }).update({ aktiv: false });
    for (const login of ['niemand@example.org', 'unverifiziert@musterbau.example', 'nutzer@musterbau.example']) {
      const b = await t.browser();
      const res = await perSso(b, login, '?acceptedTermsAndConditions=true');
      expect([login, res.status, res.headers.location]).toEqual([login, 303, '/login?sso=unbekannt']);
      expect((await b.get('/api/v1/benutzer/info')).status).toBe(401);
    }
  });

  it('reports a cancelled sign-in at the provider as a failed automatic sign-in', async () => {
    const b = await t.browser();
    const res = await perSso(b, 'abbrechen');
    expect(res.headers.location).toBe('/login?sso=fehlgeschlagen');
    expect((await b.get('/api/v1/benutzer/info')).status).toBe(401);
  });

  it('refuses a callback that this browser did not start (state in the session)', async () => {
    const b = await t.browser();
    const res = await b.get('/api/sso/callback?code=gestohlen&state=fremd');
    expect(res.headers.location).toBe('/login?sso=fehlgeschlagen');
  });

  it('reports an unreachable provider as a start without redirect', async () => {
    const ohne = await createTestApp({ OIDC_ISSUER: 'http://127.0.0.1:1', OIDC_CLIENT_ID: 'x', OIDC_CLIENT_SECRET: 'y' });
    try {
      const res = await (await ohne.browser()).get('/api/sso/start');
      expect(res.headers.location).toBe('/login?sso=keineWeiterleitung');
    } finally {
      await ohne.close();
    }
  });
});
