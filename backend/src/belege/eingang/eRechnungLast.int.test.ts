import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setTimeout as warte } from 'node:timers/promises';
import { Worker } from 'node:worker_threads';
import { anmelden, createTestApp, type Browser, type TestApp } from '../../testing/testApp';
import { beendeERechnungLeser } from '../erechnung';
import { pdfMitEntpackBombe, riesigesXml } from '../erechnung/feindlicheDateien';

/** Loose for a busy CI machine; the goal is 100 ms. Reading on the event loop took 5.9 s (PDF) and 7.2 s (XML) here. */
const GRENZE_MS = 500;

type Messung = { status: number; body: { message?: string }; healthMaxMs: number; healthAufrufe: number; eventLoopMaxMs: number };

/** GET /health every 20 ms until told to stop; then posts the milliseconds of every call. */
const HEALTH_CLIENT = `
const { parentPort, workerData } = require('node:worker_threads');
let weiter = true;
parentPort.once('message', () => (weiter = false));
(async () => {
  await (await fetch(workerData)).arrayBuffer(); // the first call sets up fetch in this thread: not counted
  parentPort.postMessage('bereit');
  const zeiten = [];
  while (weiter) {
    const start = performance.now();
    await (await fetch(workerData)).arrayBuffer();
    zeiten.push(performance.now() - start);
    await new Promise((r) => setTimeout(r, 20));
  }
  parentPort.postMessage(zeiten);
})();
`;

/**
 * Issue 28: one upload stalled the whole portal. A 306 KB PDF whose factur-x.xml inflates to 300 MB
 * held GET /health for 6.5 s, a 19 MB invoice XML for 5.7 s, because the e-invoice was read on the event loop. Now it is read in a worker thread, and the inflate
 * stops at 20 MB.
 */
describe('an e-invoice upload does not hold up anyone else', () => {
  let t: TestApp;
  let inhaber: Browser;
  let server: http.Server;
  let health: string;

  beforeAll(async () => {
    t = await createTestApp();
    inhaber = await anmelden(t, 'inhaber@musterbau.example');
    server = http.createServer(t.app).listen(0);
    health = `http://127.0.0.1:${(server.address() as AddressInfo).port}/health`;
    await fetch(health);
  }, 120_000);
  afterAll(async () => {
    server?.closeAllConnections();
    await new Promise((r) => server?.close(r));
    await t?.close();
    await beendeERechnungLeser();
  });

  /**
   * Uploads while another client asks GET /health every 20 ms; the slowest answer is what another
   * tenant felt. That client runs in a thread of its own: on this event loop its timers would stall
   * together with the server, and a stall between two calls would go unmeasured. Without a file, the
   * client asks for 2 s: what this machine answers without an upload just now.
   */
  const hochladenUndMessen = async (datei: Buffer | null, name: string): Promise<Messung> => {
    const verzoegerung = monitorEventLoopDelay({ resolution: 10 });
    verzoegerung.enable();
    const client = new Worker(HEALTH_CLIENT, { eval: true, workerData: health });
    const nachricht = () => new Promise<unknown>((resolve, reject) => client.once('message', resolve).once('error', reject));
    await nachricht(); // 'bereit'
    const zeiten = nachricht() as Promise<number[]>;
    const res = await Promise.resolve(
      datei
        ? inhaber.agent
            .post('/api/v1/rechnungen')
            .set('X-XSRF-TOKEN', inhaber.xsrf)
            .attach('datei', datei, { filename: name, contentType: name.endsWith('.pdf') ? 'application/pdf' : 'application/xml' })
        : warte(2000).then(() => ({ status: 0, body: {} })),
    ).finally(() => client.postMessage('fertig'));
    const gemessen = await zeiten;
    await client.terminate();
    verzoegerung.disable();
    return {
      status: res.status,
      body: res.body as { message?: string },
      healthMaxMs: Math.max(...gemessen),
      healthAufrufe: gemessen.length,
      eventLoopMaxMs: verzoegerung.max / 1e6,
    };
  };

  /**
   * Measures the machine without an upload, then with it; the bound is GRENZE_MS, or twice the slowest
   * answer without an upload when the machine is that busy. Up to twice more when it is missed: a busy machine
   * can stall this whole process for a moment, while reading on the event loop stalled it every time.
   */
  const messen = async (was: string, datei: Buffer, name: string): Promise<Messung & { grenzeMs: number }> => {
    for (let versuch = 1; ; versuch++) {
      const ohne = await hochladenUndMessen(null, name);
      const m = await hochladenUndMessen(datei, name);
      const grenzeMs = Math.max(GRENZE_MS, 2 * ohne.healthMaxMs);
      console.log(
        `${was} (Versuch ${versuch}): ${m.status}; /health langsamster ${m.healthMaxMs.toFixed(0)} ms in ${m.healthAufrufe} Aufrufen ` +
          `(ohne Upload eben ${ohne.healthMaxMs.toFixed(0)} ms, Grenze ${grenzeMs.toFixed(0)} ms), Event-Loop höchstens ${m.eventLoopMaxMs.toFixed(0)} ms blockiert`,
      );
      if (m.healthMaxMs < grenzeMs || versuch === 3) return { ...m, grenzeMs };
    }
  };

  it('a PDF whose attachment inflates to 300 MB: 400 with the reason, /health answers meanwhile', async () => {
    const bombe = await pdfMitEntpackBombe(300);
    expect(bombe.length).toBeLessThan(400_000);
    const m = await messen('PDF mit 300-MB-Anhang', bombe, 'rechnung.pdf');
    expect(m.status).toBe(400);
    expect(m.body.message).toBe('Die eingebettete XML-Datei ist größer als 20 MB entpackt. Bitte die Angaben zum Beleg von Hand erfassen.');
    expect(m.healthMaxMs).toBeLessThan(m.grenzeMs);
  }, 240_000);

  it('a 19 MB invoice XML: read to the end in the worker, 400 with the reason, /health answers meanwhile', async () => {
    const xml = riesigesXml();
    expect(xml.length).toBeGreaterThan(18 * 2 ** 20);
    const m = await messen('XML mit 19 MB', xml, 'rechnung.xml');
    expect(m.status).toBe(400);
    expect(m.body.message).toMatch(
      /^Summe der Positionen .* weicht vom Rechnungsbetrag .* ab\. Der Entsorger der Rechnung wurde nicht gefunden/,
    );
    expect(m.healthMaxMs).toBeLessThan(m.grenzeMs);
  }, 360_000);
});
