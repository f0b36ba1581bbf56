import { anmelden, createTestApp, type Browser, type TestApp } from '../testing/testApp';
import { idVon } from '../testing/idVon';
import { herunterladen } from '../testing/herunterladen';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\n%%EOF\n');

const mitZertifikat = (b: Browser, methode: 'post' | 'put', url: string, felder: Record<string, string>, datei?: Buffer) => {
  const req = b.agent[methode](url).set('X-XSRF-TOKEN', b.xsrf);
  for (const [k, v] of Object.entries(felder)) req.field(k, v);
  if (datei) req.attach('zertifikatDatei', datei, 'zertifikat.pdf');
  return req;
};

const namen = (body: { name: string }[]) => body.map((a) => a.name);

describe('disposal plants (/api/v1/ablageort)', () => {
  let t: TestApp;
  let support: Browser;
  let inhaber: Browser;
  let nutzer: Browser;
  let dispo: Browser;
  let entsorgerId: number;
  beforeAll(async () => {
    t = await createTestApp();
    t.uhr.jetzt = new Date('2027-07-01T10:00:00Z');
    support = await anmelden(t, 'support@abfallportal.example');
    inhaber = await anmelden(t, 'inhaber@musterbau.example');
    nutzer = await anmelden(t, 'nutzer@musterbau.example');
    dispo = await anmelden(t, 'dispo@entsorgung-nord.example');
    entsorgerId = await idVon(t.db, 'entsorger', { name: 'Entsorgung Nord GmbH' });
  });
  afterAll(() => t.close());

  it('lets support create an approved plant with its certificate PDF, served as an attachment', async () => {
    const res = await mitZertifikat(
      support,
      'post',
      '/api/v1/ablageort',
      { name: 'Kompostwerk Bützberg', entsorgerId: String(entsorgerId), plz: '21129', ort: 'Hamburg', zertifikatGueltigBis: '2028-12-31' },
      PDF,
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: 'Kompostwerk Bützberg',
      entsorgerId,
      entsorgerName: 'Entsorgung Nord GmbH',
      zertifikatGueltigBis: '2028-12-31',
      zertifikatAbgelaufen: false,
      freigegeben: true,
      erstelltVonErzeugerId: null,
    });
    const datei = await herunterladen(support, res.body.zertifikatUrl as string);
    expect(datei.headers['content-type']).toBe('application/pdf');
    expect(datei.headers['content-disposition']).toMatch(/^attachment/);
    expect(datei.headers['x-content-type-options']).toBe('nosniff');
  });

  it('refuses a certificate that is no PDF by content, and a name that exists', async () => {
    const png = await mitZertifikat(
      support,
      'post',
      '/api/v1/ablageort',
      { name: 'Falsches Zertifikat' },
      Buffer.from('\x89PNG\r\n\x1a\n'),
    );
    expect(png.status).toBe(415);
    expect(png.body.errors).toEqual({ zertifikatDatei: 'Bitte laden Sie das Zertifikat als PDF hoch.' });
    const doppelt = await support.post('/api/v1/ablageort', { name: 'Recyclingzentrum Nord Billwerder' });
    expect(doppelt.status).toBe(409);
    expect(await t.db('verbleibsanlage').where({ name: 'Falsches Zertifikat' }).first()).toBeUndefined();
  });

  it('flags an expired certificate in lists and details (the demo plant ran until 2027-06-30)', async () => {
    const liste = await support.get('/api/v1/ablageort?filter={"abgelaufen":true}');
    expect(liste.body).toEqual([expect.objectContaining({ name: 'Recyclingzentrum Nord Billwerder', zertifikatAbgelaufen: true })]);
    t.uhr.jetzt = new Date('2027-06-30T21:30:00Z'); // still 30 June in Germany (23:30)
    const amLetztenTag = await support.get('/api/v1/ablageort?filter={"q":"billwerder"}');
    expect(amLetztenTag.body[0].zertifikatAbgelaufen).toBe(false);
    t.uhr.jetzt = new Date('2027-07-01T10:00:00Z');
  });

  it('keeps a producer’s own plant unapproved, visible to that producer and support only, until support approves it', async () => {
    const res = await inhaber.post('/api/v1/ablageort', { name: 'Bauschuttdeponie Musterbau', ort: 'Hamburg' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ freigegeben: false, erstelltVonErzeugerId: expect.any(Number) });
    const id = res.body.id as number;
    expect(namen((await inhaber.get('/api/v1/ablageort?sort=["name","ASC"]')).body)).toContain('Bauschuttdeponie Musterbau');
    expect(namen((await inhaber.get('/api/v1/ablageort/public')).body)).not.toContain('Bauschuttdeponie Musterbau');
    expect(namen((await dispo.get('/api/v1/ablageort')).body)).not.toContain('Bauschuttdeponie Musterbau');
    expect((await dispo.get(`/api/v1/ablageort/${id}`)).status).toBe(404);
    expect(namen((await support.get('/api/v1/ablageort?filter={"freigegeben":false}')).body)).toEqual(['Bauschuttdeponie Musterbau']);
    // Without EDIT_DOKUMENTATION a producer's user adds none.
    expect((await nutzer.post('/api/v1/ablageort', { name: 'Vom Nutzer' })).status).toBe(403);

    expect((await inhaber.put(`/api/v1/ablageort/${id}`, { name: 'Bauschuttdeponie Musterbau Süd' }).set('If-Match', '"1"')).status).toBe(
      200,
    );
    expect((await inhaber.put(`/api/v1/ablageort/approve/${id}`)).status).toBe(403);
    const freigabe = await support.put(`/api/v1/ablageort/approve/${id}`);
    expect(freigabe.body).toMatchObject({ name: 'Bauschuttdeponie Musterbau Süd', freigegeben: true });
    expect(namen((await dispo.get('/api/v1/ablageort/public')).body)).toContain('Bauschuttdeponie Musterbau Süd');
    // Approved, it is shared master data: only support changes or deletes it.
    const aenderung = await inhaber.put(`/api/v1/ablageort/${id}`, { name: 'Umbenannt' });
    expect(aenderung.status).toBe(403);
    expect(aenderung.body.message).toBe('Eine freigegebene Verbleibsanlage kann nur der Support ändern.');
  });

  it('updates the certificate through PUT with a new PDF and deletes an unused plant', async () => {
    const anlage = (await support.post('/api/v1/ablageort', { name: 'Altholzhof' })).body as { id: number };
    const neu = await mitZertifikat(
      support,
      'put',
      `/api/v1/ablageort/${anlage.id}`,
      { name: 'Altholzhof', zertifikatGueltigBis: '2026-01-31' },
      PDF,
    ).set('If-Match', '"1"');
    expect(neu.status).toBe(200);
    expect(neu.body).toMatchObject({ zertifikatGueltigBis: '2026-01-31', zertifikatAbgelaufen: true, zertifikatUrl: expect.any(String) });
    const weg = await support.agent.delete(`/api/v1/ablageort/${anlage.id}`).set('X-XSRF-TOKEN', support.xsrf).set('If-Match', '"2"');
    expect(weg.status).toBe(200);
    expect(await t.db('verbleibsanlage').where({ id: anlage.id }).first()).toBeUndefined();
  });

  it('no lost update: of two editors who loaded version v the second gets 409, and a save without If-Match 428', async () => {
    const anlage = (await support.post('/api/v1/ablageort', { name: 'Kompostwerk Ost' })).body as { id: number; version: number };
    const zweiter = await anmelden(t, 'admin@abfallportal.example');
    const a = await support.get(`/api/v1/ablageort/${anlage.id}`);
    const b = await zweiter.get(`/api/v1/ablageort/${anlage.id}`);
    expect(a.headers.etag).toBe(`"${anlage.version}"`);
    const erste = await support
      .put(`/api/v1/ablageort/${anlage.id}`, { name: 'Kompostwerk Ost I' })
      .set('If-Match', a.headers.etag as string);
    expect(erste.body).toMatchObject({ name: 'Kompostwerk Ost I', version: anlage.version + 1 });
    const spaete = await zweiter
      .put(`/api/v1/ablageort/${anlage.id}`, { name: 'Kompostwerk Ost II' })
      .set('If-Match', b.headers.etag as string);
    expect(spaete.status).toBe(409);
    expect(spaete.body.code).toBe('VERSION_KONFLIKT');
    expect((await zweiter.put(`/api/v1/ablageort/${anlage.id}`, { name: 'Kompostwerk Ost II' })).status).toBe(428);
    const loeschen = await zweiter.agent
      .delete(`/api/v1/ablageort/${anlage.id}`)
      .set('X-XSRF-TOKEN', zweiter.xsrf)
      .set('If-Match', b.headers.etag as string);
    expect(loeschen.status).toBe(409);
    expect(await t.db('verbleibsanlage').where({ id: anlage.id }).first('name', 'version')).toEqual({
      name: 'Kompostwerk Ost I',
      version: anlage.version + 1,
    });
  });
});
