import { MELDUNGEN, UPLOAD_MAX_BYTES } from '@abfallportal/common/validation';
import { anmelden, createTestApp, type Browser, type TestApp } from '../testing/testApp';
import { herunterladen } from '../testing/herunterladen';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

/** The version the form loaded (ETag of the GET), sent back with the change as the form does. */
const versionVon = async (b: Browser, url: string): Promise<string> => (await b.get(url).expect(200)).headers.etag as string;
const aendern = async (b: Browser, url: string, body: object) => b.put(url, body).set('If-Match', await versionVon(b, url));
const loeschen = async (b: Browser, url: string) =>
  b.agent
    .delete(url)
    .set('X-XSRF-TOKEN', b.xsrf)
    .set('If-Match', await versionVon(b, url));

describe('company data of Musterbau’s owner', () => {
  let t: TestApp;
  let inhaber: Browser;
  beforeAll(async () => {
    t = await createTestApp();
    inhaber = await anmelden(t, 'inhaber@musterbau.example');
  });
  afterAll(() => t.close());

  const hauptsitz = {
    strasse: 'Industriestraße 12',
    adresszusatz: 'Halle 3',
    plz: '20097',
    ort: 'Hamburg',
    land: 'Deutschland',
    ustId: 'DE123456789',
    bestellUnterschrift: 'Mit freundlichen Grüßen, Musterbau GmbH',
  };

  it('shows the head office with the demo VAT id', async () => {
    const res = await inhaber.get('/api/v1/firmendaten/firmenhauptsitz');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: 'Musterbau GmbH', ort: 'Hamburg', ustId: 'DE811234567', land: 'Deutschland' });
  });

  it('refuses a 3-digit postal code and a VAT id without DE with the German messages', async () => {
    const res = await aendern(inhaber, '/api/v1/firmendaten/firmenhauptsitz', { ...hauptsitz, plz: '123', ustId: '123456789' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ plz: 'Keine valide Postleitzahl', ustId: MELDUNGEN.ustId });
    expect(MELDUNGEN.ustId).toContain('DE und 9 Ziffern');
    const kurz = await aendern(inhaber, '/api/v1/firmendaten/firmenhauptsitz', { ...hauptsitz, ustId: 'DE12345678' });
    expect(kurz.body.errors).toEqual({ ustId: MELDUNGEN.ustId });
    expect((await inhaber.get('/api/v1/firmendaten/firmenhauptsitz')).body.plz).toBe('20097');
  });

  it('saves a valid head office', async () => {
    const res = await aendern(inhaber, '/api/v1/firmendaten/firmenhauptsitz', { ...hauptsitz, plz: ' 20095 ', ustId: '' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ plz: '20095', ustId: null, adresszusatz: 'Halle 3', name: 'Musterbau GmbH' });
  });

  it('checks contact e-mails and phone numbers', async () => {
    const falsch = await aendern(inhaber, '/api/v1/firmendaten/kontaktdaten', {
      telefon: 'abc',
      fax: '',
      supportEmail: 'kein-at',
      rechnungsEmail: 'rechnung@musterbau.example',
    });
    expect(falsch.status).toBe(400);
    expect(falsch.body.errors).toEqual({ telefon: 'Keine gültige Telefonnummer', supportEmail: 'Keine gültige E-Mailadresse' });
    const gut = await aendern(inhaber, '/api/v1/firmendaten/kontaktdaten', {
      telefon: '+49 40 123456',
      fax: '040 123457',
      supportEmail: 'support@musterbau.example',
      rechnungsEmail: '',
    });
    expect(gut.body).toEqual({
      telefon: '+49 40 123456',
      fax: '040 123457',
      supportEmail: 'support@musterbau.example',
      rechnungsEmail: null,
      version: expect.any(Number),
    });
  });

  it('creates, lists, changes and deletes further company sites', async () => {
    const neu = await inhaber.post('/api/v1/firmendaten/firmenadressen', {
      name: 'Lager Harburg',
      strasse: 'Hafenstraße 1',
      plz: '21073',
      ort: 'Hamburg',
    });
    expect(neu.status).toBe(201);
    const id = neu.body.id as number;
    const { version: _v, id: _id, ...felder } = neu.body as Record<string, unknown>;
    const falsch = await aendern(inhaber, `/api/v1/firmendaten/firmenadressen/${id}`, { ...felder, plz: '2107' });
    expect(falsch.body.errors).toEqual({ plz: 'Keine valide Postleitzahl' });
    const liste = await inhaber.get('/api/v1/firmendaten/firmenadressen');
    expect(liste.headers['content-range']).toBe('firmenadressen 0-0/1');
    expect(liste.body).toEqual([expect.objectContaining({ name: 'Lager Harburg', land: 'Deutschland' })]);
    const geaendert = await aendern(inhaber, `/api/v1/firmendaten/firmenadressen/${id}`, { ...felder, ort: 'Hamburg-Harburg' });
    expect(geaendert.body.ort).toBe('Hamburg-Harburg');
    expect((await inhaber.get(`/api/v1/firmendaten/firmenadressen/${id}`)).body.ort).toBe('Hamburg-Harburg');
    expect((await loeschen(inhaber, `/api/v1/firmendaten/firmenadressen/${id}`)).status).toBe(200);
    expect((await inhaber.get(`/api/v1/firmendaten/firmenadressen/${id}`)).status).toBe(404);
  });

  it('keeps invoice addresses apart from company sites', async () => {
    await inhaber.post('/api/v1/firmendaten/rechnungsadressen', {
      name: 'Buchhaltung',
      strasse: 'Postfach 10 20 30',
      plz: '20001',
      ort: 'Hamburg',
    });
    expect((await inhaber.get('/api/v1/firmendaten/rechnungsadressen')).body).toEqual([expect.objectContaining({ name: 'Buchhaltung' })]);
    expect((await inhaber.get('/api/v1/firmendaten/firmenadressen')).body).toEqual([]);
  });

  it('offers the power-of-attorney template as a PDF with the company’s name and VAT id', async () => {
    await aendern(inhaber, '/api/v1/firmendaten/firmenhauptsitz', hauptsitz);
    const res = await herunterladen(inhaber, '/api/v1/firmendaten/vollmacht/vorlage');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`filename*=UTF-8''Vollmacht-Musterbau%20GmbH.pdf`);
    const pdf = res.body as Buffer;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // pdfkit writes the standard fonts' text as hex glyph strings: search the hex of the name.
    const hex = pdf.toString('latin1');
    expect(hex).toContain(Buffer.from('Musterbau GmbH', 'latin1').toString('hex'));
    expect(hex).toContain(Buffer.from('DE123456789', 'latin1').toString('hex'));
  });

  it('refuses a PNG named .pdf and a file over 20 MB, stores a PDF with its upload date', async () => {
    const url = '/api/v1/firmendaten/vollmacht';
    const hoch = (daten: Buffer, name: string) => inhaber.agent.post(url).set('X-XSRF-TOKEN', inhaber.xsrf).attach('datei', daten, name);
    expect((await hoch(PNG, 'vollmacht.pdf')).status).toBe(415);
    expect((await hoch(Buffer.concat([PDF, Buffer.alloc(UPLOAD_MAX_BYTES)]), 'gross.pdf')).status).toBe(413);
    expect((await inhaber.get(url)).body).toEqual({ dateiname: null, hochgeladenAm: null });

    const res = await hoch(PDF, 'Vollmacht unterschrieben.pdf');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ dateiname: 'Vollmacht unterschrieben.pdf', hochgeladenAm: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
    expect((await inhaber.get(url)).body).toEqual(res.body);
    const datei = await herunterladen(inhaber, `${url}/datei`);
    expect(datei.headers['x-content-type-options']).toBe('nosniff');
    expect(datei.headers['content-disposition']).toMatch(/^attachment; filename="Vollmacht_unterschrieben.pdf"/);
    expect(Buffer.compare(datei.body as Buffer, PDF)).toBe(0);
  });
});
