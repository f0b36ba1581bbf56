import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { anmelden, createTestApp, type Browser, type TestApp } from '../../testing/testApp';
import { UPLOAD_FRIST_MELDUNG } from './uploadMitFrist';

type Antwort = { status: number; body: string; nachMs: number };

/** Sends the head of a multipart upload at once and then one byte every `takt` ms, as a slow attacker would. */
const tropfenweise = (port: number, pfad: string, cookie: string, xsrf: string, takt: number): Promise<Antwort> =>
  new Promise((resolve, reject) => {
    const kopf = '--x\r\nContent-Disposition: form-data; name="logo"; filename="logo.png"\r\nContent-Type: image/png\r\n\r\n';
    const rest = Buffer.alloc(200, 0x41);
    const start = Date.now();
    const req = http.request({
      port,
      path: pfad,
      method: 'POST',
      headers: {
        Cookie: cookie,
        'X-XSRF-TOKEN': xsrf,
        'Content-Type': 'multipart/form-data; boundary=x',
        'Content-Length': Buffer.byteLength(kopf) + rest.length + 8,
      },
    });
    let i = 0;
    const tropfen = setInterval(() => {
      if (i < rest.length && !req.destroyed) req.write(rest.subarray(i, ++i));
    }, takt);
    req.on('response', (res) => {
      let body = '';
      res.on('data', (c: Buffer) => (body += c.toString()));
      res.on('end', () => {
        clearInterval(tropfen);
        resolve({ status: res.statusCode ?? 0, body, nachMs: Date.now() - start });
      });
    });
    req.on('error', (e) => {
      clearInterval(tropfen);
      reject(e);
    });
    req.write(kopf);
  });

/** Issue 17: the 60 s limit counted only idle time, so a body trickling a byte every 5 s stayed open for minutes. */
describe('upload deadline counts from the start, however the bytes arrive', () => {
  let t: TestApp;
  let b: Browser;
  let server: http.Server;
  beforeAll(async () => {
    t = await createTestApp({}, { uploadFristMs: 600 });
    b = await anmelden(t, 'inhaber@musterbau.example');
    server = http.createServer(t.app).listen(0);
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
    await t.close();
  });

  it('answers 408 in German once the deadline has passed although a byte arrives every 100 ms', async () => {
    const jar = (b.agent as unknown as { jar: { getCookies: (a: object) => { toValueString: () => string }[] } }).jar;
    const cookie = jar
      .getCookies({ domain: '127.0.0.1', path: '/', secure: false, script: false })
      .map((c) => c.toValueString())
      .join('; ');
    const { port } = server.address() as AddressInfo;
    const antwort = await tropfenweise(port, '/api/v1/firmendaten/firmenhauptsitz/logo', cookie, b.xsrf, 100);
    expect(antwort.status).toBe(408);
    expect(JSON.parse(antwort.body)).toEqual({ message: UPLOAD_FRIST_MELDUNG });
    // 200 bytes at one per 100 ms would take 20 s; the deadline ends it after 0.6 s.
    expect(antwort.nachMs).toBeLessThan(5000);
    const logo = await b.get('/api/v1/firmendaten/firmenhauptsitz/logo');
    expect(logo.status).toBe(404);
  });
});
