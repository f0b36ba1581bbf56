import { LIMITS } from './loginLimiter';
import { anmelden, codeAus, createTestApp, letzteMail, type TestApp } from '../testing/testApp';
import { mailsAn } from '../testing/postfach';

const INHABER = 'inhaber@musterbau.example';
const PASSWORT = 'Demo-Passwort-1';

describe('Anmeldung (POST /api/login)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers 401 to user info when signed out and sets the anti-forgery cookie', async () => {
    const b = await t.browser();
    const res = await b.get('/api/v1/benutzer/info');
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Sie sind nicht angemeldet.');
    expect(b.xsrf).toMatch(/^[\da-f]{64}\.[\da-f]{64}$/);
  });

  it('refuses an unsafe request without the matching X-XSRF-TOKEN header and changes nothing', async () => {
    const b = await t.browser();
    const vorher = await mailsAn(t.db, INHABER);
    const ohne = await b.agent.post('/api/login?acceptedTermsAndConditions=true').send({ username: INHABER, password: PASSWORT });
    expect(ohne.status).toBe(403);
    const falsch = await b.agent.post('/api/login').set('X-XSRF-TOKEN', 'falsch').send({ username: INHABER, password: PASSWORT });
    expect(falsch.status).toBe(403);
    expect(falsch.body.message).toMatch(/Sicherheits-Token/);
    expect(await mailsAn(t.db, INHABER)).toBe(vorher);
  });

  it('asks for the terms on first sign-in and stores their acceptance with its date', async () => {
    const b = await t.browser();
    const res = await b.post('/api/login', { username: 'inhaber@baeckerei-korn.example', password: PASSWORT });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: 'TERMS_NOT_ACCEPTED', message: 'Bitte akzeptieren Sie die AGB und die Datenschutzerklärung.' });
    await anmelden(t, 'inhaber@baeckerei-korn.example');
    const row = await t.db('benutzer').where({ email: 'inhaber@baeckerei-korn.example' }).first('agb_akzeptiert_am');
    expect(row.agb_akzeptiert_am).toBeInstanceOf(Date);
  });

  it('mails a six-digit code for an unknown device, refuses a wrong one, and signs in with the right one', async () => {
    const b = await t.browser();
    const erst = await b.post('/api/login?acceptedTermsAndConditions=true', { username: INHABER, password: PASSWORT });
    expect(erst.status).toBe(400);
    expect(erst.body.code).toBe('VERIFICATION_CODE_REQUIRED');
    const mail = await letzteMail(t.db, INHABER);
    expect(mail?.anlass).toBe('VERIFIZIERUNGSCODE');
    const code = codeAus(mail?.text ?? '');
    const falscherCode = code === '000000' ? '111111' : '000000';
    const falsch = await b.post('/api/login?acceptedTermsAndConditions=true', {
      username: INHABER,
      password: PASSWORT,
      verificationCode: falscherCode,
    });
    expect(falsch.body.code).toBe('VERIFICATION_CODE_INVALID');
    expect((await b.get('/api/v1/benutzer/info')).status).toBe(401);

    const ok = await b.post('/api/login?acceptedTermsAndConditions=true', {
      username: INHABER,
      password: PASSWORT,
      verificationCode: code,
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({
      email: INHABER,
      rolle: 'INHABER',
      isAlias: false,
      erzeuger: { name: 'Musterbau GmbH', typ: 'ERZEUGER' },
    });
    expect(ok.body.permissions).toEqual(expect.arrayContaining(['VIEW_DASHBOARD', 'VIEW_AUFTRAG', 'MANAGE_USERS']));
    expect(ok.body.onboardingCompleted).toEqual({ stammdaten: false, abschluss: false });
    const info = await b.get('/api/v1/benutzer/info');
    expect(info.status).toBe(200);
    expect(info.body.vorname).toBe('Max');
  });

  it('does not ask again on a confirmed device', async () => {
    const b = await anmelden(t, 'support@abfallportal.example');
    await b.post('/api/logout');
    const vorher = await mailsAn(t.db, 'support@abfallportal.example');
    const res = await b.post('/api/login', { username: 'support@abfallportal.example', password: PASSWORT });
    expect(res.status).toBe(200);
    expect(await mailsAn(t.db, 'support@abfallportal.example')).toBe(vorher);
  });

  it('lets a code expire after 10 minutes', async () => {
    const b = await t.browser();
    await b.post('/api/login?acceptedTermsAndConditions=true', { username: 'admin@abfallportal.example', password: PASSWORT });
    const code = codeAus((await letzteMail(t.db, 'admin@abfallportal.example'))?.text ?? '');
    t.uhr.vorstellen(11);
    const res = await b.post('/api/login?acceptedTermsAndConditions=true', {
      username: 'admin@abfallportal.example',
      password: PASSWORT,
      verificationCode: code,
    });
    expect(res.body.code).toBe('VERIFICATION_CODE_EXPIRED');
    expect(res.body.message).toMatch(/neuen Code an/);
  });

  it('ends a code after five wrong tries, and "resend" issues a new one that replaces the old', async () => {
    const email = 'nutzer@musterbau.example';
    const b = await t.browser();
    await b.post('/api/login?acceptedTermsAndConditions=true', { username: email, password: PASSWORT });
    const code = codeAus((await letzteMail(t.db, email))?.text ?? '');
    const falsch = code === '123456' ? '654321' : '123456';
    const antworten: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      antworten.push(
        (await b.post('/api/login?acceptedTermsAndConditions=true', { username: email, password: PASSWORT, verificationCode: falsch })).body
          .code,
      );
    }
    expect(antworten).toEqual([
      'VERIFICATION_CODE_INVALID',
      'VERIFICATION_CODE_INVALID',
      'VERIFICATION_CODE_INVALID',
      'VERIFICATION_CODE_INVALID',
      'VERIFICATION_CODE_EXPIRED',
    ]);
    expect(
      (await b.post('/api/login?acceptedTermsAndConditions=true', { username: email, password: PASSWORT, verificationCode: code })).body
        .code,
    ).toBe('VERIFICATION_CODE_EXPIRED');

    expect((await b.post('/api/recreate-verification-code', { username: email, password: PASSWORT })).status).toBe(204);
    const neu = codeAus((await letzteMail(t.db, email))?.text ?? '');
    await b.post('/api/recreate-verification-code', { username: email, password: PASSWORT });
    const neuer = codeAus((await letzteMail(t.db, email))?.text ?? '');
    if (neu !== neuer) {
      expect(
        (await b.post('/api/login?acceptedTermsAndConditions=true', { username: email, password: PASSWORT, verificationCode: neu })).body
          .code,
      ).toBe('VERIFICATION_CODE_INVALID');
    }
    expect(
      (await b.post('/api/login?acceptedTermsAndConditions=true', { username: email, password: PASSWORT, verificationCode: neuer })).status,
    ).toBe(200);
  });

  it('answers a wrong password and an unknown account alike, slows down, then locks', async () => {
    const b = await t.browser();
    const unbekannt = await b.post('/api/login', { username: 'niemand@example.org', password: 'Falsch-1!' });
    const falsch = await b.post('/api/login', { username: 'dispo@entsorgung-nord.example', password: 'Falsch-1!' });
    expect(unbekannt.status).toBe(400);
    expect(unbekannt.body).toEqual(falsch.body);
    expect(falsch.body).toEqual({ code: 'BAD_CREDENTIALS', message: 'E-Mail-Adresse/Benutzername oder Passwort ist falsch.' });

    t.verzoegerungen.length = 0;
    for (let i = 1; i < LIMITS.kontoVersuche; i += 1) {
      await b.post('/api/login', { username: 'dispo@entsorgung-nord.example', password: 'Falsch-1!' });
    }
    expect(t.verzoegerungen.length).toBeGreaterThan(3);
    expect(t.verzoegerungen[t.verzoegerungen.length - 1]).toBeGreaterThan(t.verzoegerungen[0] ?? 0);

    const gesperrt = await b.post('/api/login?acceptedTermsAndConditions=true', {
      username: 'dispo@entsorgung-nord.example',
      password: PASSWORT,
    });
    expect(gesperrt.status).toBe(429);
    expect(gesperrt.body.code).toBe('LOCKED');
    expect(gesperrt.body.message).toMatch(/Zu viele fehlgeschlagene Anmeldeversuche\. Bitte versuchen Sie es in \d+ Minuten erneut\./);

    for (let i = 0; i < LIMITS.kontoVersuche; i += 1) await b.post('/api/login', { username: 'niemand@example.org', password: 'x' });
    const auchGesperrt = await b.post('/api/login', { username: 'niemand@example.org', password: 'x' });
    expect(auchGesperrt.body).toEqual({ ...gesperrt.body, message: auchGesperrt.body.message });
    expect(auchGesperrt.status).toBe(429);
  });

  it('keeps the session for 30 days with remember-me, else only for the browser session', async () => {
    const kurz = await anmelden(t, 'admin@abfallportal.example');
    await kurz.post('/api/logout');
    const ohne = await kurz.post('/api/login?remember-me=false', { username: 'admin@abfallportal.example', password: PASSWORT });
    const cookieOhne = ([] as string[]).concat(ohne.headers['set-cookie'] ?? []).find((c) => c.startsWith('abfallportal.sid='));
    expect(cookieOhne).toBeDefined();
    expect(cookieOhne).not.toMatch(/Expires=/);
    expect(cookieOhne).toMatch(/HttpOnly/);
    expect(cookieOhne).toMatch(/SameSite=Lax/);

    const mit = await kurz.post('/api/login?remember-me=true', { username: 'admin@abfallportal.example', password: PASSWORT });
    const cookieMit = ([] as string[]).concat(mit.headers['set-cookie'] ?? []).find((c) => c.startsWith('abfallportal.sid='));
    const ablauf = new Date(/Expires=([^;]+)/.exec(cookieMit ?? '')?.[1] ?? 0).getTime();
    expect(ablauf - Date.now()).toBeGreaterThan(29 * 24 * 3600 * 1000);
  });

  it('signs out: the session no longer answers', async () => {
    const b = await anmelden(t, 'admin@abfallportal.example');
    expect((await b.get('/api/v1/benutzer/info')).status).toBe(200);
    expect((await b.post('/api/logout')).status).toBe(204);
    expect((await b.get('/api/v1/benutzer/info')).status).toBe(401);
  });

  it('rejects an empty sign-in form with German field errors', async () => {
    const b = await t.browser();
    const res = await b.post('/api/login', { username: ' ', password: '' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      username: 'Bitte geben Sie Ihre E-Mail-Adresse oder Ihren Benutzernamen ein.',
      password: 'Bitte geben Sie Ihr Passwort ein.',
    });
  });
});
