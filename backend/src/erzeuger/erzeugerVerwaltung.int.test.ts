import type { ErzeugerStammdaten, MandantEingabe } from '@abfallportal/common/erzeugerWire';
import sharp from 'sharp';
import { loadDemoAuftraege } from '../demo';
import { anmelden, createTestApp, letzteMail, type Browser, type TestApp } from '../testing/testApp';
import { idVon } from '../testing/idVon';
import { herunterladen } from '../testing/herunterladen';
import { passwortLink } from '../testing/postfach';

const png = () =>
  sharp({ create: { width: 3, height: 2, channels: 3, background: '#0a0' } })
    .png()
    .toBuffer();

type Datei = { feld: 'logo' | 'signatur'; daten: Buffer; name: string };

let t: TestApp;

/** The producer's stored version, as the edit form loaded it (If-Match). */
const stand = async (id: number): Promise<string> =>
  `"${((await t.db('erzeuger').where({ id }).first('version')) as { version: number } | undefined)?.version ?? 1}"`;

const formular = async (b: Browser, pfad: 'create' | 'edit', mandant: MandantEingabe, dateien: Datei[] = []) => {
  let req = b.agent.post(`/api/v1/erzeuger/${pfad}`).set('X-XSRF-TOKEN', b.xsrf).field('mandant', JSON.stringify(mandant));
  if (pfad === 'edit' && mandant.id !== undefined) req = req.set('If-Match', await stand(mandant.id));
  for (const d of dateien) req = req.attach(d.feld, d.daten, d.name);
  return req;
};

const loeschen = async (b: Browser, id: number) =>
  b.agent
    .delete(`/api/v1/erzeuger/${id}`)
    .set('X-XSRF-TOKEN', b.xsrf)
    .set('If-Match', await stand(id));

const basis = (over: Partial<MandantEingabe> = {}): MandantEingabe => ({
  name: 'Neubau Nord GmbH',
  typ: 'ERZEUGER',
  strasse: 'Hafenweg 1',
  plz: '20457',
  ort: 'Hamburg',
  ustId: 'DE123456789',
  supportEmail: 'support@neubau.example',
  ...over,
});

