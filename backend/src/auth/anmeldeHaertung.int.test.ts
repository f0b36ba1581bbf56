import { LIMITS } from './loginLimiter';
import { CODE_LIMITS } from './verifizierung';
import { anmelden, codeAus, createTestApp, letzteMail, type Browser, type TestApp } from '../testing/testApp';
import { mailsAn } from '../testing/postfach';

const PASSWORT = 'Demo-Passwort-1';
const AGB = '/api/login?acceptedTermsAndConditions=true';

/** A sign-in attempt as if it came through a proxy from `von` (loopback is trusted by default). */
const login = (b: Browser, body: object, von: string) =>
  b.agent.post(AGB).set('X-XSRF-TOKEN', b.xsrf).set('X-Forwarded-For', von).send(body);

describe('Anmeldung gehärtet (Ausgabe 8)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('never locks a device that confirmed a code for the account out by failures from elsewhere', async () => {
    const email = 'admin@abfallportal.example';
    const eigenes = await anmelden(t, email);
    await eigenes.post('/api/logout');

    const angreifer = await t.browser();
    for (let i = 0; i < LIMITS.kontoVersuche; i += 1) {
      await login(angreifer, { username: email, password: 'Falsch-1!' }, `198.51.100.${i + 1}`);
    }
    expect((await login(angreifer, { username: email, password: PASSWORT }, '198.51.100.99')).status).toBe(429);
    // Every other unknown device shares the lock of this account…
    const fremd = await t.browser();
    expect((await login(fremd, { username: email, password: PASSWORT }, '198.51.100.98')).status).toBe(429);
    // …but the owner's confirmed device signs in.
    const res = await login(eigenes, { username: email, password: PASSWORT }, '203.0.113.7');
    expect(res.status).toBe(200);
    expect(res.body.email).toBe(email);
  });

  it('counts names after NFKC and lower case, and refuses names longer than the limiter key', async () => {
    const b = await t.browser();
    const varianten = ['DISPO@entsorgung-nord.example', 'ｄｉｓｐｏ@entsorgung-nord.example', ' Dispo@Entsorgung-Nord.example '];
    for (let i = 0; i < LIMITS.kontoVersuche; i += 1) {
      await login(b, { username: varianten[i % varianten.length], password: 'Falsch-1!' }, `198.51.101.${i + 1}`);
    }
    const res = await login(b, { username: 'dispo@entsorgung-nord.example', password: PASSWORT }, '198.51.101.99');
    expect(res.status).toBe(429);

    const lang = `${'a'.repeat(250)}@example.org`;
    const zuLang = await login(b, { username: lang, password: 'Falsch-1!' }, '198.51.101.100');
    expect(zuLang.status).toBe(400);
    expect(zuLang.body.errors.username).toBe('Die E-Mail-Adresse oder der Benutzername darf höchstens 254 Zeichen lang sein.');
  });

  it('finds the account under a full-width or upper-case spelling of its address', async () => {
    const b = await anmelden(t, 'support@abfallportal.example');
    await b.post('/api/logout');
    const res = await login(b, { username: 'ＳＵＰＰＯＲＴ@abfallportal.example', password: PASSWORT }, '198.51.102.1');
    expect(res.status).toBe(200);
  });

  it('limits new codes per account and device within an hour, and mails no more', async () => {
    const email = 'inhaber@musterbau.example';
    const b = await t.browser();
    const antworten: number[] = [];
    for (let i = 0; i < CODE_LIMITS.jeGeraetUndStunde; i += 1) {
      antworten.push((await login(b, { username: email, password: PASSWORT }, '198.51.103.1')).status);
    }
    expect(antworten).toEqual(Array(CODE_LIMITS.jeGeraetUndStunde).fill(400));
    const vorher = await mailsAn(t.db, email);
    const res = await b.agent
      .post('/api/recreate-verification-code')
      .set('X-XSRF-TOKEN', b.xsrf)
      .set('X-Forwarded-For', '198.51.103.1')
      .send({ username: email, password: PASSWORT });
    expect(res.status).toBe(429);
    expect(res.body).toEqual({
      code: 'TOO_MANY_CODES',
      message: 'Es wurden zu viele Bestätigungscodes angefordert. Bitte versuchen Sie es in einer Stunde erneut.',
    });
    expect(await mailsAn(t.db, email)).toBe(vorher);
    t.uhr.vorstellen(61);
    expect((await login(b, { username: email, password: PASSWORT }, '198.51.103.1')).body.code).toBe('VERIFICATION_CODE_REQUIRED');
  });

  it('counts wrong codes per account across codes: after ten in an hour even the right code is refused', async () => {
    const email = 'nutzer@musterbau.example';
    const b = await t.browser();
    let code = '';
    let falsche = 0;
    while (falsche < CODE_LIMITS.falscheJeKontoUndStunde) {
      await login(b, { username: email, password: PASSWORT }, '198.51.104.1');
      code = codeAus((await letzteMail(t.db, email))?.text ?? '');
      const falsch = code === '000000' ? '111111' : '000000';
      for (let i = 0; i < 4 && falsche < CODE_LIMITS.falscheJeKontoUndStunde; i += 1, falsche += 1) {
        await login(b, { username: email, password: PASSWORT, verificationCode: falsch }, '198.51.104.1');
      }
    }
    const res = await login(b, { username: email, password: PASSWORT, verificationCode: code }, '198.51.104.1');
    expect(res.status).toBe(429);
    expect(res.body.code).toBe('VERIFICATION_CODE_LOCKED');
    expect((await b.get('/api/v1/benutzer/info')).status).toBe(401);
  });
});

describe('Anmeldung hinter einem Proxy (TRUST_PROXY)', () => {
  let t: TestApp;
  beforeAll(async () => {
    // A load balancer in front of nginx: two hops whose forwarded addresses we trust.
    t = await createTestApp({ TRUST_PROXY: '2' });
  });
  afterAll(() => t.close());

  it('counts failures per real client address, so one client cannot lock sign-in for all', async () => {
    const b = await t.browser();
    for (let i = 0; i < LIMITS.adresseVersuche; i += 1) {
      await login(b, { username: `niemand${i}@example.org`, password: 'Falsch-1!' }, '198.51.100.1, 10.0.0.1');
    }
    const boese = await login(b, { username: 'noch-jemand@example.org', password: 'Falsch-1!' }, '198.51.100.1, 10.0.0.1');
    expect(boese.status).toBe(429);
    const anderer = await login(b, { username: 'admin@abfallportal.example', password: PASSWORT }, '203.0.113.5, 10.0.0.1');
    expect(anderer.status).toBe(400);
    expect(anderer.body.code).toBe('VERIFICATION_CODE_REQUIRED');
    // Fifty argon2 verifications: generous on a busy machine.
  }, 240_000);
});
