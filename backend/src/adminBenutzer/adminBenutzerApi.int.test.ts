import { LETZTER_ADMIN, NICHT_SELBST_DEAKTIVIEREN, NICHT_SELBST_LOESCHEN, type AdminBenutzer } from '@abfallportal/common/adminBenutzer';
import { EMAIL_VERGEBEN } from '@abfallportal/common/benutzerverwaltung';
import { ROLLEN_VORLAGEN } from '@abfallportal/common/rollenVorlagen';
import { hashPasswort } from '../auth';
import { anmelden, createTestApp, letzteMail, type Browser, type TestApp } from '../testing/testApp';
import { idVon } from '../testing/idVon';
import { passwortLink } from '../testing/postfach';

const ADMINS = '/api/v1/benutzer/admins';

type Formular = Record<string, string | string[]>;

/** The form of spec § 7: multipart/form-data, permissions as repeated fields. */
const senden = (b: Browser, methode: 'post' | 'put', url: string, felder: Formular) => {
  let req = b.agent[methode](url).set('X-XSRF-TOKEN', b.xsrf);
  for (const [name, wert] of Object.entries(felder)) {
    for (const w of ([] as string[]).concat(wert)) req = req.field(name, w);
  }
  return req;
};

const formularVon = (k: AdminBenutzer, aenderung: Formular = {}): Formular => ({
  anrede: k.anrede ?? '',
  vorname: k.vorname,
  nachname: k.nachname,
  email: k.email,
  telefon: k.telefon ?? '',
  rolle: k.rolle,
  aktiv: String(k.aktiv),
  berechtigungen: k.berechtigungen,
  // The form field the version may travel in besides If-Match (expectedVersion reads both).
  version: String(k.version),
  ...aenderung,
});

/** Deletes as the list does: with the version of the account it shows (none when the caller cannot read it). */
const loeschenKonto = async (b: Browser, id: number) => {
  const etag = (await b.get(`${ADMINS}/${id}`)).headers.etag as string | undefined;
  return b.agent
    .delete(`${ADMINS}/${id}`)
    .set('X-XSRF-TOKEN', b.xsrf)
    .set(etag === undefined ? {} : { 'If-Match': etag });
};

const kontoVon = async (b: Browser, email: string): Promise<AdminBenutzer> => {
  const res = await b.get(`${ADMINS}?filter=${encodeURIComponent(JSON.stringify({ q: email }))}`);
  const konto = (res.body as AdminBenutzer[]).find((k) => k.email === email);
  if (!konto) throw new Error(`${email} fehlt in der Liste`);
  return konto;
};

