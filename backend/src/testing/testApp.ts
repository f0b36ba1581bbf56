import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { z } from 'zod';
import { projectionLag, projectorWork, startProjector, type Projector } from '../../../projections/src';
import { settledHead } from '../../../projections/src/runtime/testing/testEvents';
import { createApp } from '../app';
import { loadUserInfo } from '../benutzer';
import type { AppDeps } from '../appDeps';
import { loadDemoData } from '../demo';
import { createEventStore } from '../eventstore/createEventStore';
import type { EventStore } from '../eventstore/eventStore';
import { loadConfig } from '../platform/config';
import type { Db } from '../platform/db';
import { createFolderFileStore } from '../platform/files/fileStore';
import { createGeocoder } from '../platform/geocoding/geocoder';
import { createSessionMiddleware } from '../platform/http/session';
import { silentLogger } from '../platform/logger';
import { createDevMailRouter } from '../platform/mail/devMailRouter';
import { createTestDatabase } from '../platform/testing/testDatabase';

z.config(z.locales.de());

export type TestApp = {
  app: ReturnType<typeof createApp>;
  /** What the app was built from (the route-wide tests build the route registry from it). */
  deps: AppDeps;
  db: Db;
  /** Moves the app's clock. */
  uhr: { jetzt: Date; vorstellen: (minuten: number) => void };
  /** The in-process projector, as in `make start`: integration tests exercise read-your-writes. */
  projector: Projector;
  /**
   * Waits until the named projections have passed every event committed so far (the settled head:
   * an open transaction of another test database may hide a committed event from a plain head read).
   * Resolves false when they do not get there within the time.
   */
  aufholen: (projections: readonly string[], timeoutMs?: number) => Promise<boolean>;
  eventStore: EventStore;
  /** Every delay the login slow-down asked for. */
  verzoegerungen: number[];
  /** A browser: keeps cookies and echoes the anti-forgery token like the front end does. */
  browser: () => Promise<Browser>;
  close: () => Promise<void>;
  /** The test database's URL, for a second client such as pg-boss workers. */
  databaseUrl: string;
};

export type Browser = {
  agent: TestAgent;
  xsrf: string;
  post: (url: string, body?: object) => request.Test;
  put: (url: string, body?: object) => request.Test;
  get: (url: string) => request.Test;
};

/** The real app on a fresh database with demo data, real sessions, CSRF and mail outbox. */
export type TestAppOptions = {
  /** Overrides for the projector, e.g. a longer poll to make a race visible. */
  projector?: { pollMs?: number; batchSize?: number };
  /** A shorter total upload deadline than the 60 s of spec § 9. */
  uploadFristMs?: number;
  /** Runs after the demo data is loaded and before the app starts (e.g. demo orders). */
  vorbereiten?: (deps: AppDeps) => Promise<void>;
};

