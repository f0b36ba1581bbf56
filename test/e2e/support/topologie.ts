import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { ensureDatabase, startEmbeddedPostgres } from '../../../backend/src/platform/embeddedPostgres';
import { freePort } from '../../../backend/src/platform/freePort';
import { ROOT } from './startPortal';

/**
 * The deployed topology of docker-compose.yml without Docker: one PostgreSQL, nginx with the
 * project's own infra/nginx.conf in front (TLS with a throw-away certificate), two API
 * processes, the projector and the job worker as separate processes, and an SMTP server that
 * catches what the worker sends.
 */
export type Topologie = {
  baseUrl: string;
  datenbankUrl: string;
  mails: { an: string; text: string }[];
  apiStoppen: (nr: 0 | 1) => Promise<void>;
  stop: () => Promise<void>;
};

const warte = (ms: number) => new Promise((r) => setTimeout(r, ms));

const gesund = async (url: string, kind: ChildProcess, log: string): Promise<void> => {
  const bis = Date.now() + 120_000;
  while (Date.now() < bis) {
    if (kind.exitCode !== null) throw new Error(`Prozess beendet (${kind.exitCode}); siehe ${log}`);
    try {
      if ((await fetch(url)).status === 200) return;
    } catch {
      // not listening yet
    }
    await warte(500);
  }
  throw new Error(`${url} nicht gesund; siehe ${log}`);
};

/** The project's server block with the compose names replaced by local ones, and TLS on. */
const nginxKonfiguration = (dir: string, port: number, apiPorts: number[]): string => {
  const server = fs
    .readFileSync(path.join(ROOT, 'infra', 'nginx.conf'), 'utf8')
    .replace(/server api:3000;/, apiPorts.map((p) => `server 127.0.0.1:${p} max_fails=1 fail_timeout=30s;`).join('\n  '))
    .replace(/listen 8080;/, `listen 127.0.0.1:${port} ssl;\n  ssl_certificate ${dir}/cert.pem;\n  ssl_certificate_key ${dir}/key.pem;`)
    .replace(/root \/usr\/share\/nginx\/html;/, `root ${path.join(ROOT, 'frontend', 'dist')};`);
  if (!server.includes('ssl_certificate') || !server.includes(`127.0.0.1:${apiPorts[1]}`)) {
    throw new Error('infra/nginx.conf hat nicht mehr die erwartete Form (listen 8080, server api:3000)');
  }
  fs.writeFileSync(path.join(dir, 'server.conf'), server);
  return [
    process.getuid?.() === 0 ? 'user root;' : '',
    'worker_processes 1;',
    `error_log ${dir}/error.log;`,
    `pid ${dir}/nginx.pid;`,
    'events { worker_connections 256; }',
    'http {',
    '  include /etc/nginx/mime.types;',
    `  access_log ${dir}/access.log;`,
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `  ${t}_temp_path ${dir}/${t};`),
    `  include ${dir}/server.conf;`,
    '}',
  ].join('\n');
};

export const starteTopologie = async (): Promise<Topologie> => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'abfallportal-topologie-'));
  fs.chmodSync(dir, 0o755);
  const kinder: ChildProcess[] = [];
  const logs = path.join(ROOT, 'test-results', 'topologie');
  fs.mkdirSync(logs, { recursive: true });

  const pg = await startEmbeddedPostgres({ dir: path.join(dir, 'pg'), port: await freePort(), persistent: false });
  await ensureDatabase(pg.url('postgres'), 'abfallportal');
  const datenbankUrl = pg.url('abfallportal');

  const mails: Topologie['mails'] = [];
  const smtpPort = await freePort();
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let text = '';
      stream.on('data', (c: Buffer) => (text += c.toString('utf8')));
      stream.on('end', () => {
        for (const r of session.envelope.rcptTo) mails.push({ an: r.address, text });
        callback();
      });
    },
  });
  await new Promise<void>((r) => smtp.listen(smtpPort, '127.0.0.1', r));

  const nginxPort = await freePort();
  const baseUrl = `https://localhost:${nginxPort}`;
  const env = {
    ...process.env,
    DATABASE_URL: datenbankUrl,
    SESSION_SECRET: 'topologie-test-secret-topologie-test-secret',
    PUBLIC_URL: baseUrl,
    PROJECTOR: 'external',
    JOBS: 'external',
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    TRUST_PROXY: '1',
    HOST: '127.0.0.1',
    DATA_DIR: path.join(dir, 'data'),
    DEMO_DATA: 'true',
  };
  const starte = (name: string, skript: string, extra: Record<string, string> = {}) => {
    const log = path.join(logs, `${name}.log`);
    const fd = fs.openSync(log, 'w');
    const kind = spawn('npx', ['tsx', skript], { cwd: ROOT, env: { ...env, ...extra }, stdio: ['ignore', fd, fd], detached: true });
    kinder.push(kind);
    return { kind, log };
  };
  const stoppe = async (kind: ChildProcess) => {
    if (kind.pid === undefined || kind.exitCode !== null || kind.signalCode !== null) return;
    const ende = new Promise((r) => kind.once('exit', r));
    process.kill(-kind.pid, 'SIGINT');
    await Promise.race([ende, warte(20_000)]);
    if (kind.exitCode === null && kind.signalCode === null) process.kill(-kind.pid, 'SIGKILL');
  };

  const apiPorts = [await freePort(), await freePort()];
  // The first API migrates and loads demo data; the second starts on the ready database.
  const api0 = starte('api-0', 'backend/src/main.ts', { PORT: String(apiPorts[0]) });
  await gesund(`http://127.0.0.1:${apiPorts[0]}/health`, api0.kind, api0.log);
  const api1 = starte('api-1', 'backend/src/main.ts', { PORT: String(apiPorts[1]), DEMO_DATA: 'false' });
  await gesund(`http://127.0.0.1:${apiPorts[1]}/health`, api1.kind, api1.log);
  starte('projector', 'projections/src/main.ts');
  starte('worker', 'backend/src/platform/jobs/workerMain.ts');

  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-subj',
      '/CN=localhost',
      '-days',
      '1',
      '-keyout',
      `${dir}/key.pem`,
      '-out',
      `${dir}/cert.pem`,
    ],
    {
      stdio: 'ignore',
    },
  );
  fs.writeFileSync(path.join(dir, 'nginx.conf'), nginxKonfiguration(dir, nginxPort, apiPorts));
  const nginx = spawn('nginx', ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let nginxFehler = '';
  nginx.stderr.on('data', (c: Buffer) => (nginxFehler += c.toString()));
  const bis = Date.now() + 15_000;
  for (;;) {
    if (nginx.exitCode !== null) throw new Error(`nginx beendet: ${nginxFehler}`);
    const ok = await new Promise<boolean>((r) => {
      const s = net.connect(nginxPort, '127.0.0.1');
      s.on('connect', () => (s.end(), r(true))).on('error', () => r(false));
    });
    if (ok) break;
    if (Date.now() > bis) throw new Error(`nginx lauscht nicht: ${nginxFehler}`);
    await warte(200);
  }

  return {
    baseUrl,
    datenbankUrl,
    mails,
    apiStoppen: (nr) => stoppe(nr === 0 ? api0.kind : api1.kind),
    stop: async () => {
      nginx.kill('SIGQUIT');
      for (const kind of kinder.reverse()) await stoppe(kind);
      await new Promise<void>((r) => smtp.close(() => r()));
      await pg.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
};
