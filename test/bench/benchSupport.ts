import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { NewEvent } from '../../backend/src/eventstore/eventStore';
import { createDb, type Db } from '../../backend/src/platform/db';
import { ensureDatabase, startEmbeddedPostgres } from '../../backend/src/platform/embeddedPostgres';
import { freePort } from '../../backend/src/platform/freePort';
import { migrateLatest } from '../../migrations';

export type BenchDatabase = { db: Db; url: string; stop: () => Promise<void> };

/** An embedded PostgreSQL in a temp folder with the migrated schema; `stop` removes it all. */
export const startBenchDatabase = async (pool = { min: 0, max: 20 }): Promise<BenchDatabase> => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'abfallportal-bench-pg-'));
  fs.chmodSync(dir, 0o755); // postgres runs as its own user when we are root
  const pg = await startEmbeddedPostgres({ dir: path.join(dir, 'data'), port: await freePort(), persistent: false });
  await ensureDatabase(pg.url('postgres'), 'bench');
  const url = pg.url('bench');
  const db = createDb(url, pool);
  await migrateLatest(db);
  return {
    db,
    url,
    stop: async () => {
      await db.destroy();
      await pg.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
};

/** The machine line every benchmark prints (DESIGN § 10); the load average says how busy it was. */
export const machineLine = async (db: Db): Promise<string> => {
  const { rows } = (await db.raw('SHOW server_version')) as { rows: { server_version: string }[] };
  const load = os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' / ');
  return `Maschine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'unbekannt'}, ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB RAM, Node ${process.version}, PostgreSQL ${rows[0]?.server_version}, Last 1/5/15 min: ${load}`;
};

/** Random letters, so the payload does not compress better than real text would. */
const text = (length: number): string =>
  randomBytes(length)
    .toString('base64')
    .replace(/[^a-zA-Z0-9]/g, 'e')
    .slice(0, length);

/** An event whose data is 300 bytes of JSON, with the full metadata of a real command. */
export const benchEvent = (stream: string, revision: number): NewEvent => {
  const data = { auftragId: stream, status: 'IN_BEARBEITUNG', menge: revision * 1.5, einheit: 't', bemerkung: '' };
  data.bemerkung = text(300 - JSON.stringify(data).length);
  return {
    id: randomUUID(),
    type: 'AuftragStatusGeaendert',
    data,
    metadata: {
      actorId: randomUUID(),
      actingAsId: null,
      tenantId: randomUUID(),
      correlationId: randomUUID(),
      causationId: randomUUID(),
      occurredAt: new Date().toISOString(),
      schemaVersion: 1,
    },
  };
};

export const percentile = (sorted: number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

/** Runs `workers` loops of `step` for `seconds`; returns how many steps ran and each one's milliseconds, sorted. */
export const runFor = async (seconds: number, workers: number, step: (worker: number, i: number) => Promise<void>) => {
  const deadline = Date.now() + seconds * 1000;
  const latencies: number[] = [];
  const started = process.hrtime.bigint();
  await Promise.all(
    Array.from({ length: workers }, async (_, worker) => {
      for (let i = 0; Date.now() < deadline; i += 1) {
        const t0 = process.hrtime.bigint();
        await step(worker, i);
        latencies.push(Number(process.hrtime.bigint() - t0) / 1e6);
      }
    }),
  );
  const elapsed = Number(process.hrtime.bigint() - started) / 1e9;
  latencies.sort((a, b) => a - b);
  return {
    count: latencies.length,
    perSecond: latencies.length / elapsed,
    p50: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
  };
};

/**
 * CPU seconds spent so far by this Node process and by every PostgreSQL process on the machine
 * (from /proc, children that ended included through their parent's totals); Linux only, else null.
 * The difference over a run says how much work it took, whatever the overlap of the two.
 */
export const cpuSeconds = (): { node: number; postgres: number | null } => {
  const usage = process.cpuUsage();
  const node = (usage.user + usage.system) / 1e6;
  if (process.platform !== 'linux') return { node, postgres: null };
  const tick = 100; // USER_HZ, 100 on every Linux we run on
  let ticks = 0;
  for (const pid of fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    let stat: string;
    try {
      stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    } catch {
      continue; // ended meanwhile
    }
    const close = stat.lastIndexOf(')');
    if (stat.slice(stat.indexOf('(') + 1, close) !== 'postgres') continue;
    // After "pid (comm) ": state is field 3; utime, stime, cutime, cstime are fields 14–17.
    const fields = stat.slice(close + 2).split(' ');
    ticks += Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
  }
  return { node, postgres: ticks / tick };
};