describe('producer management by staff: create, edit, delete, grouping types', () => {
  let admin: Browser;
  let support: Browser;
  let korn: Browser;
  let musterbau: number;
  beforeAll(async () => {
    t = await createTestApp({}, { vorbereiten: async (deps) => void (await loadDemoAuftraege(deps.db, deps.eventStore)) });
    [admin, support, korn] = await Promise.all([
      anmelden(t, 'admin@abfallportal.example'),
      anmelden(t, 'support@abfallportal.example'),
      anmelden(t, 'inhaber@baeckerei-korn.example'),
    ]);
    musterbau = await idVon(t.db, 'erzeuger', { name: 'Musterbau GmbH' });
  });
  afterAll(() => t.close());

  it('offers the form’s choices: types, holdings, groups, contracts with price, industries', async () => {
    const res = await support.get('/api/v1/erzeuger/create');
    expect(res.status).toBe(200);
    expect(res.body.typen).toEqual(['ERZEUGER', 'HOLDING', 'GRUPPIERUNG']);
    expect(res.body.vertraege).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'Standard', preisProMonat: 49 })]));
    expect(res.body.branchen.length).toBeGreaterThan(0);
  });

  it('creates a producer from the multipart form with logo and signature, both re-encoded', async () => {
    const bild = await png();
    const res = await formular(admin, 'create', basis(), [
      { feld: 'logo', daten: Buffer.concat([bild, Buffer.from('<script>x</script>')]), name: 'logo.png' },
      { feld: 'signatur', daten: bild, name: 'signatur.png' },
    ]);
    expect(res.status).toBe(201);
    const e = res.body as ErzeugerStammdaten;
    expect(e).toMatchObject({ name: 'Neubau Nord GmbH', typ: 'ERZEUGER', plz: '20457', ustId: 'DE123456789', freigegeben: true });
    expect(e.logoUrl).toMatch(new RegExp(`^/api/v1/erzeuger/${e.id}/logo\\?v=[\\w-]+$`));
    const logo = await herunterladen(admin, e.logoUrl!);
    expect(logo.headers['content-type']).toBe('image/png');
    expect(Buffer.from(logo.body as Buffer).toString('latin1')).not.toContain('<script>');
    expect((await admin.agent.get(e.signaturUrl!)).status).toBe(200);
    // Staff read it back for the edit form.
    expect((await support.get(`/api/v1/erzeuger/${e.id}`)).body).toMatchObject({ name: 'Neubau Nord GmbH', land: 'Deutschland' });
  });

  it('refuses a file that is no image and the broken company fields with the spec’s messages, creating nothing', async () => {
    const vorher = await t.db('erzeuger').count('* as n');
    const pdf = await formular(admin, 'create', basis({ name: 'Mit PDF GmbH' }), [
      { feld: 'signatur', daten: Buffer.from('%PDF-1.4\n%%EOF\n'), name: 'signatur.png' },
    ]);
    expect(pdf.status).toBe(415);
    expect(pdf.body.errors).toEqual({ signatur: 'Bitte laden Sie die Signatur als JPEG- oder PNG-Bild hoch.' });
    const felder = await formular(admin, 'create', basis({ name: 'Falsch GmbH', plz: '123', ustId: 'DE12', supportEmail: 'kein-at' }));
    expect(felder.status).toBe(400);
    expect(felder.body.errors).toMatchObject({
      plz: 'Keine valide Postleitzahl',
      ustId: 'Keine gültige Umsatzsteuer-ID (DE und 9 Ziffern)',
      supportEmail: 'Keine gültige E-Mailadresse',
    });
    const doppelt = await formular(admin, 'create', basis({ name: 'MUSTERBAU GMBH' }));
    expect(doppelt.status).toBe(400);
    expect(doppelt.body.errors).toEqual({ name: 'Ein Erzeuger mit diesem Namen existiert bereits.' });
    const ohne = await admin.agent.post('/api/v1/erzeuger/create').set('X-XSRF-TOKEN', admin.xsrf).field('x', '1');
    expect(ohne.status).toBe(400);
    expect(await t.db('erzeuger').count('* as n')).toEqual(vorher);
  });

  it('keeps the grouping rules: holding, group, parent group, no cycles', async () => {
    const holding = (await formular(admin, 'create', basis({ name: 'Korn Holding AG', typ: 'HOLDING' }))).body as ErzeugerStammdaten;
    const oben = (await formular(admin, 'create', basis({ name: 'Region Nord', typ: 'GRUPPIERUNG', holdingId: holding.id })))
      .body as ErzeugerStammdaten;
    const unten = await formular(
      admin,
      'create',
      basis({
        name: 'Region Hamburg',
        typ: 'GRUPPIERUNG',
        uebergeordneteGruppierungId: oben.id,
        wiederverkaeufer: 'Handel Nord',
        fusszeile: 'Gruppe HH',
      }),
    );
    expect(unten.status).toBe(201);
    const mitglied = await formular(
      admin,
      'create',
      basis({ name: 'Filiale Altona', holdingId: holding.id, gruppierungId: unten.body.id }),
    );
    expect(mitglied.status).toBe(201);
    expect(mitglied.body).toMatchObject({ holdingId: holding.id, gruppierungId: unten.body.id });

    const falsch = await formular(admin, 'create', basis({ name: 'Falsche Gruppe', gruppierungId: holding.id }));
    expect(falsch.body.errors).toEqual({ gruppierungId: 'Bitte wählen Sie eine Gruppierung.' });
    const kreis = await formular(admin, 'edit', {
      ...basis({ name: 'Region Nord', typ: 'GRUPPIERUNG' }),
      id: oben.id,
      uebergeordneteGruppierungId: unten.body.id,
    });
    expect(kreis.status).toBe(400);
    expect(kreis.body.errors.uebergeordneteGruppierungId).toMatch(/nicht unter sich selbst/);
    const typ = await formular(admin, 'edit', { ...basis({ name: 'Korn Holding AG', typ: 'ERZEUGER' }), id: holding.id });
    expect(typ.body.errors).toEqual({ typ: 'Der Typ kann nicht geändert werden, solange andere Erzeuger zu dieser Gruppe gehören.' });
    // The Holding tab lists both group types.
    const filter = encodeURIComponent(JSON.stringify({ typ: ['HOLDING', 'GRUPPIERUNG'] }));
    const gruppenListe = await support.get(`/api/v1/erzeuger?filter=${filter}`);
    expect((gruppenListe.body as { name: string }[]).map((e) => e.name)).toEqual(['Korn Holding AG', 'Region Hamburg', 'Region Nord']);
    const optionen = (await support.get('/api/v1/erzeuger/create')).body;
    expect(optionen.holdings).toEqual([{ id: holding.id, name: 'Korn Holding AG' }]);
    expect(optionen.gruppierungen.map((g: { name: string }) => g.name)).toEqual(['Region Hamburg', 'Region Nord']);
  });

  it('edits name and fields and replaces the logo; a bad logo changes nothing', async () => {
    const e = (await t.db('erzeuger').where({ name: 'Neubau Nord GmbH' }).first('id', 'logo')) as { id: number; logo: string };
    const kaputt = await formular(admin, 'edit', { ...basis({ name: 'Umbenannt GmbH' }), id: e.id }, [
      { feld: 'logo', daten: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]), name: 'logo.png' },
    ]);
    expect(kaputt.status).toBe(415);
    expect(await t.db('erzeuger').where({ id: e.id }).first('name', 'logo')).toEqual({ name: 'Neubau Nord GmbH', logo: e.logo });
    const res = await formular(admin, 'edit', { ...basis({ name: 'Umbenannt GmbH', ort: 'Altona' }), id: e.id }, [
      { feld: 'logo', daten: await png(), name: 'neu.png' },
    ]);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: 'Umbenannt GmbH', ort: 'Altona' });
    expect(((await t.db('erzeuger').where({ id: e.id }).first('logo')) as { logo: string }).logo).not.toBe(e.logo);
  });

  it('deletes only a producer without users, orders and records, with a clear reason otherwise', async () => {
    const mitBenutzern = await loeschen(admin, musterbau);
    expect(mitBenutzern.status).toBe(400);
    expect(mitBenutzern.body.message).toBe(
      'Der Erzeuger hat noch Benutzer und kann nicht gelöscht werden. Löschen Sie zuerst seine Benutzer.',
    );
    const holding = (await t.db('erzeuger').where({ name: 'Korn Holding AG' }).first('id')) as { id: number };
    const gruppe = await loeschen(admin, holding.id);
    expect(gruppe.status).toBe(400);
    expect(gruppe.body.message).toMatch(/solange ihm noch andere Erzeuger/);
    const leer = (await t.db('erzeuger').where({ name: 'Umbenannt GmbH' }).first('id')) as { id: number };
    const ok = await loeschen(admin, leer.id);
    expect(ok.status).toBe(200);
    expect(await t.db('erzeuger').where({ id: leer.id }).first('id')).toBeUndefined();
  });

  it('lets only staff with CREATE_MANDANT write, and Bäckerei Korn’s owner nothing of Musterbau', async () => {
    const vorher = await t.db('erzeuger').where({ id: musterbau }).first();
    expect((await formular(support, 'create', basis({ name: 'Support GmbH' }))).status).toBe(403);
    expect((await formular(korn, 'edit', { ...basis({ name: 'Übernommen' }), id: musterbau })).status).toBe(403);
    expect((await loeschen(korn, musterbau)).status).toBe(403);
    expect((await korn.get(`/api/v1/erzeuger/${musterbau}`)).status).toBe(403);
    expect((await korn.get('/api/v1/erzeuger/create')).status).toBe(403);
    expect([403, 404]).toContain((await korn.get(`/api/v1/erzeuger/${musterbau}/logo`)).status);
    expect(await t.db('erzeuger').where({ id: musterbau }).first()).toEqual(vorher);
  });
});