describe('admin and support accounts (/api/v1/benutzer/admins)', () => {
  let t: TestApp;
  let admin: Browser;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await anmelden(t, 'admin@abfallportal.example');
  });
  afterAll(() => t.close());

  it('lists only staff accounts, searchable and sorted, with their permissions', async () => {
    const res = await admin.get(`${ADMINS}?sort=${encodeURIComponent('["nachname","DESC"]')}&range=[0,24]`);
    expect(res.status).toBe(200);
    const liste = res.body as AdminBenutzer[];
    expect(liste.map((k) => k.email)).toEqual(['support@abfallportal.example', 'admin@abfallportal.example']);
    expect(res.headers['content-range']).toBe('admins 0-1/2');
    expect(liste[1]!.berechtigungen).toContain('VIEW_ALL_USERS');
    const suche = await admin.get(`${ADMINS}?filter=${encodeURIComponent('{"q":"SUPP"}')}`);
    expect((suche.body as AdminBenutzer[]).map((k) => k.email)).toEqual(['support@abfallportal.example']);
  });

  it('creates a support account from the form with the support template and mails the set-password link', async () => {
    const res = await senden(admin, 'post', ADMINS, {
      anrede: 'FRAU',
      vorname: 'Sina',
      nachname: 'Service',
      email: 'sina.service@abfallportal.example',
      telefon: '+49 40 123456',
      rolle: 'SUPPORT',
      aktiv: 'true',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ rolle: 'SUPPORT', aktiv: true, vorname: 'Sina', telefon: '+49 40 123456' });
    expect([...(res.body as AdminBenutzer).berechtigungen].sort()).toEqual([...ROLLEN_VORLAGEN.SUPPORT].sort());
    expect((res.body as AdminBenutzer).zugangsdatenGesendetAm).not.toBeNull();
    const mail = await letzteMail(t.db, 'sina.service@abfallportal.example');
    expect(mail).toMatchObject({ anlass: 'EINLADUNG', betreff: 'Ihr Zugang zum Abfallportal' });
    expect(mail!.text).toContain('Sehr geehrte Frau Service');
    expect((await passwortLink(t.db, 'sina.service@abfallportal.example')).link).toMatch(/\/passwort-erstellen\/\S+$/);
    expect((await kontoVon(admin, 'sina.service@abfallportal.example')).id).toBe((res.body as AdminBenutzer).id);
  });

  it('refuses an address that any account of the portal already has, with the spec message', async () => {
    const vorher = await t.db('benutzer').count({ n: '*' });
    for (const email of ['Inhaber@Musterbau.example', 'support@abfallportal.example']) {
      const res = await senden(admin, 'post', ADMINS, { vorname: 'Doppelt', nachname: 'Vergeben', email, rolle: 'SUPPORT' });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ message: EMAIL_VERGEBEN, errors: { email: EMAIL_VERGEBEN } });
    }
    const support = await kontoVon(admin, 'support@abfallportal.example');
    const aendern = await senden(admin, 'put', `${ADMINS}/${support.id}`, formularVon(support, { email: 'admin@abfallportal.example' }));
    expect(aendern.status).toBe(400);
    expect(aendern.body).toMatchObject({ errors: { email: EMAIL_VERGEBEN } });
    expect(await t.db('benutzer').count({ n: '*' })).toEqual(vorher);
  });

  it('no lost update: of two sessions that loaded version N, the second save gets 409 and the first stays', async () => {
    const zweite = await anmelden(t, 'admin@abfallportal.example');
    const ziel = await kontoVon(admin, 'support@abfallportal.example');
    const url = `${ADMINS}/${ziel.id}`;
    const a = await admin.get(url);
    const b = await zweite.get(url);
    expect(a.headers.etag).toBe(`"${a.body.version as number}"`);
    const { version: _v, ...ohneVersion } = formularVon(a.body as AdminBenutzer, { vorname: 'Erste' });
    const erste = await senden(admin, 'put', url, ohneVersion).set('If-Match', a.headers.etag as string);
    expect(erste.status).toBe(200);
    expect(erste.body.version).toBe((a.body.version as number) + 1);
    const spaeter = await senden(zweite, 'put', url, formularVon(b.body as AdminBenutzer, { vorname: 'Zweite' }));
    expect(spaeter.status).toBe(409);
    expect(spaeter.body.code).toBe('VERSION_KONFLIKT');
    const { version: _w, ...ohne } = formularVon(b.body as AdminBenutzer, { vorname: 'Ohne' });
    expect((await senden(zweite, 'put', url, ohne)).status).toBe(428);
    expect((await zweite.agent.delete(url).set('X-XSRF-TOKEN', zweite.xsrf)).status).toBe(428);
    expect(
      (
        await zweite.agent
          .delete(url)
          .set('X-XSRF-TOKEN', zweite.xsrf)
          .set('If-Match', b.headers.etag as string)
      ).status,
    ).toBe(409);
    expect(await t.db('benutzer').where({ id: ziel.id }).first('vorname')).toEqual({ vorname: 'Erste' });
  });

  it('shows the field messages of the form and changes nothing on bad input', async () => {
    const res = await senden(admin, 'post', ADMINS, { vorname: '', nachname: 'X', email: 'kein-mail', rolle: 'INHABER' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toMatchObject({
      vorname: 'Dieses Feld ist ein Pflichtfeld.',
      email: 'Keine gültige E-Mailadresse',
      rolle: 'Bitte wählen Sie Administration oder Support.',
    });
    const berechtigung = await senden(admin, 'post', ADMINS, {
      vorname: 'A',
      nachname: 'B',
      email: 'ab@abfallportal.example',
      rolle: 'SUPPORT',
      berechtigungen: 'MANAGE_USERS',
    });
    expect(berechtigung.status).toBe(400);
    expect(await t.db('benutzer').where({ email: 'ab@abfallportal.example' }).first()).toBeUndefined();
  });

  it('keeps an admin from deleting or deactivating their own account', async () => {
    const ich = await kontoVon(admin, 'admin@abfallportal.example');
    const loeschen = await loeschenKonto(admin, ich.id);
    expect(loeschen.status).toBe(400);
    expect(loeschen.body.message).toBe(NICHT_SELBST_LOESCHEN);
    const aus = await senden(admin, 'put', `${ADMINS}/${ich.id}`, formularVon(ich, { aktiv: 'false' }));
    expect(aus.status).toBe(400);
    expect(aus.body.message).toBe(NICHT_SELBST_DEAKTIVIEREN);
    expect(await t.db('benutzer').where({ id: ich.id }).first('aktiv')).toEqual({ aktiv: true });
  });

  it('keeps the last active admin who manages staff, and lets one go once another exists', async () => {
    // Support is given staff management, so someone other than the last admin tries to remove her.
    const supportKonto = await kontoVon(admin, 'support@abfallportal.example');
    const mehrRechte = await senden(
      admin,
      'put',
      `${ADMINS}/${supportKonto.id}`,
      formularVon(supportKonto, { berechtigungen: [...supportKonto.berechtigungen, 'VIEW_ALL_USERS'] }),
    );
    expect(mehrRechte.status).toBe(200);
    const support = await anmelden(t, 'support@abfallportal.example');
    const letzte = await kontoVon(support, 'admin@abfallportal.example');

    const aenderungen: Formular[] = [{ aktiv: 'false' }, { rolle: 'SUPPORT' }, { berechtigungen: ['VIEW_DASHBOARD'] }];
    for (const aenderung of aenderungen) {
      const res = await senden(support, 'put', `${ADMINS}/${letzte.id}`, formularVon(letzte, aenderung));
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(LETZTER_ADMIN);
    }
    const loeschen = await loeschenKonto(support, letzte.id);
    expect(loeschen.status).toBe(400);
    expect(loeschen.body.message).toBe(LETZTER_ADMIN);
    expect(await kontoVon(support, 'admin@abfallportal.example')).toEqual(letzte);

    const zweite = await senden(support, 'post', ADMINS, {
      vorname: 'Zora',
      nachname: 'Zweitadmin',
      email: 'zora@abfallportal.example',
      rolle: 'ADMIN',
    });
    expect(zweite.status).toBe(201);
    expect((zweite.body as AdminBenutzer).berechtigungen).toContain('VIEW_ALL_USERS');
    const runter = await senden(support, 'put', `${ADMINS}/${letzte.id}`, formularVon(letzte, { rolle: 'SUPPORT' }));
    expect(runter.status).toBe(200);
    expect(runter.body).toMatchObject({ rolle: 'SUPPORT' });
    // Her changed role takes effect at once: the old session is gone.
    expect((await admin.get('/api/v1/benutzer/info')).status).toBe(401);
  });

  it('deletes a staff account that has left no records and ends its sessions', async () => {
    const b = await anmelden(t, 'support@abfallportal.example');
    const neu = await senden(b, 'post', ADMINS, {
      vorname: 'Kurz',
      nachname: 'Zeit',
      email: 'kurz@abfallportal.example',
      rolle: 'SUPPORT',
    });
    const id = (neu.body as AdminBenutzer).id;
    await t
      .db('benutzer')
      .where({ id })
      .update({ passwort_hash: await hashPasswort('Demo-Passwort-1') });
    const kurz = await anmelden(t, 'kurz@abfallportal.example');
    const res = await loeschenKonto(b, id);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id });
    expect(await t.db('benutzer').where({ id }).first()).toBeUndefined();
    expect((await kurz.get('/api/v1/benutzer/info')).status).toBe(401);
  });

  it('answers 404 for a producer user and 403 to everyone without VIEW_ALL_USERS, changing nothing', async () => {
    const b = await anmelden(t, 'support@abfallportal.example');
    const inhaberId = await idVon(t.db, 'benutzer', { email: 'inhaber@musterbau.example' });
    expect((await b.get(`${ADMINS}/${inhaberId}`)).status).toBe(404);
    expect((await loeschenKonto(b, inhaberId)).status).toBe(404);

    const vorher = await t.db('benutzer').orderBy('id').select('id', 'email', 'rolle', 'aktiv');
    const zielId = (await kontoVon(b, 'sina.service@abfallportal.example')).id;
    const korn = await anmelden(t, 'inhaber@baeckerei-korn.example');
    const nutzer = await anmelden(t, 'nutzer@musterbau.example');
    for (const fremd of [korn, nutzer]) {
      expect((await fremd.get(ADMINS)).status).toBe(403);
      expect((await fremd.get(`${ADMINS}/${zielId}`)).status).toBe(403);
      const neu = await senden(fremd, 'post', ADMINS, { vorname: 'Fremd', nachname: 'X', email: 'fremd@example.org', rolle: 'ADMIN' });
      expect(neu.status).toBe(403);
      const aendern = await senden(fremd, 'put', `${ADMINS}/${zielId}`, {
        vorname: 'X',
        nachname: 'Y',
        email: 'x@example.org',
        rolle: 'ADMIN',
      });
      expect(aendern.status).toBe(403);
      expect((await loeschenKonto(fremd, zielId)).status).toBe(403);
    }
    expect((await (await t.browser()).get(ADMINS)).status).toBe(401);
    expect(await t.db('benutzer').orderBy('id').select('id', 'email', 'rolle', 'aktiv')).toEqual(vorher);
  });

  it('refuses the calls to support staff without VIEW_ALL_USERS (the support template)', async () => {
    const neu = await anmelden(t, 'support@abfallportal.example');
    const support = await kontoVon(neu, 'support@abfallportal.example');
    await t.db('benutzer_berechtigung').where({ benutzer_id: support.id, berechtigung: 'VIEW_ALL_USERS' }).del();
    expect((await neu.get(ADMINS)).status).toBe(403);
  });
});
