import type { StellvertretungAenderungEintrag } from '@abfallportal/common/stellvertretungWire';
import { eventually } from '../../../test/support/eventually';
import { anmelden, createTestApp, type Browser, type TestApp } from '../testing/testApp';
import { idVon } from '../testing/idVon';

const INHABER = 'inhaber@musterbau.example';
const HAUPTSITZ = {
  strasse: 'Industriestraße 12',
  adresszusatz: 'Halle 3',
  plz: '20097',
  ort: 'Hamburg',
  land: 'Deutschland',
  ustId: 'DE123456789',
  bestellUnterschrift: 'Mit freundlichen Grüßen, Musterbau GmbH',
};

const aenderungen = async (b: Browser, filter: object): Promise<StellvertretungAenderungEintrag[]> => {
  const res = await b.get(`/api/v1/session/aenderungen?filter=${encodeURIComponent(JSON.stringify(filter))}`);
  expect(res.status).toBe(200);
  return res.body as StellvertretungAenderungEintrag[];
};

describe('changes made while acting on behalf are audited with the real and the effective user', () => {
  let t: TestApp;
  let musterbau: number;
  let supportId: number;
  beforeAll(async () => {
    t = await createTestApp();
    musterbau = await idVon(t.db, 'erzeuger', { name: 'Musterbau GmbH' });
    supportId = await idVon(t.db, 'benutzer', { email: 'support@abfallportal.example' });
  });
  afterAll(() => t.close());

  it('records support changing Musterbau’s company data as its owner, without the query string', async () => {
    const support = await anmelden(t, 'support@abfallportal.example');
    expect((await support.put(`/api/v1/session/runAsBenutzer/${INHABER}?mandantId=${musterbau}`)).status).toBe(200);
    const version = (await support.get('/api/v1/firmendaten/firmenhauptsitz')).headers.etag as string;
    const res = await support.put('/api/v1/firmendaten/firmenhauptsitz?token=geheim', HAUPTSITZ).set('If-Match', version);
    expect(res.status).toBe(200);
    const falsch = await support
      .put('/api/v1/firmendaten/firmenhauptsitz', { ...HAUPTSITZ, plz: '123' })
      .set('If-Match', res.headers.etag as string);
    expect(falsch.status).toBe(400);
    expect((await support.put('/api/v1/session/runAsBenutzer/')).status).toBe(200);

    // The status is written when the answer has gone out.
    const zeilen = await eventually(async () => {
      const liste = await aenderungen(support, { erzeugerId: musterbau });
      return liste.every((z) => z.beendetAm !== null) && liste;
    });
    expect(zeilen.map((z) => [z.methode, z.pfad, z.status, z.echterBenutzer.name, z.effektiverBenutzer.name, z.modus])).toEqual([
      ['PUT', '/api/v1/firmendaten/firmenhauptsitz', 400, 'Stefan Support', 'Max Mustermann', 'RUN_AS'],
      ['PUT', '/api/v1/firmendaten/firmenhauptsitz', 200, 'Stefan Support', 'Max Mustermann', 'RUN_AS'],
    ]);
    expect(zeilen[0]).toMatchObject({ erzeuger: { id: musterbau, name: 'Musterbau GmbH' }, echterBenutzer: { id: supportId } });
    // The same rows per user: as the real user (support) and as the effective user (the owner).
    const inhaberId = await idVon(t.db, 'benutzer', { email: INHABER });
    expect((await aenderungen(support, { benutzerId: supportId })).map((z) => z.id)).toEqual(zeilen.map((z) => z.id));
    expect((await aenderungen(support, { benutzerId: inhaberId })).map((z) => z.id)).toEqual(zeilen.map((z) => z.id));
  });

  it('records nothing when the owner changes his own data, and nothing for the switches themselves', async () => {
    const vorher = await t.db('stellvertretung_aenderung').count({ n: '*' });
    const inhaber = await anmelden(t, INHABER);
    const version = (await inhaber.get('/api/v1/firmendaten/firmenhauptsitz')).headers.etag as string;
    expect(
      (await inhaber.put('/api/v1/firmendaten/firmenhauptsitz', { ...HAUPTSITZ, ort: 'Lübeck' }).set('If-Match', version)).status,
    ).toBe(200);
    const support = await anmelden(t, 'support@abfallportal.example');
    expect((await support.put(`/api/v1/session/runAsBenutzer/${INHABER}`)).status).toBe(200);
    expect((await support.put('/api/v1/session/runAsBenutzer/')).status).toBe(200);
    expect(await t.db('stellvertretung_aenderung').count({ n: '*' })).toEqual(vorher);
  });

  it('records a staff user’s refused attempt in a producer perspective', async () => {
    const admin = await anmelden(t, 'admin@abfallportal.example');
    expect((await admin.put(`/api/v1/session/assumeMandantPerspective/${musterbau}`)).status).toBe(200);
    expect((await admin.put('/api/v1/firmendaten/kontaktdaten', { telefon: '040 1234' })).status).toBe(403);
    const [zeile] = await eventually(async () => {
      const liste = await aenderungen(admin, { erzeugerId: musterbau });
      return liste[0]?.status !== null && liste;
    });
    expect(zeile).toMatchObject({
      modus: 'PERSPEKTIVE',
      methode: 'PUT',
      pfad: '/api/v1/firmendaten/kontaktdaten',
      status: 403,
      echterBenutzer: { name: 'Anna Admin' },
      effektiverBenutzer: { name: 'Anna Admin' },
    });
  });

  it('shows the records to staff only', async () => {
    const korn = await anmelden(t, 'inhaber@baeckerei-korn.example');
    expect((await korn.get('/api/v1/session/aenderungen')).status).toBe(403);
    const support = await anmelden(t, 'support@abfallportal.example');
    expect((await support.put(`/api/v1/session/runAsBenutzer/${INHABER}`)).status).toBe(200);
    expect((await support.get('/api/v1/session/aenderungen')).status).toBe(403);
  });
});
