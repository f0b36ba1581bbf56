/**
 * Order commands over HTTP (DESIGN § 10: ≥ 1,500 commands/s with p95 < 25 ms at 50 concurrent clients).
 *
 *   npx tsx test/bench/auftragBefehle.bench.ts [seconds] [clients]
 *
 * Starts the whole portal as `make start` does (embedded PostgreSQL in a temp folder, migrations,
 * reference and demo data, in-process projector, jobs, HTTP server on a free port), signs in
 * `clients` browsers as Musterbau's owner and lets each loop for `seconds` (after a 3 s warm-up):
 * place an order (POST /api/v1/auftrag), then cancel it (POST /api/v1/workflow/stornieren/<id>),
 * and so on. Every command waits for its read model (read-your-writes), as in production.
 * Sign-in: the first browser confirms its device with the code from mail_outbox; the others
 * share that device cookie (one device, many sessions), so the login limiter is not involved.
 * Then the machine's ceiling: the same clients against a bare express route that answers after
 * 0, 3 or 10 trivial round trips to the same PostgreSQL, to compare the portal's figure with.
 */
import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import express from 'express';
import pg from 'pg';
import { demoBestellung } from '../../backend/src/auftraege';
import { createDb } from '../../backend/src/platform/db';
import { codeAus } from '../../backend/src/testing/testApp';
import { machineLine, percentile, startBenchPortal } from './benchSupport';

const SECONDS = Number(process.argv[2] ?? 20);
const CLIENTS = Number(process.argv[3] ?? 50);
const WARMUP_SECONDS = 3;
const DECKE_SEKUNDEN = 5;
const EMAIL = 'inhaber@musterbau.example';
const PASSWORT = 'Demo-Passwort-1';

/** A browser: its own cookie jar, echoes the anti-forgery cookie in X-XSRF-TOKEN like the front end. */
class Client {
  readonly cookies = new Map<string, string>();
  constructor(private readonly base: string) {}

