import { LIMITS } from '../auth';
import { anmelden, createTestApp, type Browser, type TestApp } from '../testing/testApp';
import { RESET_LIMITS, RESET_MINDESTDAUER_MS } from './passwortVergessen';
import { mailsAn, passwortLink } from '../testing/postfach';

const PASSWORT = 'Demo-Passwort-1';
const ANFRAGE = '/api/v1/benutzer/profil/passwortvergessen/anfrage';
const HAEUFIG =
  'Dieses Passwort ist zu leicht zu erraten (es steht auf einer Liste häufig verwendeter Passwörter). Bitte wählen Sie ein anderes.';

const anfrage = (b: Browser, email: string, von: string) =>
  b.agent.post(ANFRAGE).set('X-XSRF-TOKEN', b.xsrf).set('X-Forwarded-For', von).send({ email });

describe('Passwort und Sitzungen gehärtet (Ausgabe 8)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('ends every other session on a password change and keeps the current one', async () => {
    const email = 'nutzer@musterbau.example';
    const hier = await anmelden(t, email);
    const dort = await anmelden(t, email);
    const res = await hier.post('/api/v1/benutzer/password', {
      oldPassword: PASSWORT,
      newPassword: 'Neu-Passwort-2024!',
      newPasswordRepeat: 'Neu-Passwort-2024!',
    });
    expect(res.status).toBe(204);
    expect((await hier.get('/api/v1/benutzer/info')).status).toBe(200);
    expect((await dort.get('/api/v1/benutzer/info')).status).toBe(401);
  });

  it('ends every session on a password reset', async () => {
    const email = 'inhaber@musterbau.example';
    const eins = await anmelden(t, email);
    const zwei = await anmelden(t, email);
    const b = await t.browser();
    expect((await anfrage(b, email, '198.51.110.1')).status).toBe(204);
    const { token } = await passwortLink(t.db, email);
    const res = await b.post('/api/v1/benutzer/profil/passwortvergessen', {
      token,
      password: 'Neu-Passwort-2024!',
      passwordRepeat: 'Neu-Passwort-2024!',
    });
    expect(res.status).toBe(204);
    expect((await eins.get('/api/v1/benutzer/info')).status).toBe(401);
    expect((await zwei.get('/api/v1/benutzer/info')).status).toBe(401);
  });

  it('limits guesses of the current password like sign-ins', async () => {
    const b = await anmelden(t, 'support@abfallportal.example');
    const body = (alt: string) => ({ oldPassword: alt, newPassword: 'Neu-Passwort-2024!', newPasswordRepeat: 'Neu-Passwort-2024!' });
    for (let i = 0; i < LIMITS.kontoVersuche; i += 1) {
      expect((await b.post('/api/v1/benutzer/password', body(`Falsch-${i}!`))).status).toBe(400);
    }
    const res = await b.post('/api/v1/benutzer/password', body(PASSWORT));
    expect(res.status).toBe(429);
    expect(res.body.code).toBe('LOCKED');
  });

  it('refuses a common password with a German message, when changing and when resetting', async () => {
    const b = await anmelden(t, 'admin@abfallportal.example');
    const res = await b.post('/api/v1/benutzer/password', {
      oldPassword: PASSWORT,
      newPassword: 'Passwort1!',
      newPasswordRepeat: 'Passwort1!',
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ newPassword: HAEUFIG });

    await anfrage(b, 'admin@abfallportal.example', '198.51.111.1');
    const { token } = await passwortLink(t.db, 'admin@abfallportal.example');
    const reset = await b.post('/api/v1/benutzer/profil/passwortvergessen', {
      token,
      password: 'Sommer2024!',
      passwordRepeat: 'Sommer2024!',
    });
    expect(reset.status).toBe(400);
    expect(reset.body.errors).toEqual({ password: HAEUFIG });
  });

  it('allows the same long password for setting and for signing in', async () => {
    const email = 'inhaber@baeckerei-korn.example';
    const lang = `Ein-langer-Satz-als-Passwort-${'x'.repeat(80)}-9`;
    expect(lang.length).toBeGreaterThan(100);
    const b = await anmelden(t, email);
    expect((await b.post('/api/v1/benutzer/password', { oldPassword: PASSWORT, newPassword: lang, newPasswordRepeat: lang })).status).toBe(
      204,
    );
    await b.post('/api/logout');
    expect((await b.post('/api/login', { username: email, password: lang })).status).toBe(200);
    const zuLang = `${lang}${'y'.repeat(30)}`;
    const res = await b.post('/api/v1/benutzer/password', { oldPassword: lang, newPassword: zuLang, newPasswordRepeat: zuLang });
    expect(res.body.errors.newPassword).toBe('Das Passwort darf höchstens 128 Zeichen lang sein.');
  });

  it('mails at most three reset links per account and hour, however often asked', async () => {
    const email = 'dispo@entsorgung-nord.example';
    const b = await t.browser();
    const vorher = await mailsAn(t.db, 'support@abfallportal.example', 'PASSWORT_VERGESSEN');
    for (let i = 0; i < RESET_LIMITS.jeKontoUndStunde + 3; i += 1) {
      expect((await anfrage(b, 'support@abfallportal.example', `198.51.112.${i + 1}`)).status).toBe(204);
    }
    expect((await mailsAn(t.db, 'support@abfallportal.example', 'PASSWORT_VERGESSEN')) - vorher).toBe(RESET_LIMITS.jeKontoUndStunde);
    expect((await anfrage(b, email, '198.51.112.100')).status).toBe(204);
  });

  it('answers too many requests from one address with 429, in German', async () => {
    const b = await t.browser();
    for (let i = 0; i < RESET_LIMITS.jeAdresseUndStunde; i += 1) {
      expect((await anfrage(b, `jemand${i}@example.org`, '198.51.113.1')).status).toBe(204);
    }
    const res = await anfrage(b, 'noch-jemand@example.org', '198.51.113.1');
    expect(res.status).toBe(429);
    expect(res.body.message).toBe('Zu viele Anfragen. Bitte versuchen Sie es in einer Stunde erneut.');
  });

  it('takes the same minimum time whether or not the account exists', async () => {
    const b = await t.browser();
    for (const [email, von] of [
      ['admin@abfallportal.example', '198.51.114.1'],
      ['gibt-es-nicht@example.org', '198.51.114.2'],
    ] as const) {
      const beginn = Date.now();
      expect((await anfrage(b, email, von)).status).toBe(204);
      expect(Date.now() - beginn).toBeGreaterThanOrEqual(RESET_MINDESTDAUER_MS - 5);
    }
  });
});
