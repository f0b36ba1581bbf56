import { anmelden, createTestApp, letzteMail, type TestApp } from '../testing/testApp';
import { passwortLink } from '../testing/postfach';

// A valid 1x1 PNG (made with sharp): the type is checked by content, and the image must decode.
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000970485973000003e8000003e801b57b526b0000000d49444154089963606860f80f0002840180d8525d890000000049454e44ae426082',
  'hex',
);

describe('Benutzer-Aufrufe', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  describe('Passwort vergessen', () => {
    const email = 'nutzer@musterbau.example';
    const anfordern = async () => {
      const b = await t.browser();
      expect((await b.post('/api/v1/benutzer/profil/passwortvergessen/anfrage', { email })).status).toBe(204);
      const mail = await letzteMail(t.db, email);
      expect(mail?.anlass).toBe('PASSWORT_VERGESSEN');
      const { link, token } = await passwortLink(t.db, email);
      expect(link).toMatch(/^http:\/\/localhost:3999\/passwort-zuruecksetzen\/[\w-]{43}$/);
      return { b, token };
    };

    it('answers the same for an unknown address and mails nothing', async () => {
      const b = await t.browser();
      const vorher = await t.db('mail_outbox').count({ n: '*' }).first();
      const res = await b.post('/api/v1/benutzer/profil/passwortvergessen/anfrage', { email: 'unbekannt@example.org' });
      expect(res.status).toBe(204);
      expect(await t.db('mail_outbox').count({ n: '*' }).first()).toEqual(vorher);
    });

    it('sets a new password through the mailed link, once', async () => {
      const { b, token } = await anfordern();
      expect((await b.get(`/api/v1/benutzer/profil/passwortvergessen/token/${token}`)).body).toEqual({ email });

      const schwach = await b.post('/api/v1/benutzer/profil/passwortvergessen', { token, password: 'kurz', passwordRepeat: 'kurz' });
      expect(schwach.status).toBe(400);
      expect(schwach.body.errors.password).toBe('Das Passwort muss mindestens 8 Zeichen lang sein.');
      const ungleich = await b.post('/api/v1/benutzer/profil/passwortvergessen', {
        token,
        password: 'Neu-Passwort-2',
        passwordRepeat: 'Neu-Passwort-3',
      });
      expect(ungleich.body.errors.passwordRepeat).toBe('Die Passwörter stimmen nicht überein.');

      const ok = await b.post('/api/v1/benutzer/profil/passwortvergessen', {
        token,
        password: 'Neu-Passwort-2',
        passwordRepeat: 'Neu-Passwort-2',
      });
      expect(ok.status).toBe(204);
      await anmelden(t, email, 'Neu-Passwort-2');

      const nochmal = await b.post('/api/v1/benutzer/profil/passwortvergessen', {
        token,
        password: 'Neu-Passwort-4',
        passwordRepeat: 'Neu-Passwort-4',
      });
      expect(nochmal.status).toBe(410);
      expect(nochmal.body.message).toBe('Der Link ist abgelaufen oder wurde bereits verwendet. Bitte fordern Sie einen neuen an.');
      expect((await b.get(`/api/v1/benutzer/profil/passwortvergessen/token/${token}`)).status).toBe(410);
    });

    it('refuses an expired link after one hour and keeps the old password', async () => {
      const { b, token } = await anfordern();
      t.uhr.vorstellen(61);
      expect((await b.get(`/api/v1/benutzer/profil/passwortvergessen/token/${token}`)).status).toBe(410);
      const res = await b.post('/api/v1/benutzer/profil/passwortvergessen', {
        token,
        password: 'Neu-Passwort-9',
        passwordRepeat: 'Neu-Passwort-9',
      });
      expect(res.status).toBe(410);
      await anmelden(t, email, 'Neu-Passwort-2');
    });
  });

  describe('eigenes Passwort ändern (POST /api/v1/benutzer/password)', () => {
    it('needs the right current password and the rules of spec § 5', async () => {
      const b = await anmelden(t, 'inhaber@baeckerei-korn.example');
      const falsch = await b.post('/api/v1/benutzer/password', {
        oldPassword: 'falsch',
        newPassword: 'Neu-Passwort-5',
        newPasswordRepeat: 'Neu-Passwort-5',
      });
      expect(falsch.status).toBe(400);
      expect(falsch.body.errors).toEqual({ oldPassword: 'Das aktuelle Passwort ist falsch.' });
      const regeln = await b.post('/api/v1/benutzer/password', {
        oldPassword: 'Demo-Passwort-1',
        newPassword: 'nurkleinbuchstaben',
        newPasswordRepeat: 'nurkleinbuchstaben',
      });
      expect(regeln.body.errors.newPassword).toBe('Das Passwort muss mindestens eine Ziffer enthalten.');
      const ok = await b.post('/api/v1/benutzer/password', {
        oldPassword: 'Demo-Passwort-1',
        newPassword: 'Neu-Passwort-5',
        newPasswordRepeat: 'Neu-Passwort-5',
      });
      expect(ok.status).toBe(204);
      await anmelden(t, 'inhaber@baeckerei-korn.example', 'Neu-Passwort-5');
    });

    it('answers 401 when signed out', async () => {
      const b = await t.browser();
      expect((await b.post('/api/v1/benutzer/password', {})).status).toBe(401);
    });
  });

  describe('Profil', () => {
    it('saves contact data and a PNG profile picture', async () => {
      const b = await anmelden(t, 'inhaber@musterbau.example');
      const res = await b.agent
        .post('/api/v1/benutzer/profil')
        .set('X-XSRF-TOKEN', b.xsrf)
        .set('If-Match', (await b.get('/api/v1/benutzer/profil')).headers.etag as string)
        .field('anrede', '')
        .field('vorname', '  Moritz ')
        .field('nachname', 'Mustermann')
        .field('telefon', '+49 40 123456')
        .attach('profilBild', PNG, { filename: 'bild.bin', contentType: 'application/octet-stream' });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ anrede: null, vorname: 'Moritz', telefon: '+49 40 123456', email: 'inhaber@musterbau.example' });
      const bild = await b.get(res.body.profilBildUrl);
      expect(bild.status).toBe(200);
      expect(bild.headers['content-type']).toBe('image/png');
      expect((await b.get('/api/v1/benutzer/info')).body.vorname).toBe('Moritz');
    });

    it('refuses a file that is no image by content, and too large a file, changing nothing', async () => {
      const b = await anmelden(t, 'inhaber@musterbau.example');
      const geladen = await b.get('/api/v1/benutzer/profil');
      const vorher = geladen.body;
      const text = await b.agent
        .post('/api/v1/benutzer/profil')
        .set('X-XSRF-TOKEN', b.xsrf)
        .set('If-Match', geladen.headers.etag as string)
        .field('anrede', 'HERR')
        .field('vorname', 'Anders')
        .field('nachname', 'Mustermann')
        .field('telefon', '')
        .attach('profilBild', Buffer.from('kein Bild'), { filename: 'bild.png', contentType: 'image/png' });
      expect(text.status).toBe(415);
      expect(text.body.message).toBe('Bitte laden Sie ein Bild im Format JPEG oder PNG hoch.');
      const gross = await b.agent
        .post('/api/v1/benutzer/profil')
        .set('X-XSRF-TOKEN', b.xsrf)
        .set('If-Match', geladen.headers.etag as string)
        .field('vorname', 'Anders')
        .field('nachname', 'Mustermann')
        .attach('profilBild', Buffer.concat([PNG, Buffer.alloc(20 * 1024 * 1024)]), { filename: 'gross.png' });
      expect(gross.status).toBe(413);
      expect((await b.get('/api/v1/benutzer/profil')).body).toEqual(vorher);
    });

    it('names missing fields in German', async () => {
      const b = await anmelden(t, 'inhaber@musterbau.example');
      const res = await b.agent
        .post('/api/v1/benutzer/profil')
        .set('X-XSRF-TOKEN', b.xsrf)
        .field('anrede', 'DIVERS')
        .field('vorname', ' ')
        .field('nachname', 'X')
        .field('telefon', 'abc');
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual({
        anrede: 'Bitte wählen Sie Frau, Herr oder keine Angabe.',
        vorname: 'Dieses Feld ist ein Pflichtfeld.',
        telefon: 'Keine gültige Telefonnummer',
      });
    });
  });

  describe('Onboarding', () => {
    it('stores each flag per user until all are true', async () => {
      const b = await anmelden(t, 'support@abfallportal.example');
      expect((await b.put('/api/v1/benutzer/onboarding/stammdaten', { completed: true })).body.onboardingCompleted).toEqual({
        stammdaten: true,
        abschluss: false,
      });
      await b.put('/api/v1/benutzer/onboarding/abschluss', { completed: true });
      expect((await b.get('/api/v1/benutzer/info')).body.onboardingCompleted).toEqual({ stammdaten: true, abschluss: true });
      const andere = await anmelden(t, 'admin@abfallportal.example');
      expect((await andere.get('/api/v1/benutzer/info')).body.onboardingCompleted).toEqual({ stammdaten: false, abschluss: false });
      expect((await b.put('/api/v1/benutzer/onboarding/unbekannt', { completed: true })).status).toBe(400);
    });
  });
});
