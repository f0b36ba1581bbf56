import { VERSION_MELDUNG } from '../platform/http/version';
import { anmelden, createTestApp, type Browser, type TestApp } from '../testing/testApp';
import { demoIds, neuerBenutzer } from './testing/benutzerverwaltungTesthilfen';

const nutzerDaten = (vorname: string) => ({ ...neuerBenutzer('nutzer@musterbau.example'), vorname, aktiv: true });

/**
 * Issue 17, item 5 for user accounts: the owner and staff edit the same producer user, its
 * permissions and (as the user) its profile; whoever saves second on a stale version gets 409 and
 * the first one's data stays; a save without If-Match gets 428 and changes nothing.
 */
describe('Benutzerkonten: keine verlorenen Änderungen', () => {
  let t: TestApp;
  let ids: Awaited<ReturnType<typeof demoIds>>;
  let inhaber: Browser;
  let admin: Browser;
  let nutzer: Browser;
  beforeAll(async () => {
    t = await createTestApp();
    ids = await demoIds(t);
    inhaber = await anmelden(t, 'inhaber@musterbau.example');
    admin = await anmelden(t, 'admin@abfallportal.example');
    nutzer = await anmelden(t, 'nutzer@musterbau.example');
  });
  afterAll(() => t.close());

  const gespeichert = async () =>
    (await t.db('benutzer').where({ id: ids.nutzerMusterbau }).first('vorname', 'version')) as { vorname: string; version: number };

  it('a producer user: the owner saves first, staff on the same version gets 409', async () => {
    const url = `/api/v1/benutzer/${ids.nutzerMusterbau}`;
    const a = await inhaber.get(url);
    const b = await admin.get(url);
    expect(a.headers.etag).toBe(`"${a.body.version as number}"`);
    expect(b.body.version).toBe(a.body.version);

    const erste = await inhaber.put(url, nutzerDaten('Erste')).set('If-Match', a.headers.etag as string);
    expect(erste.status).toBe(200);
    expect(erste.body.version).toBe((a.body.version as number) + 1);
    const zweite = await admin.put(url, nutzerDaten('Zweite')).set('If-Match', b.headers.etag as string);
    expect(zweite.status).toBe(409);
    expect(zweite.body).toEqual({ message: VERSION_MELDUNG.konflikt, code: 'VERSION_KONFLIKT' });
    expect(await gespeichert()).toEqual({ vorname: 'Erste', version: erste.body.version });

    const ohne = await admin.put(url, nutzerDaten('Ohne'));
    expect(ohne.status).toBe(428);
    expect(ohne.body.code).toBe('VERSION_FEHLT');
    const loeschenOhne = await admin.agent.delete(url).set('X-XSRF-TOKEN', admin.xsrf);
    expect(loeschenOhne.status).toBe(428);
    const loeschenAlt = await admin.agent
      .delete(url)
      .set('X-XSRF-TOKEN', admin.xsrf)
      .set('If-Match', b.headers.etag as string);
    expect(loeschenAlt.status).toBe(409);
    expect(await gespeichert()).toEqual({ vorname: 'Erste', version: erste.body.version });
  });

  it('permissions are an edit of the account: a stale set gets 409 and the first set stays', async () => {
    const url = `/api/v1/benutzerberechtigung/${ids.nutzerMusterbau}`;
    const a = await inhaber.get(url);
    const b = await admin.get(url);
    expect(a.headers.etag).toBe(`"${a.body.version as number}"`);
    const erste = await inhaber
      .put(url, { berechtigungen: ['VIEW_DASHBOARD', 'VIEW_OWN_PROFILE', 'VIEW_AUFTRAG'] })
      .set('If-Match', a.headers.etag as string);
    expect(erste.status).toBe(200);
    const zweite = await admin.put(url, { berechtigungen: ['VIEW_DASHBOARD'] }).set('If-Match', b.headers.etag as string);
    expect(zweite.status).toBe(409);
    expect((await inhaber.get(url)).body.berechtigungen).toEqual(['VIEW_AUFTRAG', 'VIEW_DASHBOARD', 'VIEW_OWN_PROFILE']);
    expect((await admin.put(url, { berechtigungen: ['VIEW_DASHBOARD'] })).status).toBe(428);

    // The user form loaded before the permission change is stale now as well.
    const form = await inhaber.put(`/api/v1/benutzer/${ids.nutzerMusterbau}`, nutzerDaten('Alt')).set('If-Match', a.headers.etag as string);
    expect(form.status).toBe(409);
  });

  it('the own profile: the user and the owner edit the same account, the second save gets 409', async () => {
    const profil = await nutzer.get('/api/v1/benutzer/profil');
    expect(profil.headers.etag).toBe(`"${profil.body.version as number}"`);
    const verwaltung = await inhaber.get(`/api/v1/benutzer/${ids.nutzerMusterbau}`);
    expect(verwaltung.body.version).toBe(profil.body.version);

    const eigen = await nutzer.agent
      .post('/api/v1/benutzer/profil')
      .set('X-XSRF-TOKEN', nutzer.xsrf)
      .field({ anrede: 'HERR', vorname: 'Selbst', nachname: 'Gemacht', telefon: '' })
      .field('version', String(profil.body.version));
    expect(eigen.status).toBe(200);
    expect(eigen.body).toMatchObject({ vorname: 'Selbst', version: (profil.body.version as number) + 1 });

    const fremd = await inhaber
      .put(`/api/v1/benutzer/${ids.nutzerMusterbau}`, nutzerDaten('Verwaltung'))
      .set('If-Match', verwaltung.headers.etag as string);
    expect(fremd.status).toBe(409);
    expect((await gespeichert()).vorname).toBe('Selbst');

    const ohne = await nutzer.agent
      .post('/api/v1/benutzer/profil')
      .set('X-XSRF-TOKEN', nutzer.xsrf)
      .field({ anrede: 'HERR', vorname: 'Ohne', nachname: 'Version', telefon: '' });
    expect(ohne.status).toBe(428);
    const alt = await nutzer.agent
      .post('/api/v1/benutzer/profil')
      .set('X-XSRF-TOKEN', nutzer.xsrf)
      .set('If-Match', profil.headers.etag as string)
      .field({ anrede: 'HERR', vorname: 'Alt', nachname: 'Version', telefon: '' });
    expect(alt.status).toBe(409);
    expect((await gespeichert()).vorname).toBe('Selbst');
  });
});
