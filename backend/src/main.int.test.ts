import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './platform/freePort';
import { PROJECT_ROOT } from './platform/config';
import { createTestDatabase } from './platform/testing/testDatabase';

type Lauf = { child: ChildProcess; ausgabe: () => string; url: string; beendet: Promise<number | null> };

const starte = async (env: Record<string, string>): Promise<Lauf> => {
  let ausgabe = '';
  // Like a terminal: its own process group, and Ctrl-C reaches every process in it.
  const child = spawn('node_modules/.bin/tsx', ['backend/src/main.ts'], {
    cwd: PROJECT_ROOT,
    env: { ...process.env, ...env, LOG_LEVEL: 'warn' },
    detached: true,
  });
  child.stdout?.on('data', (d: Buffer) => (ausgabe += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (ausgabe += d.toString()));
  const beendet = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, ausgabe: () => ausgabe, url: `http://127.0.0.1:${env.PORT}`, beendet };
};

const strgC = (lauf: Lauf): void => {
  if (lauf.child.pid) process.kill(-lauf.child.pid, 'SIGINT');
};

const bereit = async (lauf: Lauf, ms = 120_000): Promise<void> => {
  const ende = Date.now() + ms;
  while (Date.now() < ende) {
    if (lauf.child.exitCode !== null) throw new Error(`Portal beendet: ${lauf.ausgabe()}`);
    const ok = await fetch(`${lauf.url}/health`).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`Portal nicht bereit: ${lauf.ausgabe()}`);
};

/** Requests a reset link like the front end does: anti-forgery cookie first, then the header. */
const passwortLinkAnfordern = async (url: string, email: string): Promise<number> => {
  const info = await fetch(`${url}/api/v1/benutzer/info`);
  const xsrf = /XSRF-TOKEN=([^;]+)/.exec(info.headers.get('set-cookie') ?? '')?.[1] ?? '';
  const res = await fetch(`${url}/api/v1/benutzer/profil/passwortvergessen/anfrage`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: `XSRF-TOKEN=${xsrf}`, 'x-xsrf-token': xsrf },
    body: JSON.stringify({ email }),
  });
  return res.status;
};

describe('make start (backend/src/main.ts)', () => {
  let dataDir: string;
  let env: Record<string, string>;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'abfallportal-start-'));
    fs.chmodSync(dataDir, 0o755);
    env = { PORT: String(await freePort()), EMBEDDED_PG_PORT: String(await freePort()), DATA_DIR: dataDir };
  });
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('starts with demo data, stops PostgreSQL cleanly on Ctrl-C, and keeps all data on the next start', async () => {
    const erster = await starte(env);
    await bereit(erster);
    expect(erster.ausgabe()).toContain(`Abfallportal läuft auf http://localhost:${env.PORT}`);
    expect(erster.ausgabe()).toContain('inhaber@musterbau.example');
    expect(erster.ausgabe()).toContain('Demo-Passwort-1');
    expect(await passwortLinkAnfordern(erster.url, 'inhaber@baeckerei-korn.example')).toBe(204);

    strgC(erster);
    // 130 is how a shell reports a program ended by Ctrl-C; what matters is the clean stop.
    expect([0, 130]).toContain(await erster.beendet);
    expect(erster.ausgabe()).toContain('SIGINT: Abfallportal wird beendet');
    expect(erster.ausgabe()).not.toContain('Fehler beim Beenden');
    // PostgreSQL removes its pid file only after a clean shutdown.
    const pidDatei = path.join(dataDir, 'pg', 'postmaster.pid');
    for (let i = 0; i < 60 && fs.existsSync(pidDatei); i += 1) await new Promise((r) => setTimeout(r, 500));
    expect(fs.existsSync(pidDatei)).toBe(false);

    const zweiter = await starte(env);
    try {
      await bereit(zweiter);
      const mails = (await (await fetch(`${zweiter.url}/api/dev/mails?empfaenger=inhaber@baeckerei-korn.example`)).json()) as {
        anlass: string;
      }[];
      expect(mails.map((m) => m.anlass)).toEqual(['PASSWORT_VERGESSEN']);
      const health = (await (await fetch(`${zweiter.url}/health`)).json()) as {
        database: { status: string };
        projections: { name: string }[];
      };
      expect(health.database.status).toBe('up');
      expect(health.projections.map((p) => p.name)).toContain('audit');
    } finally {
      strgC(zweiter);
      expect([0, 130]).toContain(await zweiter.beendet);
    }
  }, 300_000);

  it('runs against an external PostgreSQL with DATABASE_URL, without starting its own', async () => {
    const t = await createTestDatabase();
    const extern = {
      PORT: String(await freePort()),
      DATABASE_URL: t.url,
      SESSION_SECRET: 'e'.repeat(40),
      DATA_DIR: path.join(dataDir, 'extern'),
    };
    const lauf = await starte(extern);
    try {
      await bereit(lauf);
      expect(fs.existsSync(path.join(dataDir, 'extern', 'pg'))).toBe(false);
      expect(lauf.ausgabe()).not.toContain('Entwickler-Postfach');
      expect((await fetch(`${lauf.url}/api/dev/mails`)).status).toBe(404);
      expect(await t.db('benutzer').where({ email: 'inhaber@musterbau.example' }).first('rolle')).toEqual({ rolle: 'INHABER' });
    } finally {
      strgC(lauf);
      await lauf.beendet;
      await t.drop();
    }
  }, 180_000);

  it('stops at a wrong configuration value with a message naming the variable', () => {
    const r = spawnSync('node_modules/.bin/tsx', ['backend/src/main.ts'], {
      cwd: PROJECT_ROOT,
      env: { ...process.env, PORT: 'achtzig', DATA_DIR: dataDir },
      encoding: 'utf8',
    });
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/Ungültige Konfiguration:\n\s+PORT: /);
  }, 60_000);
});
