import { STANDARD_ERZEUGER_FEHLT, type AdminBenutzer } from '@abfallportal/common/adminBenutzer';
import type { BenutzerInfo } from '@abfallportal/common/benutzerInfo';
import { anmelden, createTestApp, type Browser, type TestApp } from '../testing/testApp';
import { idVon } from '../testing/idVon';

const ADMINS = '/api/v1/benutzer/admins';
const SUPPORT = 'support@abfallportal.example';

/** The form of spec § 7 (multipart), with the default client as one more field. */
const speichern = (b: Browser, k: AdminBenutzer, standardErzeugerId: string) => {
  let req = b.agent.put(`${ADMINS}/${k.id}`).set('X-XSRF-TOKEN', b.xsrf).set('If-Match', `"${k.version}"`);
  const felder: Record<string, string | string[]> = {
    anrede: k.anrede ?? '',
    vorname: k.vorname,
    nachname: k.nachname,
    email: k.email,
    telefon: k.telefon ?? '',
    rolle: k.rolle,
    aktiv: String(k.aktiv),
    berechtigungen: k.berechtigungen,
    standardErzeugerId,
  };
  for (const [name, wert] of Object.entries(felder)) for (const w of ([] as string[]).concat(wert)) req = req.field(name, w);
  return req;
};

describe("the staff's default client (spec § 6, issue 21)", () => {
  let t: TestApp;
  let admin: Browser;
  let musterbau: number;
  let supportId: number;
  const konto = async (): Promise<AdminBenutzer> => (await admin.get(`${ADMINS}/${supportId}`)).body as AdminBenutzer;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await anmelden(t, 'admin@abfallportal.example');
    musterbau = await idVon(t.db, 'erzeuger', { name: 'Musterbau GmbH' });
    supportId = await idVon(t.db, 'benutzer', { email: SUPPORT });
  });
  afterAll(() => t.close());

  it('an admin sets it; the support account then signs in seeing Musterbau and can leave that view', async () => {
    const vorher = await konto();
    expect(vorher.standardErzeuger).toBeNull();
    const res = await speichern(admin, vorher, String(musterbau));
    expect(res.status).toBe(200);
    expect((res.body as AdminBenutzer).standardErzeuger).toEqual({ id: musterbau, name: 'Musterbau GmbH' });

    const support = await anmelden(t, SUPPORT);
    const info = (await support.get('/api/v1/benutzer/info')).body as BenutzerInfo;
    expect(info.erzeuger).toMatchObject({ id: musterbau, name: 'Musterbau GmbH' });
    expect(info.isAlias).toBe(false);
    // Producer pages answer for Musterbau without an id in the path.
    expect((await support.get('/api/v1/anfallstelle')).status).toBe(200);

    const aus = await support.agent.delete('/api/v1/session/assumeMandantPerspective').set('X-XSRF-TOKEN', support.xsrf);
    expect(aus.status).toBe(200);
    expect((aus.body as BenutzerInfo).erzeuger).toBeNull();
    expect(((await support.get('/api/v1/benutzer/info')).body as BenutzerInfo).erzeuger).toBeNull();
  });

  it('an unknown producer is refused next to the field and nothing changes; an empty field clears it', async () => {
    const vorher = await konto();
    const falsch = await speichern(admin, vorher, '999999');
    expect(falsch.status).toBe(400);
    expect(falsch.body.errors).toMatchObject({ standardErzeugerId: STANDARD_ERZEUGER_FEHLT });
    expect(await konto()).toEqual(vorher);

    const leer = await speichern(admin, vorher, '');
    expect(leer.status).toBe(200);
    expect((leer.body as AdminBenutzer).standardErzeuger).toBeNull();
    const support = await anmelden(t, SUPPORT);
    expect(((await support.get('/api/v1/benutzer/info')).body as BenutzerInfo).erzeuger).toBeNull();
  });

  it('a producer user never starts in another perspective, even with the column set', async () => {
    const inhaber = await idVon(t.db, 'benutzer', { email: 'inhaber@baeckerei-korn.example' });
    await t.db('benutzer').where({ id: inhaber }).update({ standard_erzeuger_id: musterbau });
    const korn = await anmelden(t, 'inhaber@baeckerei-korn.example');
    const info = (await korn.get('/api/v1/benutzer/info')).body as BenutzerInfo;
    expect(info.erzeuger?.name).toBe('Bäckerei Korn KG');
  });
});
