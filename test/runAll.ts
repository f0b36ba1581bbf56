import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Runs every suite — jest (unit, integration, contract) and Playwright (end to end) — and ends
 * with the one line CI reads: "N passed, N failed, N skipped". Exit code 1 when anything failed.
 */
const root = path.resolve(__dirname, '..');
const results = path.join(root, 'test-results');
fs.mkdirSync(results, { recursive: true });

type Count = { passed: number; failed: number; skipped: number; ok: boolean };

const run = (command: string, args: string[]): number => {
  const r = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, FORCE_COLOR: '0' } });
  return r.status ?? 1;
};

const readJson = <T>(file: string): T | null => (fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as T) : null);

const jest = (): Count => {
  const file = path.join(results, 'jest.json');
  fs.rmSync(file, { force: true });
  const code = run('npx', ['jest', '--ci', '--json', `--outputFile=${file}`]);
  const r = readJson<{
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTodoTests: number;
    numRuntimeErrorTestSuites: number;
  }>(file);
  if (!r) return { passed: 0, failed: 1, skipped: 0, ok: false };
  // A suite that crashes before its tests run counts as one failure, never as nothing.
  return {
    passed: r.numPassedTests,
    failed: r.numFailedTests + r.numRuntimeErrorTestSuites,
    skipped: r.numPendingTests + r.numTodoTests,
    ok: code === 0,
  };
};

type PwStats = { stats: { expected: number; unexpected: number; flaky: number; skipped: number } };

const e2e = (): Count => {
  const file = path.join(results, 'e2e.json');
  fs.rmSync(file, { force: true });
  const code = run('npx', ['playwright', 'test', '-c', 'test/e2e/playwright.config.ts']);
  const r = readJson<PwStats>(file);
  if (!r) return { passed: 0, failed: 1, skipped: 0, ok: false };
  return { passed: r.stats.expected + r.stats.flaky, failed: r.stats.unexpected, skipped: r.stats.skipped, ok: code === 0 };
};

const counts = [jest(), e2e()];
const sum = (k: 'passed' | 'failed' | 'skipped') => counts.reduce((n, c) => n + c[k], 0);
const failed = Math.max(sum('failed'), counts.some((c) => !c.ok) && sum('failed') === 0 ? 1 : 0);
process.stdout.write(`\n${sum('passed')} passed, ${failed} failed, ${sum('skipped')} skipped\n`);
process.exit(failed > 0 ? 1 : 0);
