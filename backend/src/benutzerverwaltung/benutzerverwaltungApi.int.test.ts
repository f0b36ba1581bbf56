import { EMAIL_VERGEBEN, MINDESTENS_EINE_BERECHTIGUNG } from '@abfallportal/common/benutzerverwaltung';
import { anmelden, createTestApp, letzteMail, type Browser, type TestApp } from '../testing/testApp';
import { INHABER_NICHT_LOESCHEN, NICHT_SELBST_LOESCHEN } from './benutzerCommands';
import { aendern, demoIds, loeschen, neuerBenutzer } from './testing/benutzerverwaltungTesthilfen';
import { passwortLink } from '../testing/postfach';

describe('Benutzerverwaltung des Erzeugers', () => {
  let t: TestApp;
  let ids: Awaited<ReturnType<typeof demoIds>>;
  let inhaber: Browser;
  beforeAll(async () => {
    t = await createTestApp();
    ids = await demoIds(t);
    inhaber = await anmelden(t, 'inhaber@musterbau.example');
  });
  afterAll(() => t.close());

  it('lists the producer users with search, sort, filter and Content-Range', async () => {
    const alle = await inhaber.get(`/api/v1/erzeuger/${ids.musterbau}/benutzer?sort=["email","ASC"]`);
    expect(alle.status).toBe(200);
    expect(alle.body.map((b: { email: string }) => b.email)).toEqual(['inhaber@musterbau.example', 'nutzer@musterbau.example']);
    expect(alle.headers['content-range']).toBe('benutzer 0-1/2');
    expect(alle.body[1]).toMatchObject({ rolle: 'BENUTZER', bestellwertGrenze: 1000, aktiv: true, zugangsdatenGesendetAm: null });
    const suche = await inhaber.get(`/api/v1/erzeuger/${ids.musterbau}/benutzer?filter=${encodeURIComponent('{"q":"MUSTERFRAU"}')}`);
    expect(suche.body.map((b: { vorname: string }) => b.vorname)).toEqual(['Erika']);
    const inaktiv = await inhaber.get(`/api/v1/erzeuger/${ids.musterbau}/benutzer?filter=${encodeURIComponent('{"aktiv":false}')}`);
    expect(inaktiv.body).toEqual([]);
  });

  it('creates a user with limit and permissions; the email is unique across the portal in any case', async () => {
    const res = await inhaber.post(
      '/api/v1/benutzer',
      neuerBenutzer('lena@musterbau.example', { berechtigungen: ['VIEW_AUFTRAG', 'VIEW_DASHBOARD'] }),
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ rolle: 'BENUTZER', erzeugerId: ids.musterbau, bestellwertGrenze: 500, anrede: 'FRAU', aktiv: true });
    const rechte = await inhaber.get(`/api/v1/benutzerberechtigung/${res.body.id}`);
    expect(rechte.body).toEqual({ id: res.body.id, berechtigungen: ['VIEW_AUFTRAG', 'VIEW_DASHBOARD'], version: 1 });

    const doppelt = await inhaber.post('/api/v1/benutzer', neuerBenutzer('  INHABER@Baeckerei-Korn.example '));
    expect(doppelt.status).toBe(400);
    expect(doppelt.body).toMatchObject({ message: EMAIL_VERGEBEN, errors: { email: EMAIL_VERGEBEN } });
    const breit = await inhaber.post('/api/v1/benutzer', neuerBenutzer('ｌｅｎａ@musterbau.example'));
    expect(breit.body.message).toBe(EMAIL_VERGEBEN);
  });

  it('validates with the German messages of the shared schema', async () => {
    const res = await inhaber.post('/api/v1/benutzer', neuerBenutzer('keine-adresse', { vorname: ' ', berechtigungen: [] }));
    expect(res.status).toBe(400);
    expect(res.body.errors).toMatchObject({
      email: 'Keine gültige E-Mailadresse',
      vorname: 'Dieses Feld ist ein Pflichtfeld.',
      berechtigungen: MINDESTENS_EINE_BERECHTIGUNG,
    });
    const staff = await inhaber.post('/api/v1/benutzer', neuerBenutzer('x@musterbau.example', { berechtigungen: ['VIEW_ALL_USERS'] }));
    expect(staff.status).toBe(400);
    expect(await t.db('benutzer').where({ email: 'x@musterbau.example' }).first()).toBeUndefined();
  });

  it('saves permissions (at least one) and they take effect on the next request', async () => {
    const leer = await aendern(inhaber, `/api/v1/benutzerberechtigung/${ids.nutzerMusterbau}`, { berechtigungen: [] });
    expect(leer.status).toBe(400);
    expect(leer.body.errors.berechtigungen).toBe(MINDESTENS_EINE_BERECHTIGUNG);
    const nutzer = await anmelden(t, 'nutzer@musterbau.example');
    expect((await nutzer.get(`/api/v1/erzeuger/${ids.musterbau}/benutzer`)).status).toBe(403);
    const ok = await aendern(inhaber, `/api/v1/benutzerberechtigung/${ids.nutzerMusterbau}`, {
      berechtigungen: ['VIEW_DASHBOARD', 'INVITE_DELAYED'],
    });
    expect(ok.body.berechtigungen).toEqual(['INVITE_DELAYED', 'VIEW_DASHBOARD']);
    // INVITE_DELAYED reads and invites, but changes nothing.
    expect((await nutzer.get(`/api/v1/erzeuger/${ids.musterbau}/benutzer`)).status).toBe(200);
    expect(
      (await aendern(nutzer, `/api/v1/benutzerberechtigung/${ids.nutzerMusterbau}`, { berechtigungen: ['MANAGE_USERS'] })).status,
    ).toBe(403);
    expect((await nutzer.post('/api/v1/benutzer', neuerBenutzer('y@musterbau.example'))).status).toBe(403);
    expect((await nutzer.post(`/api/v1/benutzer/${ids.inhaberMusterbau}/invite`)).status).toBe(200);
  });

  it('edits a user; deactivating ends their sessions and blocks sign-in', async () => {
    const nutzer = await anmelden(t, 'nutzer@musterbau.example');
    const daten = { ...neuerBenutzer('nutzer@musterbau.example'), anrede: '', vorname: 'Erika', nachname: 'Musterfrau' };
    const geaendert = await aendern(inhaber, `/api/v1/benutzer/${ids.nutzerMusterbau}`, {
      ...daten,
      bestellwertGrenze: 750.5,
      unterschriftZusatz: 'Einkauf',
      aktiv: true,
    });
    expect(geaendert.body).toMatchObject({ anrede: null, bestellwertGrenze: 750.5, unterschriftZusatz: 'Einkauf', telefon: '0421 123456' });
    expect((await nutzer.get('/api/v1/benutzer/info')).status).toBe(200);

    const aus = await aendern(inhaber, `/api/v1/benutzer/${ids.nutzerMusterbau}`, { ...daten, aktiv: false });
    expect(aus.body.aktiv).toBe(false);
    expect((await nutzer.get('/api/v1/benutzer/info')).status).toBe(401);
    await expect(anmelden(t, 'nutzer@musterbau.example')).rejects.toThrow(/Anmeldung/);

    expect((await aendern(inhaber, `/api/v1/benutzer/${ids.nutzerMusterbau}`, { ...daten, aktiv: true })).body.aktiv).toBe(true);
    await anmelden(t, 'nutzer@musterbau.example');
    const selbst = await aendern(inhaber, `/api/v1/benutzer/${ids.inhaberMusterbau}`, {
      ...neuerBenutzer('inhaber@musterbau.example'),
      aktiv: false,
    });
    expect(selbst.status).toBe(400);
  });

  it('invites with a set-password link that works once and shows the access-data-sent date', async () => {
    const neu = await inhaber.post('/api/v1/benutzer', neuerBenutzer('eingeladen@musterbau.example'));
    const res = await inhaber.post(`/api/v1/benutzer/${neu.body.id}/invite`);
    expect(res.status).toBe(200);
    expect(res.body.zugangsdatenGesendetAm).toBe(t.uhr.jetzt.toISOString());
    const mail = await letzteMail(t.db, 'eingeladen@musterbau.example');
    expect(mail).toMatchObject({ anlass: 'EINLADUNG', betreff: 'Ihr Zugang zum Abfallportal' });
    expect(mail?.text).toContain('Sehr geehrte Frau Neumann');
    const { link, token } = await passwortLink(t.db, 'eingeladen@musterbau.example');
    expect(link).toMatch(/\/passwort-erstellen\/[\w-]{43}$/);
    t.uhr.vorstellen(6 * 24 * 60);
    const b = await t.browser();
    expect((await b.get(`/api/v1/benutzer/profil/passwortvergessen/token/${token}`)).body).toEqual({
      email: 'eingeladen@musterbau.example',
    });
    const setzen = { token, password: 'Eigen-Passwort-9', passwordRepeat: 'Eigen-Passwort-9' };
    expect((await b.post('/api/v1/benutzer/profil/passwortvergessen', setzen)).status).toBe(204);
    const neuAngemeldet = await anmelden(t, 'eingeladen@musterbau.example', 'Eigen-Passwort-9');
    expect((await neuAngemeldet.get('/api/v1/benutzer/info')).body.bestellwertGrenze).toBe(500);
    expect((await b.post('/api/v1/benutzer/profil/passwortvergessen', setzen)).status).toBe(410);
  });

  it('deletes a user, but neither oneself nor the owner', async () => {
    expect((await loeschen(inhaber, `/api/v1/benutzer/${ids.inhaberMusterbau}`)).body.message).toBe(NICHT_SELBST_LOESCHEN);
    const neu = await inhaber.post('/api/v1/benutzer', neuerBenutzer('weg@musterbau.example'));
    const res = await loeschen(inhaber, `/api/v1/benutzer/${neu.body.id}`);
    expect(res.status).toBe(200);
    expect((await inhaber.get(`/api/v1/benutzer/${neu.body.id}`)).status).toBe(404);
    const admin = await anmelden(t, 'admin@abfallportal.example');
    const inhaberWeg = await loeschen(admin, `/api/v1/benutzer/${ids.inhaberMusterbau}`);
    expect(inhaberWeg.body.message).toBe(INHABER_NICHT_LOESCHEN);
    expect(await t.db('benutzer').where({ id: ids.inhaberMusterbau }).first('id')).toBeDefined();
  });
});
