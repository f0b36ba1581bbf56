import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { MELDUNGEN } from '@abfallportal/common/validation';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { KOERPER_FRIST_MELDUNG } from './koerperFrist';

/** Short for the test, long enough that the other requests here finish well within it on a busy machine. */
const FRIST_MS = 3000;
/** Slack for a busy machine: the timer, the answer and the close. */
const SPIELRAUM_MS = 2000;

type Ergebnis = { antwort: string; geschlossenNachMs: number };

/** Sends the head at once and the body one byte every `taktMs` over a raw socket; resolves when the server closes it. */
const tropfenweise = (port: number, kopf: string, body: string, taktMs: number): Promise<Ergebnis> =>
  new Promise((resolve, reject) => {
    const start = Date.now();
    const socket = net.connect(port, '127.0.0.1');
    let antwort = '';
    let i = 0;
    const tropfen = setInterval(() => {
      if (i < body.length && !socket.destroyed) socket.write(body[i++]!);
    }, taktMs);
    socket.on('data', (teil: Buffer) => (antwort += teil.toString('utf8')));
    socket.on('close', () => {
      clearInterval(tropfen);
      resolve({ antwort, geschlossenNachMs: Date.now() - start });
    });
    socket.on('error', (fehler) => {
      clearInterval(tropfen);
      reject(fehler);
    });
    socket.write(kopf.replace('{LAENGE}', String(Buffer.byteLength(body))));
  });

const JSON_KOPF = 'POST /api/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: {LAENGE}\r\n\r\n';

/** Issue 28: a JSON body sent at one byte every 5 s was held until Node's requestTimeout, 310 s. */
describe('every request body has one total deadline', () => {
  let t: TestApp;
  let server: http.Server;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp({}, { uploadFristMs: FRIST_MS });
    server = http.createServer(t.app).listen(0);
    port = (server.address() as AddressInfo).port;
  }, 120_000);
  afterAll(async () => {
    server?.closeAllConnections();
    await new Promise((r) => server?.close(r));
    await t?.close();
  });

  it('a JSON body trickling a byte every 100 ms: 408 in German, and the connection is closed', async () => {
    const body = JSON.stringify({ username: 'inhaber@musterbau.example', password: 'x'.repeat(100) });
    const { antwort, geschlossenNachMs } = await tropfenweise(port, JSON_KOPF, body, 100);
    expect(antwort).toMatch(/^HTTP\/1\.1 408 /);
    expect(antwort).toMatch(/\r\nConnection: close\r\n/i);
    expect(JSON.parse(antwort.slice(antwort.indexOf('\r\n\r\n') + 4))).toEqual({ message: KOERPER_FRIST_MELDUNG });
    // The body would take 15 s at this pace.
    expect(geschlossenNachMs).toBeGreaterThanOrEqual(FRIST_MS - 50);
    expect(geschlossenNachMs).toBeLessThan(FRIST_MS + SPIELRAUM_MS);
  });

  it('a body nobody reads (an unknown path) is cut at the deadline too', async () => {
    const kopf = 'POST /gibt-es-nicht HTTP/1.1\r\nHost: localhost\r\nContent-Type: text/plain\r\nContent-Length: {LAENGE}\r\n\r\n';
    const { antwort, geschlossenNachMs } = await tropfenweise(port, kopf, 'x'.repeat(200), 100);
    expect(antwort).toMatch(/^HTTP\/1\.1 404 /);
    expect(geschlossenNachMs).toBeLessThan(FRIST_MS + SPIELRAUM_MS);
  });

  it('a slow body that arrives within the deadline is answered as usual', async () => {
    const { antwort } = await tropfenweise(port, JSON_KOPF.replace('HTTP/1.1\r\n', 'HTTP/1.1\r\nConnection: close\r\n'), '{"a":1}', 50);
    expect(antwort).not.toMatch(/^HTTP\/1\.1 408 /);
    expect(antwort).toMatch(/^HTTP\/1\.1 4\d\d /);
  });

  // body-parser inflates gzip, deflate and br as a stream and counts its 1 MB limit on what comes out, stopping
  // there: the 413 shows it, since the compressed bodies (200 KB and 300 bytes) are far below the limit.
  it.each([
    ['gzip', gzipSync],
    ['br', (b: Buffer) => brotliCompressSync(b, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } })],
  ])('a %s body that inflates to 200 MB stops at the 1 MB limit: 413', async (kodierung, packe) => {
    const bombe = packe(Buffer.alloc(200 * 2 ** 20, 0x20));
    expect(bombe.length).toBeLessThan(300_000);
    // supertest would send a Buffer with a JSON content type as JSON text; http.request sends the bytes.
    const res = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = http.request(
        // A connection of its own: a kept-alive one the server has just closed would answer ECONNRESET.
        {
          port,
          agent: false,
          path: '/api/login',
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'Content-Encoding': kodierung },
        },
        (antwort) => {
          let body = '';
          antwort.on('data', (teil: Buffer) => (body += teil.toString('utf8')));
          antwort.on('end', () => resolve({ status: antwort.statusCode ?? 0, body }));
        },
      );
      req.on('error', reject);
      req.end(bombe);
    });
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body)).toEqual({ message: MELDUNGEN.maxUploadFileSizeExceeded });
  });
});
