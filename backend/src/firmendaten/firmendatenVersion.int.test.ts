import { VERSION_MELDUNG } from '../platform/http/version';
import { idVon } from '../testing/idVon';
import { anmelden, createTestApp, type Browser, type TestApp } from '../testing/testApp';

/** The ETag of what a screen loaded. */
const etag = async (b: Browser, url: string): Promise<string> => (await b.get(url).expect(200)).headers.etag as string;

/**
 * No lost updates on the company data (issue 17, item 5): two editors load version v, the first
 * save wins, the second gets 409 with the German message and the stored data stays the first's; a
 * save without If-Match gets 428 and changes nothing.
 */
describe('company data and the producer record carry a version', () => {
  let t: TestApp;
  let inhaber: Browser;
  let zweiteSitzung: Browser;
  let admin: Browser;
  let musterbau: number;
  const hauptsitzUrl = '/api/v1/firmendaten/firmenhauptsitz';
  const hauptsitz = { strasse: 'Industriestraße 12', plz: '20097', ort: 'Hamburg', land: 'Deutschland', ustId: '' };

  beforeAll(async () => {
    t = await createTestApp();
    inhaber = await anmelden(t, 'inhaber@musterbau.example');
    zweiteSitzung = await anmelden(t, 'inhaber@musterbau.example');
    admin = await anmelden(t, 'admin@abfallportal.example');
    musterbau = await idVon(t.db, 'erzeuger', { name: 'Musterbau GmbH' });
  });
  afterAll(() => t.close());

  const strasse = async () => ((await t.db('erzeuger').where({ id: musterbau }).first('strasse')) as { strasse: string }).strasse;

  it('sends the version as field and ETag; a save raises it', async () => {
    const geladen = await inhaber.get(hauptsitzUrl).expect(200);
    expect(geladen.headers.etag).toBe(`"${geladen.body.version as number}"`);
    const kontakt = await inhaber.get('/api/v1/firmendaten/kontaktdaten').expect(200);
    // Head office and contact data are one producer record: one version.
    expect(kontakt.body.version).toBe(geladen.body.version);
    const gespeichert = await inhaber.put(hauptsitzUrl, hauptsitz).set('If-Match', geladen.headers.etag as string);
    expect(gespeichert.status).toBe(200);
    expect(gespeichert.body.version).toBe((geladen.body.version as number) + 1);
    expect(gespeichert.headers.etag).toBe(`"${gespeichert.body.version as number}"`);
  });

  it('head office: the second of two sessions gets 409, the first one’s street stays; no If-Match is 428', async () => {
    const [a, b] = [await etag(inhaber, hauptsitzUrl), await etag(zweiteSitzung, hauptsitzUrl)];
    expect((await inhaber.put(hauptsitzUrl, { ...hauptsitz, strasse: 'Erste Straße 1' }).set('If-Match', a)).status).toBe(200);
    const spaet = await zweiteSitzung.put(hauptsitzUrl, { ...hauptsitz, strasse: 'Zweite Straße 2' }).set('If-Match', b);
    expect(spaet.status).toBe(409);
    expect(spaet.body).toMatchObject({ code: 'VERSION_KONFLIKT', message: VERSION_MELDUNG.konflikt });
    expect(await strasse()).toBe('Erste Straße 1');
    const ohne = await zweiteSitzung.put(hauptsitzUrl, { ...hauptsitz, strasse: 'Ohne Version 3' });
    expect(ohne.status).toBe(428);
    expect(ohne.body).toMatchObject({ code: 'VERSION_FEHLT', message: VERSION_MELDUNG.fehlt });
    expect(await strasse()).toBe('Erste Straße 1');
  });

  it('staff’s producer form loaded before the owner saved the head office gets 409 (one record, two screens)', async () => {
    const staffStand = await etag(admin, `/api/v1/erzeuger/${musterbau}`);
    const formular = (await admin.get(`/api/v1/erzeuger/${musterbau}`)).body as Record<string, unknown>;
    const inhaberStand = await etag(inhaber, hauptsitzUrl);
    expect((await inhaber.put(hauptsitzUrl, { ...hauptsitz, strasse: 'Inhaberweg 4' }).set('If-Match', inhaberStand)).status).toBe(200);
    const mandant = { id: musterbau, name: formular.name, typ: formular.typ, strasse: 'Supportweg 5', plz: '20097', ort: 'Hamburg' };
    const bearbeiten = (version?: string) => {
      const req = admin.agent.post('/api/v1/erzeuger/edit').set('X-XSRF-TOKEN', admin.xsrf).field('mandant', JSON.stringify(mandant));
      return version === undefined ? req : req.set('If-Match', version);
    };
    const spaet = await bearbeiten(staffStand);
    expect(spaet.status).toBe(409);
    expect(spaet.body.code).toBe('VERSION_KONFLIKT');
    expect(await strasse()).toBe('Inhaberweg 4');
    expect((await bearbeiten()).status).toBe(428);
    const neu = await bearbeiten(await etag(admin, `/api/v1/erzeuger/${musterbau}`));
    expect(neu.status).toBe(200);
    expect(await strasse()).toBe('Supportweg 5');
    // The owner's screen is stale now as well.
    expect((await inhaber.put(hauptsitzUrl, hauptsitz).set('If-Match', staffStand)).status).toBe(409);
  });

  it('contact data: the second of two sessions gets 409, the first one’s phone number stays', async () => {
    const url = '/api/v1/firmendaten/kontaktdaten';
    const kontakt = { fax: '', supportEmail: '', rechnungsEmail: '' };
    const [a, b] = [await etag(inhaber, url), await etag(zweiteSitzung, url)];
    expect((await inhaber.put(url, { ...kontakt, telefon: '040 111' }).set('If-Match', a)).status).toBe(200);
    expect((await zweiteSitzung.put(url, { ...kontakt, telefon: '040 222' }).set('If-Match', b)).status).toBe(409);
    expect((await zweiteSitzung.put(url, { ...kontakt, telefon: '040 333' })).status).toBe(428);
    expect((await t.db('erzeuger').where({ id: musterbau }).first('telefon')).telefon).toBe('040 111');
  });

  it.each(['firmenadressen', 'rechnungsadressen'] as const)(
    '%s: first save wins, a stale save or delete gets 409, none 428',
    async (art) => {
      const tabelle = art === 'firmenadressen' ? 'firmenadresse' : 'rechnungsadresse';
      const adresse = { name: 'Lager', strasse: 'Hafenstraße 1', plz: '21073', ort: 'Hamburg' };
      const neu = await inhaber.post(`/api/v1/firmendaten/${art}`, adresse).expect(201);
      expect(neu.body.version).toBe(1);
      const url = `/api/v1/firmendaten/${art}/${neu.body.id as number}`;
      const [a, b] = [await etag(inhaber, url), await etag(zweiteSitzung, url)];
      expect((await inhaber.put(url, { ...adresse, ort: 'Harburg' }).set('If-Match', a)).status).toBe(200);
      const spaet = await zweiteSitzung.put(url, { ...adresse, ort: 'Altona' }).set('If-Match', b);
      expect(spaet.status).toBe(409);
      expect(spaet.body.message).toBe(VERSION_MELDUNG.konflikt);
      expect((await zweiteSitzung.put(url, { ...adresse, ort: 'Altona' })).status).toBe(428);
      const loeschen = (version?: string) => {
        const req = zweiteSitzung.agent.delete(url).set('X-XSRF-TOKEN', zweiteSitzung.xsrf);
        return version === undefined ? req : req.set('If-Match', version);
      };
      expect((await loeschen(b)).status).toBe(409);
      expect((await loeschen()).status).toBe(428);
      expect(
        (
          await t
            .db(tabelle)
            .where({ id: neu.body.id as number })
            .first('ort')
        ).ort,
      ).toBe('Harburg');
      expect((await loeschen(await etag(zweiteSitzung, url))).status).toBe(200);
    },
  );

  it('deleting a producer needs the version staff saw', async () => {
    const neu = await admin.agent
      .post('/api/v1/erzeuger/create')
      .set('X-XSRF-TOKEN', admin.xsrf)
      .field('mandant', JSON.stringify({ name: 'Versionstest GmbH', typ: 'ERZEUGER', freigegeben: false }))
      .expect(201);
    const id = neu.body.id as number;
    const stand = await etag(admin, `/api/v1/erzeuger/${id}`);
    // Approving raises the version (no If-Match needed): a delete decided on the unapproved producer is stale.
    await admin.put(`/api/v1/erzeuger/${id}/freigeben`).expect(200);
    const loeschen = (version?: string) => {
      const req = admin.agent.delete(`/api/v1/erzeuger/${id}`).set('X-XSRF-TOKEN', admin.xsrf);
      return version === undefined ? req : req.set('If-Match', version);
    };
    expect((await loeschen()).status).toBe(428);
    expect((await loeschen(stand)).status).toBe(409);
    expect((await loeschen(await etag(admin, `/api/v1/erzeuger/${id}`))).status).toBe(200);
  });
});