describe('users of a producer: benutzerList, inviteAll; customers of a disposer', () => {
  let t: TestApp;
  let admin: Browser;
  let inhaber: Browser;
  let korn: Browser;
  let dispo: Browser;
  let musterbau: number;
  beforeAll(async () => {
    t = await createTestApp();
    [admin, inhaber, korn, dispo] = await Promise.all([
      anmelden(t, 'admin@abfallportal.example'),
      anmelden(t, 'inhaber@musterbau.example'),
      anmelden(t, 'inhaber@baeckerei-korn.example'),
      anmelden(t, 'dispo@entsorgung-nord.example'),
    ]);
    musterbau = await idVon(t.db, 'erzeuger', { name: 'Musterbau GmbH' });
  });
  afterAll(() => t.close());

  it('lists the own producer’s active users for a choice; staff name the producer', async () => {
    const eigen = await inhaber.get('/api/v1/erzeuger/benutzerList');
    expect(eigen.status).toBe(200);
    expect((eigen.body as { email: string }[]).map((b) => b.email).sort()).toEqual([
      'inhaber@musterbau.example',
      'nutzer@musterbau.example',
    ]);
    expect(eigen.body).toEqual(
      expect.arrayContaining([expect.objectContaining({ email: 'nutzer@musterbau.example', bestellwertGrenze: 1000 })]),
    );
    expect((await admin.get(`/api/v1/erzeuger/benutzerList?erzeugerId=${musterbau}`)).body).toHaveLength(2);
    expect((await admin.get('/api/v1/erzeuger/benutzerList')).status).toBe(404);
    expect((await korn.get(`/api/v1/erzeuger/benutzerList?erzeugerId=${musterbau}`)).status).toBe(404);
  });

  it('invites every user who has not set a password through a link, except the caller; Korn’s owner cannot for Musterbau', async () => {
    const vorher = await t.db('mail_outbox').count('* as n');
    expect((await korn.post(`/api/v1/erzeuger/${musterbau}/inviteAll`)).status).toBe(404);
    expect(await t.db('mail_outbox').count('* as n')).toEqual(vorher);

    const res = await inhaber.post(`/api/v1/erzeuger/${musterbau}/inviteAll`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Eine Einladung wurde versendet.', eingeladen: ['nutzer@musterbau.example'] });
    const mail = await letzteMail(t.db, 'nutzer@musterbau.example');
    expect(mail).toMatchObject({ betreff: 'Ihr Zugang zum Abfallportal', anlass: 'EINLADUNG' });
    // Once the link is used, the next round leaves the user out.
    const { token } = await passwortLink(t.db, 'nutzer@musterbau.example');
    await inhaber.post('/api/v1/benutzer/profil/passwortvergessen', {
      token,
      password: 'Anderes-Passwort-9',
      passwordRepeat: 'Anderes-Passwort-9',
    });
    const staff = await admin.post(`/api/v1/erzeuger/${musterbau}/inviteAll`);
    expect(staff.body.eingeladen).toEqual(['inhaber@musterbau.example']);
  });

  it('gives a disposer its customers, staff all producers, a producer’s user none', async () => {
    const kunden = await dispo.get('/api/v1/erzeuger/kunden');
    expect(kunden.status).toBe(200);
    expect(kunden.body).toEqual([
      expect.objectContaining({ name: 'Bäckerei Korn KG', kundennummer: 'KD-100877' }),
      expect.objectContaining({ name: 'Musterbau GmbH', kundennummer: 'KD-100234' }),
    ]);
    expect(kunden.headers['content-range']).toBe('erzeuger 0-1/2');
    const alle = await admin.get('/api/v1/erzeuger/kunden');
    expect((alle.body as { name: string }[]).map((k) => k.name)).toEqual(['Bäckerei Korn KG', 'Gartenbau Grün OHG', 'Musterbau GmbH']);
    expect((await korn.get('/api/v1/erzeuger/kunden')).status).toBe(403);
  });
});
