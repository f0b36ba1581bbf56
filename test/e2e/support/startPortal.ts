import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../../backend/src/platform/freePort';

export const ROOT = path.resolve(__dirname, '..', '..', '..');
const HEALTH_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 30_000;

export type LaufendesPortal = { baseUrl: string; dataDir: string; stop: () => Promise<void> };

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const waitForHealth = async (baseUrl: string, child: ChildProcess, logFile: string): Promise<void> => {
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Portal beendet mit Code ${child.exitCode}; siehe ${logFile}`);
    try {
      const response = await fetch(`${baseUrl}/health`);
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    await wait(500);
  }
  throw new Error(`GET /health nicht 200 nach ${HEALTH_TIMEOUT_MS / 1000} s; siehe ${logFile}`);
};

const exited = (child: ChildProcess, ms: number): Promise<boolean> =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve(true)
    : Promise.race([new Promise<boolean>((resolve) => child.once('exit', () => resolve(true))), wait(ms).then(() => false)]);

/** Starts `npx tsx backend/src/main.ts` as `make start` does, isolated: own ports, own fresh data folder; `extraEnv` adds settings (e.g. RECHNUNG_IMAP_URL). */
export const startPortal = async (extraEnv: Record<string, string> = {}): Promise<LaufendesPortal> => {
  if (!fs.existsSync(path.join(ROOT, 'frontend', 'dist', 'index.html'))) {
    throw new Error('frontend/dist fehlt: zuerst `npm run build -w frontend` (make test tut das).');
  }
  const port = await freePort();
  const pgPort = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'abfallportal-e2e-'));
  fs.chmodSync(dataDir, 0o755); // embedded PostgreSQL runs as its own user when we are root
  const baseUrl = `http://localhost:${port}`;
  const logFile = path.join(ROOT, 'test-results', 'e2e-portal.log');
  fs.mkdirSync(path.dirname(logFile), { recursive: true });
  const log = fs.openSync(logFile, 'w');
  const child = spawn('npx', ['tsx', 'backend/src/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, ...extraEnv, PORT: String(port), EMBEDDED_PG_PORT: String(pgPort), DATA_DIR: dataDir, PUBLIC_URL: baseUrl },
    stdio: ['ignore', log, log],
    // Own process group: SIGINT reaches tsx and node behind npx alike.
    detached: true,
  });
  const signal = (name: NodeJS.Signals) => {
    if (child.pid !== undefined && child.exitCode === null) process.kill(-child.pid, name);
  };
  const stop = async () => {
    signal('SIGINT');
    if (!(await exited(child, STOP_TIMEOUT_MS))) {
      signal('SIGKILL');
      await exited(child, 5_000);
    }
    fs.closeSync(log);
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(baseUrl, child, logFile);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, dataDir, stop };
};