export const createTestApp = async (env: Record<string, string> = {}, options: TestAppOptions = {}): Promise<TestApp> => {
  const t = await createTestDatabase();
  await loadDemoData(t.db);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'abfallportal-app-'));
  const config = loadConfig({ DATA_DIR: dataDir, PORT: '3999', ...env });
  const uhr = {
    jetzt: new Date(),
    vorstellen(minuten: number) {
      uhr.jetzt = new Date(uhr.jetzt.getTime() + minuten * 60_000);
    },
  };
  const verzoegerungen: number[] = [];
  const session = createSessionMiddleware({ databaseUrl: t.url, secret: 'test-secret-test-secret-test-secret!', secure: false });
  const eventStore = createEventStore({ db: t.db });
  // The read models and reactors of the app; the projector runs them, the lag and the catch-up below name them.
  const arbeit = projectorWork({
    publicUrl: config.publicUrl,
    supportEmail: config.SUPPORT_EMAIL,
    system: { db: t.db, eventStore, jetzt: () => uhr.jetzt },
  });
  const projector = await startProjector({
    db: t.db,
    eventStore,
    projections: arbeit,
    pollMs: 10,
    ...options.projector,
  });
  const deps: AppDeps = {
    config,
    db: t.db,
    log: silentLogger,
    files: createFolderFileStore(path.join(dataDir, 'files')),
    eventStore,
    jetzt: () => uhr.jetzt,
    neueId: randomUUID,
    loadUserInfo: (id, isAlias, kontext) => loadUserInfo(t.db, id, isAlias, kontext),
    geocode: createGeocoder(config, silentLogger),
    readYourWrites: (position, projections, timeoutMs) => {
      projector.wake(position);
      // Longer than production's bound (DEFAULT_READ_YOUR_WRITES_MS): on a busy CI machine a bound that runs out lets
      // the next read see the old state, and a test would fail for the machine's load, not for the product.
      return projector.waitFor(position, [...projections], timeoutMs ?? 30_000);
    },
    projectionLag: () => projectionLag(t.db, eventStore, arbeit),
    schlafen: async (ms) => {
      verzoegerungen.push(ms);
    },
    uploadFristMs: options.uploadFristMs,
  };
  if (options.vorbereiten) {
    await options.vorbereiten(deps);
    // Every read model has seen what the preparation wrote before the first request: a command waits only for the
    // projections of its own next screen, and a test reading another one must not race the backlog.
    const namen = arbeit.map((p) => p.name);
    if (!(await projector.waitFor(await settledHead(eventStore, t.db), namen, 120_000)))
      throw new Error('Die Projektionen haben die vorbereiteten Daten nicht in 120 s verarbeitet.');
  }
  const app = createApp(deps, {
    session: session.middleware,
    devMailRouter: createDevMailRouter({ db: t.db, config }),
    checkResponses: true,
  });

  const browser = async (): Promise<Browser> => {
    const agent = request.agent(app);
    const res = await agent.get('/api/v1/benutzer/info');
    const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
    const xsrf = cookies.map((c) => /^XSRF-TOKEN=([^;]+)/.exec(c)?.[1]).find(Boolean);
    if (!xsrf) throw new Error('XSRF-TOKEN wurde nicht gesetzt');
    // Like the front end, read the cookie anew for every request: sign-in and sign-out rotate it.
    const jar = (agent as unknown as { jar: { getCookie: (name: string, access: object) => { value: string } | undefined } }).jar;
    const aktuell = (): string =>
      jar.getCookie('XSRF-TOKEN', { domain: '127.0.0.1', path: '/', secure: false, script: false })?.value ?? xsrf;
    return {
      agent,
      get xsrf() {
        return aktuell();
      },
      post: (url, body) => agent.post(url).set('X-XSRF-TOKEN', aktuell()).send(body),
      put: (url, body) => agent.put(url).set('X-XSRF-TOKEN', aktuell()).send(body),
      get: (url) => agent.get(url),
    };
  };

  return {
    app,
    deps,
    db: t.db,
    uhr,
    verzoegerungen,
    browser,
    projector,
    aufholen: async (projections, timeoutMs = 20_000) =>
      projector.waitFor(await settledHead(eventStore, t.db), [...projections], timeoutMs),
    eventStore,
    databaseUrl: t.url,
    close: async () => {
      await projector.stop();
      await session.close();
      await eventStore.close();
      await t.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
};

/** The newest mail to a recipient from the outbox (what the developer mailbox shows). */
export const letzteMail = async (
  db: Db,
  empfaenger: string,
): Promise<{ betreff: string; text: string; links: string[]; anlass: string } | undefined> =>
  (await db('mail_outbox').where({ empfaenger }).orderBy('erstellt_am', 'desc').first('betreff', 'text', 'links', 'anlass')) as
    { betreff: string; text: string; links: string[]; anlass: string } | undefined;

export const codeAus = (text: string): string => {
  const code = /\b(\d{6})\b/.exec(text)?.[1];
  if (!code) throw new Error(`Kein Code in: ${text}`);
  return code;
};

/** Signs in fully (terms, code from the outbox) and returns the signed-in browser. */
export const anmelden = async (t: TestApp, email: string, passwort = 'Demo-Passwort-1'): Promise<Browser> => {
  const b = await t.browser();
  const erst = await b.post('/api/login?acceptedTermsAndConditions=true', { username: email, password: passwort });
  if (erst.status === 200) return b;
  if (erst.body.code !== 'VERIFICATION_CODE_REQUIRED') throw new Error(`Anmeldung ${email}: ${erst.status} ${JSON.stringify(erst.body)}`);
  const mail = await letzteMail(t.db, email);
  const res = await b.post('/api/login?acceptedTermsAndConditions=true', {
    username: email,
    password: passwort,
    verificationCode: codeAus(mail?.text ?? ''),
  });
  if (res.status !== 200) throw new Error(`Anmeldung ${email} mit Code: ${res.status} ${JSON.stringify(res.body)}`);
  return b;
};
