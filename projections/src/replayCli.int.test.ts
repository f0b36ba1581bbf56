import { spawn } from 'node:child_process';
import path from 'node:path';
import { PROJECT_ROOT } from '@abfallportal/backend/platform/config';
import { createTestEventStore, type TestEventStore } from '@abfallportal/backend/eventstore/testing/testEventStore';
import { appendMany } from './runtime/testing/testEvents';

let tdb: TestEventStore;

beforeAll(async () => {
  tdb = await createTestEventStore();
  await appendMany(tdb.eventStore, { streams: 100, perStream: 5 });
});
afterAll(() => tdb.drop());

const runCli = (arg: string): Promise<{ code: number | null; stdout: string; stderr: string }> =>
  new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, 'replayCli.ts'), arg], {
      cwd: PROJECT_ROOT,
      env: { ...process.env, DATABASE_URL: tdb.url, EVENTSTORE_URL: '' },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });

it('rebuilds and ends with one report line per projection', async () => {
  const result = await runCli('all');
  expect([result.code, result.stderr.slice(-600)]).toEqual([0, '']); // stderr in the diff when it fails
  expect(result.stdout.trim().split('\n')).toEqual([
    expect.stringMatching(/^audit: 500 Ereignisse in \d+,\d s \([\d.]+ Ereignisse\/s\)$/),
    expect.stringMatching(/^auftraege: 500 Ereignisse in \d+,\d s \([\d.]+ Ereignisse\/s\)$/),
    expect.stringMatching(/^belege: 500 Ereignisse in \d+,\d s \([\d.]+ Ereignisse\/s\)$/),
    expect.stringMatching(/^dokumentation: 500 Ereignisse in \d+,\d s \([\d.]+ Ereignisse\/s\)$/),
    expect.stringMatching(/^auswertung: 500 Ereignisse in \d+,\d s \([\d.]+ Ereignisse\/s\)$/),
  ]);
  expect(Number((await tdb.db('audit_ereignis').count({ n: '*' }))[0]?.n)).toBe(500);
}, 60_000);

it('answers an unknown projection with the known ones and exit code 2', async () => {
  const result = await runCli('gibtsnicht');
  expect(result.code).toBe(2);
  expect(result.stderr).toContain('Unbekannte Projektion "gibtsnicht". Bekannt: audit, auftraege');
}, 60_000);
