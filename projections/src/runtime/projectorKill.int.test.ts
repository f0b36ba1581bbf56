import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { EventStore } from '@abfallportal/backend/eventstore/eventStore';
import { PROJECT_ROOT } from '@abfallportal/backend/platform/config';
import { createTestEventStore, type TestEventStore } from '@abfallportal/backend/eventstore/testing/testEventStore';
import { readCheckpoints } from './checkpoints';
import { startProjector } from './startProjector';
import { counterProjection } from './testing/counterProjection';
import { appendMany, eventually, settledHead } from './testing/testEvents';

const EVENTS = 20_000;
const CHILD = path.join(__dirname, 'testing', 'projectorChild.ts');

let tdb: TestEventStore;
let store: EventStore;

beforeAll(async () => {
  tdb = await createTestEventStore();
  store = tdb.eventStore;
  await appendMany(store, { streams: EVENTS / 20, perStream: 20, concurrency: 8 });
});
afterAll(() => tdb.drop());

/** The projector in its own process (tsx, like `projections/src/main.ts` in deployment). */
const startChild = async (): Promise<ChildProcess> => {
  const child = spawn(process.execPath, ['--import', 'tsx', CHILD], {
    cwd: PROJECT_ROOT,
    env: { ...process.env, DATABASE_URL: tdb.url, PROJECTION: 'killed', BATCH_SIZE: '100', DELAY_MS: '15' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`Kindprozess endete mit ${String(code)}`)));
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('bereit')) resolve();
    });
  });
  child.removeAllListeners('exit');
  return child;
};

const exited = (child: ChildProcess): Promise<void> => new Promise((resolve) => child.once('exit', () => resolve()));

const processed = async (name: string): Promise<number> => (await readCheckpoints(tdb.db, [name])).get(name)?.eventsProcessed ?? 0;

const openTransactions = async (): Promise<number> => {
  const { rows } = (await tdb.db.raw(
    `SELECT count(*) AS n FROM pg_stat_activity WHERE datname = current_database() AND state = 'idle in transaction'
       AND backend_xid IS NOT NULL AND pid <> pg_backend_pid()`,
  )) as { rows: { n: number }[] };
  return Number(rows[0]?.n);
};

const contents = async (name: string): Promise<{ events: unknown[]; streams: unknown[] }> => ({
  events: await tdb.db(`${name}_event`).select('event_id', 'stream_id', 'stream_revision').orderBy('event_id'),
  streams: await tdb.db(`${name}_stream`).select('stream_id', 'events', 'max_revision').orderBy('stream_id'),
});

it('survives SIGKILL mid-batch: after a restart the read model equals an uninterrupted run', async () => {
  const reference = await startProjector({
    db: tdb.db,
    eventStore: store,
    projections: [counterProjection({ name: 'reference' })],
    batchSize: 1000,
    pollMs: 20,
  });
  const head = await settledHead(store, tdb.db);
  expect(await reference.waitFor(head, ['reference'], 60_000)).toBe(true);
  await reference.stop();

  const first = await startChild();
  await eventually(async () => (await processed('killed')) >= EVENTS * 0.3, 60_000, 10);
  // Kill while a batch transaction is open and has written (the handler sleeps after its write).
  await eventually(async () => (await openTransactions()) > 0, 10_000, 1);
  const gone = exited(first);
  first.kill('SIGKILL');
  await gone;
  const atKill = await processed('killed');
  expect(atKill).toBeLessThan(EVENTS);
  // The read model holds exactly what the checkpoint says: the killed batch left no trace.
  expect(Number((await tdb.db('killed_event').count({ n: '*' }))[0]?.n)).toBe(atKill);

  const second = await startChild();
  try {
    await eventually(async () => (await processed('killed')) === EVENTS, 120_000, 50);
  } finally {
    const done = exited(second);
    second.kill('SIGTERM');
    await done;
  }
  const killed = await contents('killed');
  expect(killed.events).toHaveLength(EVENTS);
  expect(killed).toEqual(await contents('reference'));
  const [{ sum }] = (await tdb.db('killed_stream').sum({ sum: 'events' })) as [{ sum: number }];
  expect(Number(sum)).toBe(EVENTS); // a double-applied batch would show here
}, 240_000);
