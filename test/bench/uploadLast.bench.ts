/**
 * GET /health while hostile e-invoices are uploaded (issue 28: a 306 KB PDF whose factur-x.xml inflates
 * to 300 MB held /health for 6.5 s, three in parallel 12.9 s; a 19 MB invoice XML 5.7 s).
 * Goal: no upload delays anyone else's request by more than 100 ms.
 *
 *   npx tsx test/bench/uploadLast.bench.ts [seconds per phase]
 *
 * Starts the whole portal as `make start` does (embedded PostgreSQL in a temp folder, demo data,
 * in-process projector, HTTP server on a free port) and signs in Musterbau's owner. Then, phase by
 * phase, a client thread asks GET /health every 20 ms while 0, 1 or 3 loops upload the hostile file
 * again and again. The clients run in a thread of their own, so their work does not count against
 * the portal's event loop, whose longest stall is printed beside the latencies. The first phase, no
 * upload, is the ceiling.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { pdfMitEntpackBombe, riesigesXml } from '../../backend/src/belege/erechnung/feindlicheDateien';
import { codeAus } from '../../backend/src/testing/testApp';
import { machineLine, percentile, startBenchPortal } from './benchSupport';

const SEKUNDEN = Number(process.argv[2] ?? 10);
const EMAIL = 'inhaber@musterbau.example';

type Phase = { name: string; datei: Uint8Array | null; dateiname: string; parallel: number };
type Ergebnis = { health: number[]; uploads: { ms: number; status: number }[] };

/** The client thread: plain JavaScript (a worker does not get the TypeScript loader of a tsx parent everywhere). */
const CLIENTS = `
const { parentPort, workerData: w } = require('node:worker_threads');
const ende = Date.now() + w.sekunden * 1000;
const health = [];
const uploads = [];
const warte = (ms) => new Promise((r) => setTimeout(r, ms));
const abfragen = async () => {
  while (Date.now() < ende) {
    const start = performance.now();
    await (await fetch(w.base + '/health')).arrayBuffer();
    health.push(performance.now() - start);
    await warte(20);
  }
};
const hochladen = async () => {
  while (Date.now() < ende) {
    const form = new FormData();
    form.append('datei', new Blob([w.datei], { type: w.typ }), w.dateiname);
    const start = performance.now();
    const res = await fetch(w.base + '/api/v1/rechnungen', {
      method: 'POST',
      headers: { cookie: w.cookie, 'x-xsrf-token': w.xsrf },
      body: form,
    });
    await res.arrayBuffer();
    uploads.push({ ms: performance.now() - start, status: res.status });
  }
};
(async () => {
  await (await fetch(w.base + '/health')).arrayBuffer();
  await Promise.all([abfragen(), ...Array.from({ length: w.datei ? w.parallel : 0 }, hochladen)]);
  parentPort.postMessage({ health, uploads });
})();
`;

/** Signs in (device confirmed with the code from mail_outbox); returns the cookie header and the anti-forgery token. */
const anmelden = async (base: string, mailCode: () => Promise<string>): Promise<{ cookie: string; xsrf: string }> => {
  const cookies = new Map<string, string>();
  const senden = async (method: string, url: string, body?: object) => {
    const xsrf = cookies.get('XSRF-TOKEN');
    const res = await fetch(`${base}${url}`, {
      method,
      headers: {
        'content-type': 'application/json',
        cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        ...(xsrf ? { 'x-xsrf-token': xsrf } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    for (const zeile of res.headers.getSetCookie()) {
      const paar = zeile.split(';')[0] ?? '';
      cookies.set(paar.slice(0, paar.indexOf('=')).trim(), paar.slice(paar.indexOf('=') + 1).trim());
    }
    return { status: res.status, json: (await res.json().catch(() => null)) as { code?: string } | null };
  };
  await senden('GET', '/api/v1/benutzer/info');
  const login = { username: EMAIL, password: 'Demo-Passwort-1' };
  let res = await senden('POST', '/api/login?acceptedTermsAndConditions=true', login);
  if (res.json?.code === 'VERIFICATION_CODE_REQUIRED')
    res = await senden('POST', '/api/login?acceptedTermsAndConditions=true', { ...login, verificationCode: await mailCode() });
  if (res.status !== 200) throw new Error(`Anmeldung: ${res.status} ${JSON.stringify(res.json)}`);
  return { cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; '), xsrf: cookies.get('XSRF-TOKEN') ?? '' };
};

const main = async (): Promise<void> => {
  const { base, db, stop } = await startBenchPortal('upload', 'error');
  try {
    const sitzung = await anmelden(base, async () => {
      const mail = (await db('mail_outbox').where({ empfaenger: EMAIL }).orderBy('erstellt_am', 'desc').first('text')) as
        { text: string } | undefined;
      return codeAus(mail?.text ?? '');
    });
    const bombe = await pdfMitEntpackBombe(300);
    const xml = riesigesXml();
    const phasen: Phase[] = [
      { name: 'ohne Upload (Decke)', datei: null, dateiname: '', parallel: 0 },
      { name: `PDF ${Math.round(bombe.length / 1024)} KB → 300 MB, 1 Upload-Schleife`, datei: bombe, dateiname: 'r.pdf', parallel: 1 },
      { name: `PDF ${Math.round(bombe.length / 1024)} KB → 300 MB, 3 parallel`, datei: bombe, dateiname: 'r.pdf', parallel: 3 },
      { name: `XML ${(xml.length / 2 ** 20).toFixed(0)} MB, 1 Upload-Schleife`, datei: xml, dateiname: 'r.xml', parallel: 1 },
      { name: `XML ${(xml.length / 2 ** 20).toFixed(0)} MB, 3 parallel`, datei: xml, dateiname: 'r.xml', parallel: 3 },
    ];
    console.log(await machineLine(db));
    console.log(`Je Phase ${SEKUNDEN} s; GET /health alle 20 ms aus einem eigenen Thread (Ziel: höchstens 100 ms)`);
    for (const phase of phasen) {
      const verzoegerung = monitorEventLoopDelay({ resolution: 10 });
      verzoegerung.enable();
      const client = new Worker(CLIENTS, {
        eval: true,
        workerData: {
          ...sitzung,
          base,
          sekunden: SEKUNDEN,
          ...phase,
          typ: phase.dateiname.endsWith('.pdf') ? 'application/pdf' : 'application/xml',
        },
      });
      const ergebnis = await new Promise<Ergebnis>((resolve, reject) => client.once('message', resolve).once('error', reject));
      await client.terminate();
      verzoegerung.disable();
      const h = ergebnis.health.sort((a, b) => a - b);
      const u = ergebnis.uploads.map((x) => x.ms).sort((a, b) => a - b);
      const status = [...new Set(ergebnis.uploads.map((x) => x.status))].join('/');
      console.log(
        `${phase.name.padEnd(38)} /health: ${h.length} Aufrufe, p50 ${percentile(h, 0.5).toFixed(1)} ms, p99 ${percentile(h, 0.99).toFixed(1)} ms, max ${(h[h.length - 1] ?? 0).toFixed(1)} ms; Event-Loop max ${(verzoegerung.max / 1e6).toFixed(0)} ms` +
          (u.length > 0 ? `; Uploads: ${u.length} (Status ${status}), je p50 ${percentile(u, 0.5).toFixed(0)} ms` : ''),
      );
    }
  } finally {
    await stop();
  }
};

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
