import fs from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';

/**
 * Prints the failed tests of the last runs (test-results/jest.json, e2e.json, jest-node24.json) with
 * the first lines of their error, so the end of a long CI log says what failed and why (the list
 * reporter's details are far above by then). Nothing is printed when nothing failed.
 *
 *   npx tsx test/fehlerBericht.ts
 */
const ergebnisse = path.resolve(__dirname, '..', 'test-results');
const HOECHSTENS = 8;
const ZEILEN = 14;

type Fehler = { lauf: string; titel: string; text: string };

const ohneFarben = (t: string): string => stripVTControlCharacters(t);
const kurz = (t: string): string =>
  ohneFarben(t)
    .split('\n')
    .filter((z) => z.trim() !== '')
    .slice(0, ZEILEN)
    .map((z) => `    ${z.slice(0, 240)}`)
    .join('\n');

const lies = <T>(datei: string): T | null => {
  const pfad = path.join(ergebnisse, datei);
  if (!fs.existsSync(pfad)) return null;
  try {
    return JSON.parse(fs.readFileSync(pfad, 'utf8')) as T;
  } catch {
    return null;
  }
};

type JestBericht = {
  testResults: {
    name: string;
    message: string;
    assertionResults: { fullName: string; status: string; failureMessages: string[] }[];
  }[];
};

const jestFehler = (datei: string, lauf: string): Fehler[] => {
  const r = lies<JestBericht>(datei);
  if (!r) return [];
  return r.testResults.flatMap((s) => {
    const datei = path.relative(path.resolve(__dirname, '..'), s.name);
    const fehlgeschlagen = s.assertionResults.filter((a) => a.status === 'failed');
    if (fehlgeschlagen.length === 0 && s.message) return [{ lauf, titel: datei, text: s.message }];
    return fehlgeschlagen.map((a) => ({ lauf, titel: `${datei} › ${a.fullName}`, text: a.failureMessages.join('\n') }));
  });
};

type PwSuite = {
  title: string;
  file?: string;
  specs?: { title: string; line?: number; tests: { status: string; results: { errors?: { message?: string }[] }[] }[] }[];
  suites?: PwSuite[];
};

const e2eFehler = (): Fehler[] => {
  const r = lies<{ suites: PwSuite[] }>('e2e.json');
  if (!r) return [];
  const fehler: Fehler[] = [];
  const durch = (s: PwSuite, datei: string) => {
    for (const spec of s.specs ?? [])
      for (const t of spec.tests)
        if (t.status === 'unexpected')
          fehler.push({
            lauf: 'e2e',
            titel: `${datei}:${spec.line ?? '?'} › ${spec.title}`,
            text: t.results.flatMap((x) => (x.errors ?? []).map((e) => e.message ?? '')).join('\n'),
          });
    for (const k of s.suites ?? []) durch(k, k.file ?? datei);
  };
  for (const s of r.suites) durch(s, s.file ?? s.title);
  return fehler;
};

const alle = [...jestFehler('jest.json', 'jest'), ...e2eFehler(), ...jestFehler('jest-node24.json', 'jest Node 24')];
if (alle.length > 0) {
  console.log(`\n== Fehlgeschlagen (${alle.length}${alle.length > HOECHSTENS ? `, die ersten ${HOECHSTENS}` : ''}):`);
  for (const f of alle.slice(0, HOECHSTENS)) console.log(`  [${f.lauf}] ${f.titel}\n${kurz(f.text)}`);
}
