import request from 'supertest';
import { decideCall } from '@abfallportal/common/permissions';
import { loadDemoAuftraege } from '../../demo';
import { beispielFuer, loadDemoIds, routeKey, type DemoIds } from '../../testing/routeBeispiele';
import {
  anmeldenAlle,
  cookieWert,
  projektionenAbwarten,
  registrierteRouten,
  sende,
  tabellenStand,
  type Angemeldet,
  type Rolle,
} from '../../testing/routenPruefung';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { changesState, type RouteSpec } from './route';

const SESSION_COOKIE = 'abfallportal.sid';

/**
 * Issue 17, item 1: every state-changing route, sent by a signed-in user who may make the call, is
 * refused with 403 (code CSRF) and changes nothing when the anti-forgery header is missing, and when
 * the cookie/header pair is a valid one of another session. Token links carry their own authority
 * and are exempt by design: exactly the disposer's links are.
 */
describe('CSRF über alle zustandsändernden Routen (Ausgabe 17)', () => {
  let t: TestApp;
  let rollen: Record<Rolle, Angemeldet>;
  let ids: DemoIds;
  let routen: RouteSpec[];

  beforeAll(async () => {
    t = await createTestApp({}, { vorbereiten: async (deps) => void (await loadDemoAuftraege(deps.db, deps.eventStore)) });
    rollen = await anmeldenAlle(t);
    ids = await loadDemoIds(t);
    routen = registrierteRouten(t);
    await projektionenAbwarten(t);
  }, 120_000);
  afterAll(() => t.close());

  it('token routes are exactly the disposer links', () => {
    const token = routen.filter((r) => r.rule === 'token').map(routeKey);
    const links = routen.filter((r) => r.path.startsWith('/v1/public/workflow/')).map(routeKey);
    expect(token).toEqual(links);
  });

  it('control: the hand-built cookie header with the session’s own pair passes the check', async () => {
    const spec = routen.find((r) => changesState(r) && r.rule !== 'token' && r.body && r.method !== 'get');
    if (!spec) return;
    const wer = Object.values(rollen).find((r) => decideCall(spec.rule, r.info) === 'allowed')!;
    const sitzung = `${SESSION_COOKIE}=${cookieWert(wer.browser, SESSION_COOKIE)}`;
    // An array is no valid body: the call gets past the token check and stops at the body's schema.
    const res = await sende(
      request(t.app),
      spec,
      { ...beispielFuer(spec, ids), body: [] },
      {
        xsrf: wer.browser.xsrf,
        cookie: `${sitzung}; XSRF-TOKEN=${cookieWert(wer.browser, 'XSRF-TOKEN')}`,
      },
    );
    expect(res.status).toBe(400);
  });

  it('without the header, or with another session’s pair: 403 CSRF, nothing changed', async () => {
    const befunde: string[] = [];
    const fremd = rollen.fremderInhaber.browser;
    const fremdesPaar = { cookie: cookieWert(fremd, 'XSRF-TOKEN'), header: fremd.xsrf };
    let geprueft = 0;
    for (const spec of routen.filter((r) => changesState(r) && r.rule !== 'token')) {
      // A user the route admits, so the refusal can only come from the missing token.
      const wer = Object.values(rollen).find((r) => decideCall(spec.rule, r.info) === 'allowed');
      if (!wer) {
        befunde.push(`${routeKey(spec)}: keine Demo-Rolle darf diesen Aufruf`);
        continue;
      }
      const beispiel = beispielFuer(spec, ids);
      const sitzung = `${SESSION_COOKIE}=${cookieWert(wer.browser, SESSION_COOKIE)}`;
      const vorher = await tabellenStand(t);
      const versuche = {
        'ohne Header': sende(wer.browser.agent, spec, beispiel, { xsrf: null }),
        // Without the agent: its cookie jar would put the session's own token back.
        'fremdes Paar': sende(request(t.app), spec, beispiel, {
          xsrf: fremdesPaar.header,
          cookie: `${sitzung}; XSRF-TOKEN=${fremdesPaar.cookie}`,
        }),
      };
      for (const [art, anfrage] of Object.entries(versuche)) {
        const res = await anfrage;
        geprueft++;
        if (res.status !== 403 || (res.body as { code?: string }).code !== 'CSRF')
          befunde.push(`${routeKey(spec)} als ${wer.rolle}, ${art}: ${res.status} ${res.text.slice(0, 200)}`);
      }
      const nachher = await tabellenStand(t);
      const geaendert = Object.keys(vorher).filter((tabelle) => vorher[tabelle] !== nachher[tabelle]);
      if (geaendert.length > 0) befunde.push(`${routeKey(spec)}: änderte ${geaendert.join(', ')}`);
    }
    console.log(`CSRF: ${geprueft} Aufrufe über ${geprueft / 2} zustandsändernde Routen`);
    expect(befunde).toEqual([]);
  }, 300_000);
});
