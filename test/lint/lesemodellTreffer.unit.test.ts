import assert from 'node:assert/strict';
import { test } from 'node:test';
import { verstoesseIn, type Eigentuemer } from './lesemodellTreffer';

// Run: npx tsx --test test/lint/lesemodellTreffer.unit.test.ts (test/ is outside jest's roots).

const TABELLEN = new Map<string, Eigentuemer>([
  ['beleg_uebersicht', { feature: 'belege', projektion: 'belege' }],
  ['doku_beleg', { feature: 'dokumentation', projektion: 'dokumentation' }],
  ['doku_beleg_position', { feature: 'dokumentation', projektion: 'dokumentation' }],
]);

test('a foreign feature naming a table in a string or a template is a violation, with its line', () => {
  const text = [
    "import { x } from './x';",
    "const a = db('beleg_uebersicht as b');",
    'const b = db.raw(`SELECT 1',
    '  FROM doku_beleg WHERE id = ${id}`);',
  ].join('\n');
  assert.deepEqual(verstoesseIn('backend/src/exporte/gewabfvPaket.ts', text, TABELLEN), [
    { datei: 'backend/src/exporte/gewabfvPaket.ts', zeile: 2, tabelle: 'beleg_uebersicht', feature: 'belege' },
    { datei: 'backend/src/exporte/gewabfvPaket.ts', zeile: 3, tabelle: 'doku_beleg', feature: 'dokumentation' },
  ]);
});

test('the feature itself outside its contract is a violation too: its queries read through the contract', () => {
  const v = verstoesseIn('backend/src/belege/belegQueries.ts', "db('beleg_uebersicht')", TABELLEN);
  assert.deepEqual(
    v.map((x) => x.tabelle),
    ['beleg_uebersicht'],
  );
});

test('the contract module, a lesemodell/ folder and the projection folder may name their own tables', () => {
  for (const datei of [
    'backend/src/belege/belegLesemodell.ts',
    'backend/src/belege/lesemodell/uebersicht.ts',
    'projections/src/belege/belegProjection.ts',
  ])
    assert.deepEqual(verstoesseIn(datei, "db('beleg_uebersicht')", TABELLEN), [], datei);
  // …but not another feature's.
  assert.equal(verstoesseIn('projections/src/belege/belegProjection.ts', "db('doku_beleg')", TABELLEN).length, 1);
  assert.equal(verstoesseIn('backend/src/dokumentation/dokumentationLesemodell.ts', "db('beleg_uebersicht')", TABELLEN).length, 1);
});

test('comments, identifiers and longer names are no violation', () => {
  const text = [
    '// reads beleg_uebersicht through the contract',
    '/* doku_beleg */',
    'const beleg_uebersicht = BELEG_TABELLE.uebersicht;',
    "db('doku_beleg_position_alt');",
    "db('alte_doku_beleg');",
  ].join('\n');
  assert.deepEqual(verstoesseIn('backend/src/exporte/x.ts', text, TABELLEN), []);
});

test('doku_beleg_position is matched as itself, not as doku_beleg', () => {
  assert.deepEqual(
    verstoesseIn('backend/src/auswertung/x.ts', "db('doku_beleg_position as p')", TABELLEN).map((v) => v.tabelle),
    ['doku_beleg_position'],
  );
});