  async request(method: string, url: string, body?: unknown): Promise<{ status: number; json: unknown }> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (this.cookies.size > 0) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    // Like testApp's browser(): the cookie is read anew for every request, sign-in rotates it.
    const xsrf = this.cookies.get('XSRF-TOKEN');
    if (method !== 'GET' && xsrf) headers['x-xsrf-token'] = xsrf;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(`${this.base}${url}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    for (const line of res.headers.getSetCookie()) {
      const [pair = '', ...attrs] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attrs.some(
        (a) => /^\s*max-age=0\s*$/i.test(a) || (/^\s*expires=/i.test(a) && Date.parse(a.split('=')[1]!) < Date.now()),
      );
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await res.text();
    let json: unknown = null;
    try {
      json = text ? (JSON.parse(text) as unknown) : null;
    } catch {
      json = text;
    }
    return { status: res.status, json };
  }
}

type Messung = { art: 'aufgeben' | 'stornieren'; ms: number; status: number };

/**
 * Counts node-pg `query` calls of this process (the portal runs in it): the statements per command,
 * including the command's share of the projector's batches, the mail outbox and the sessions.
 */
const statements = { n: 0, zaehlen: false, nachArt: new Map<string, number>() };
const originalQuery = pg.Client.prototype.query as (...args: unknown[]) => unknown;
(pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown }).query = function (this: unknown, ...args: unknown[]) {
  statements.n += 1;
  if (statements.zaehlen) {
    const art = sqlArt(args[0]);
    statements.nachArt.set(art, (statements.nachArt.get(art) ?? 0) + 1);
  }
  return originalQuery.apply(this, args);
};

/** A statement's kind for the breakdown: its first words, whitespace folded, parameters left out. */
function sqlArt(arg: unknown): string {
  const text = typeof arg === 'string' ? arg : ((arg as { text?: unknown } | null)?.text ?? '?');
  return String(text).replace(/\s+/g, ' ').trim().slice(0, 90);
}

const pause = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));
const IDLE_SECONDS = 10;
const EINZELN = 20;
/** After a command, the projector's batches, the bulk checkpoint move and the reactors are done by then. */
const NACHLAUF_MS = 800;

/**
 * Issue 29's two sequential figures: statements per second of a portal nobody uses, and statements
 * of one order command (placed, then cancelled) with everything it causes, the idle rate taken out.
 */
async function ruheUndEinzeln(c: Client, body: unknown): Promise<void> {
  await pause(3000);
  const idleAb = statements.n;
  statements.zaehlen = true;
  await pause(IDLE_SECONDS * 1000);
  const idleJeSekunde = (statements.n - idleAb) / IDLE_SECONDS;
  console.log(`Leerlauf: ${idleJeSekunde.toFixed(1)} Datenbank-Anweisungen/s (${IDLE_SECONDS} s ohne Anfragen; Ziel ≤ 2)`);
  aufschluesseln(IDLE_SECONDS, 'je Sekunde');
  const jeKommando: number[] = [];
  for (let i = 0; i < EINZELN; i += 1) {
    for (const schritt of ['aufgeben', 'stornieren'] as const) {
      const ab = statements.n;
      const res =
        schritt === 'aufgeben'
          ? await c.request('POST', '/api/v1/auftrag', body)
          : await c.request('POST', `/api/v1/workflow/stornieren/${letzte}`, {});
      if (schritt === 'aufgeben') letzte = (res.json as { id: string }).id;
      await pause(NACHLAUF_MS);
      jeKommando.push(statements.n - ab - idleJeSekunde * (NACHLAUF_MS / 1000));
    }
  }
  const mittel = jeKommando.reduce((a, b) => a + b, 0) / jeKommando.length;
  console.log(
    `Ein Kommando nacheinander: ${mittel.toFixed(1)} Anweisungen in allem (Anfrage, Projektor, Reaktoren, Sitzung; ${jeKommando.length} Kommandos, Leerlauf abgezogen; Ziel ≤ 25)`,
  );
  aufschluesseln(jeKommando.length, 'je Kommando, Leerlauf eingeschlossen');
  statements.zaehlen = false;
}

/** Prints the counted statements by kind, divided by `n`, and starts counting afresh. */
function aufschluesseln(n: number, je: string): void {
  console.log(`  davon ${je}:`);
  for (const [art, k] of [...statements.nachArt].sort((a, b) => b[1] - a[1]).slice(0, 16)) {
    console.log(`    ${(k / n).toFixed(2).padStart(6)}  ${art}`);
  }
  statements.nachArt.clear();
}
let letzte = '';

const main = async (): Promise<void> => {
  const { base, db, dbUrl, stop } = await startBenchPortal('befehle');
  try {
    const anmelden = async (geraet?: string): Promise<Client> => {
      const c = new Client(base);
      if (geraet) c.cookies.set('abfallportal.geraet', geraet);
      await c.request('GET', '/api/v1/benutzer/info');
      const login = { username: EMAIL, password: PASSWORT };
      let res = await c.request('POST', '/api/login?acceptedTermsAndConditions=true', login);
      if (res.status !== 200 && (res.json as { code?: string } | null)?.code === 'VERIFICATION_CODE_REQUIRED') {
        const mail = (await db('mail_outbox').where({ empfaenger: EMAIL }).orderBy('erstellt_am', 'desc').first('text')) as
          { text: string } | undefined;
        res = await c.request('POST', '/api/login?acceptedTermsAndConditions=true', {
          ...login,
          verificationCode: codeAus(mail?.text ?? ''),
        });
      }
      if (res.status !== 200) throw new Error(`Anmeldung: ${res.status} ${JSON.stringify(res.json)}`);
      return c;
    };
    const started = Date.now();
    const erster = await anmelden();
    const geraet = erster.cookies.get('abfallportal.geraet');
    const clients = [erster];
    while (clients.length < CLIENTS) clients.push(await anmelden(geraet));
    console.log(`${CLIENTS} Browser angemeldet in ${((Date.now() - started) / 1000).toFixed(1)} s`);

    const body = await demoBestellung(db);
    await ruheUndEinzeln(erster, body);
    const messungen: Messung[] = [];
    let messen = false;
    const warmupEnde = Date.now() + WARMUP_SECONDS * 1000;
    const ende = warmupEnde + SECONDS * 1000;
    let gemessenAb = 0n;
    let gemessenBis = 0n;
    let statementsAb = 0;
    const beispiele = new Map<number, string>();
    await Promise.all(
      clients.map(async (c) => {
        let offen: string | null = null;
        while (Date.now() < ende) {
          if (!messen && Date.now() >= warmupEnde) {
            messen = true;
            gemessenAb = process.hrtime.bigint();
            statementsAb = statements.n;
            statements.zaehlen = true;
          }
          const zaehlt = messen;
          const t0 = process.hrtime.bigint();
          const art: Messung['art'] = offen ? 'stornieren' : 'aufgeben';
          const res: { status: number; json: unknown } = offen
            ? await c.request('POST', `/api/v1/workflow/stornieren/${offen}`, {})
            : await c.request('POST', '/api/v1/auftrag', body);
          const ms = Number(process.hrtime.bigint() - t0) / 1e6;
          if (art === 'aufgeben') offen = res.status === 201 ? (res.json as { id: string }).id : null;
          else offen = null;
          if (res.status >= 300 && !beispiele.has(res.status)) beispiele.set(res.status, JSON.stringify(res.json).slice(0, 200));
          if (zaehlt) messungen.push({ art, ms, status: res.status });
        }
      }),
    );
    gemessenBis = process.hrtime.bigint();
    statements.zaehlen = false;
    const statementsImFenster = statements.n - statementsAb;
    const sekunden = Number(gemessenBis - gemessenAb) / 1e9;

    console.log(await machineLine(db));
    const zeile = (name: string, m: Messung[]): string => {
      const ms = m.map((x) => x.ms).sort((a, b) => a - b);
      return `${name}: ${m.length} in ${sekunden.toFixed(1)} s = ${Math.round(m.length / sekunden)}/s, p50 ${percentile(ms, 0.5).toFixed(1)} ms, p95 ${percentile(ms, 0.95).toFixed(1)} ms, p99 ${percentile(ms, 0.99).toFixed(1)} ms, max ${(ms[ms.length - 1] ?? 0).toFixed(1)} ms`;
    };
    console.log(
      `${CLIENTS} Clients, ${WARMUP_SECONDS} s Aufwärmen, ${SECONDS} s gemessen; jeder Client: Auftrag aufgeben, dann stornieren, …`,
    );
    console.log(zeile('Alle Kommandos', messungen));
    console.log(
      zeile(
        '  POST /api/v1/auftrag',
        messungen.filter((m) => m.art === 'aufgeben'),
      ),
    );
    console.log(
      zeile(
        '  POST /api/v1/workflow/stornieren/:id',
        messungen.filter((m) => m.art === 'stornieren'),
      ),
    );
    console.log(
      `Datenbank-Anweisungen je Kommando: ${(statementsImFenster / Math.max(1, messungen.length)).toFixed(1)} (${statementsImFenster} node-pg-Aufrufe im Messfenster, Projektor, Sitzungen und Postausgang eingeschlossen)`,
    );
    console.log('  davon je Kommando (die häufigsten Anweisungen):');
    for (const [art, n] of [...statements.nachArt].sort((a, b) => b[1] - a[1]).slice(0, 14)) {
      console.log(`    ${(n / Math.max(1, messungen.length)).toFixed(2).padStart(6)}  ${art}`);
    }
    const status = new Map<number, number>();
    for (const m of messungen) status.set(m.status, (status.get(m.status) ?? 0) + 1);
    const fehler = messungen.filter((m) => m.status >= 300).length;
    console.log(`Antworten nach Status: ${[...status].map(([s, n]) => `${s}: ${n}`).join(', ')}; Fehler: ${fehler}`);
    for (const [s, text] of beispiele) console.log(`  Beispiel ${s}: ${text}`);
    const ms = messungen.map((m) => m.ms).sort((a, b) => a - b);
    const rate = messungen.length / sekunden;
    const p95 = percentile(ms, 0.95);
    console.log(
      `Ziel ≥ 1.500 Kommandos/s: ${rate >= 1500 ? 'erreicht' : 'VERFEHLT'} (${Math.round(rate)}/s); Ziel p95 < 25 ms: ${p95 < 25 ? 'erreicht' : 'VERFEHLT'} (${p95.toFixed(1)} ms); Last danach: ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' / ')}`,
    );

    // The machine's ceiling for this shape of load: the same 50 clients in this process against a bare
    // express route that answers after k trivial round trips (SELECT 1) over a pool of the portal's size.
    // A command that needs more round trips, or heavier statements, cannot be faster than its line here.
    const decke = createDb(dbUrl, { min: 20, max: 20 });
    const bare = express().use(express.json());
    bare.post('/decke/:k', async (req, res) => {
      for (let i = 0; i < Number(req.params.k); i += 1) await decke.raw('SELECT 1');
      res.status(201).json({ id: randomUUID() });
    });
    const server = await new Promise<Server>((resolve) => {
      const s = bare.listen(0, '127.0.0.1', () => resolve(s));
    });
    try {
      const bareBase = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const zeilen: string[] = [];
      const decken: { k: number; rate: number }[] = [];
      for (const k of [0, 3, 10]) {
        const bis = Date.now() + DECKE_SEKUNDEN * 1000;
        let n = 0;
        await Promise.all(
          clients.map(async () => {
            const c = new Client(bareBase);
            while (Date.now() < bis) {
              await c.request('POST', `/decke/${k}`, body);
              n += 1;
            }
          }),
        );
        zeilen.push(`${k} Round-Trips ${Math.round(n / DECKE_SEKUNDEN)}/s`);
        decken.push({ k, rate: n / DECKE_SEKUNDEN });
      }
      console.log(`Decke dieser Maschine (nacktes express, ${CLIENTS} Clients, k × SELECT 1 je Anfrage): ${zeilen.join('; ')}`);
      const rate = messungen.length / sekunden;
      console.log(
        `Kommandos/s im Verhältnis zur Decke: ${decken.map((d) => `${Math.round((100 * rate) / Math.max(1, d.rate))} % von ${d.k} Round-Trips`).join(', ')} (Ziel ≥ 60 %)`,
      );
    } finally {
      await new Promise((resolve) => server.close(resolve));
      await decke.destroy();
    }
  } finally {
    await stop();
  }
};

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
