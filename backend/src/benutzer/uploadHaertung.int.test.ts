import { anmelden, createTestApp, type Browser, type TestApp } from '../testing/testApp';
import { herunterladen } from '../testing/herunterladen';

// A valid 1x1 PNG (made with sharp).
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000970485973000003e8000003e801b57b526b0000000d49444154089963606860f80f0002840180d8525d890000000049454e44ae426082',
  'hex',
);
const HTML = Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>');
const KAPUTT = 'Die hochgeladenen Formulardaten sind unvollständig oder fehlerhaft. Bitte senden Sie das Formular erneut.';

describe('Uploads gehärtet (Ausgabe 8)', () => {
  let t: TestApp;
  let b: Browser;
  beforeAll(async () => {
    t = await createTestApp();
    b = await anmelden(t, 'inhaber@musterbau.example');
  });
  afterAll(() => t.close());

  /** The account's version the profile form loaded (ETag of GET /profil). */
  const geladen = async () => (await b.get('/api/v1/benutzer/profil')).headers.etag as string;
  const profil = (etag: string) =>
    b.agent
      .post('/api/v1/benutzer/profil')
      .set('X-XSRF-TOKEN', b.xsrf)
      .set('If-Match', etag)
      .field('anrede', '')
      .field('vorname', 'Max')
      .field('nachname', 'Muster')
      .field('telefon', '');

  it('re-encodes a picture: HTML after a valid PNG is never served back', async () => {
    const res = await profil(await geladen()).attach('profilBild', Buffer.concat([PNG, HTML]), {
      filename: 'bild.png',
      contentType: 'image/png',
    });
    expect(res.status).toBe(200);
    const bild = await herunterladen(b, res.body.profilBildUrl);
    expect(bild.status).toBe(200);
    expect(bild.headers['content-type']).toBe('image/png');
    expect(bild.headers['x-content-type-options']).toBe('nosniff');
    expect(bild.headers['content-disposition']).toBe('inline; filename="profilbild.png"');
    expect(Buffer.from(bild.body as Buffer).includes('<script>')).toBe(false);
  });

  it('refuses a PNG header followed by HTML, changing nothing', async () => {
    const vorher = await t.db('benutzer').where({ email: 'inhaber@musterbau.example' }).first('profil_bild');
    const kopf = PNG.subarray(0, 33);
    const res = await profil(await geladen()).attach('profilBild', Buffer.concat([kopf, HTML]), {
      filename: 'bild.png',
      contentType: 'image/png',
    });
    expect(res.status).toBe(415);
    expect(res.body.message).toBe('Das Bild konnte nicht gelesen werden. Bitte laden Sie ein gültiges JPEG- oder PNG-Bild hoch.');
    expect(await t.db('benutzer').where({ email: 'inhaber@musterbau.example' }).first('profil_bild')).toEqual(vorher);
  });

  const roh = (contentType: string, body: string) =>
    b.agent.post('/api/v1/benutzer/profil').set('X-XSRF-TOKEN', b.xsrf).set('Content-Type', contentType).send(body);

  it('answers broken multipart bodies with 400 and a German message', async () => {
    const teil = '--x\r\nContent-Disposition: form-data; name="vorname"\r\n\r\nMax\r\n';
    for (const [typ, body] of [
      ['multipart/form-data', teil],
      ['multipart/form-data; boundary=x', teil],
      ['multipart/form-data; boundary=x', '--x\r\nDas ist kein Header\r\n\r\nMax\r\n--x--\r\n'],
    ] as const) {
      const res = await roh(typ, body);
      expect({ typ, status: res.status, message: res.body.message }).toEqual({ typ, status: 400, message: KAPUTT });
    }
  });

  it('names a text field too large for the multipart limit', async () => {
    const res = await b.agent.post('/api/v1/benutzer/profil').set('X-XSRF-TOKEN', b.xsrf).field('vorname', 'x'.repeat(20_000));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Ein Textfeld ist zu lang (höchstens 10 000 Zeichen).');
  });
});
