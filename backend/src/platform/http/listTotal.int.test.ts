import express from 'express';
import request from 'supertest';
import { z } from 'zod';
import { silentLogger } from '../logger';
import { createTestDatabase, type TestDatabase } from '../testing/testDatabase';
import { createErrorHandler } from './errorHandler';
import { listQuery, type ListSpec, type TenantScope } from './listQuery';
import { EXAKT_BIS } from './listTotal';

/**
 * 100 rows analysed, then 50 deleted with autovacuum off: the planner still estimates 100 while 50 are
 * left, so every total below says whether it was counted or estimated.
 */
const spec: ListSpec<{ aktiv?: boolean }> = {
  resource: 'zeile',
  from: (db) => db('zaehl_test').select('id', 'erzeuger_id', 'aktiv'),
  scopeColumns: { erzeuger: 'erzeuger_id' },
  sortable: { id: { column: 'id' } },
  defaultSort: ['id', 'ASC'],
  idColumn: 'id',
  filterSchema: z.object({ aktiv: z.boolean().optional() }),
  applyFilter: (query, f) => {
    if (f.aktiv !== undefined) query.where('aktiv', f.aktiv);
  },
  exaktBis: 20,
};

/** As ra-data-simple-rest reads it: the number after the slash. */
const totalVon = (res: request.Response): number => parseInt(String(res.headers['content-range']).split('/').pop() ?? '', 10);

describe('list total: exact for tenants and small lists, estimated for large lists of every tenant', () => {
  let t: TestDatabase;
  const app = (scope: TenantScope, liste: ListSpec<{ aktiv?: boolean }> = spec) =>
    express()
      .get('/zeile', (req, res) => listQuery(t.db, req, res, liste, scope, (r) => ({ id: r.id })))
      .use(createErrorHandler(silentLogger));
  const ids = (res: request.Response) => (res.body as { id: number }[]).map((r) => r.id);
  const von = (a: number, b: number) => Array.from({ length: b - a + 1 }, (_, i) => a + i);
  const alle: TenantScope = { type: 'alle' };

  beforeAll(async () => {
    t = await createTestDatabase();
    await t.db.raw(
      'CREATE TABLE zaehl_test (id integer PRIMARY KEY, erzeuger_id integer, aktiv boolean) WITH (autovacuum_enabled = false)',
    );
    await t.db.raw('INSERT INTO zaehl_test SELECT g, 1, g > 40 FROM generate_series(1, 100) g');
    await t.db.raw('ANALYZE zaehl_test');
    await t.db.raw('DELETE FROM zaehl_test WHERE id > 50');
  });
  afterAll(() => t.drop());

  it('keeps a production threshold of 10,000 rows', () => {
    expect(EXAKT_BIS).toBe(10_000);
  });

  it('counts exactly below the threshold, whatever the planner estimates', async () => {
    const unterGrenze = await request(app(alle, { ...spec, exaktBis: 1000 })).get('/zeile');
    expect(unterGrenze.headers['content-range']).toBe('zeile 0-24/50');
    // The planner expects 60 active rows (above the threshold of 20); 10 are left, and 10 is the answer.
    const gefiltert = await request(app(alle)).get(`/zeile?filter=${encodeURIComponent('{"aktiv":true}')}`);
    expect(gefiltert.headers['content-range']).toBe('zeile 0-9/10');
    expect(ids(gefiltert)).toEqual(von(41, 50));
  });

  it.each([false, true])('estimates above the threshold and pages on correctly (deferred join: %s)', async (deferredJoin) => {
    const liste = app(alle, { ...spec, deferredJoin });
    const seite1 = await request(liste).get('/zeile?range=[0,24]');
    // The planner's 100, not a count of the 50 rows.
    expect(seite1.headers['content-range']).toBe('zeile 0-24/100');
    expect(ids(seite1)).toEqual(von(1, 25));
    // Page 2 ends the list: the page saw the end, so the total is exact now.
    const seite2 = await request(liste).get('/zeile?range=[25,49]');
    expect(seite2.headers['content-range']).toBe('zeile 25-49/50');
    expect(ids(seite2)).toEqual(von(26, 50));
    // A row beyond the page: the total stays above the page, so a next page is offered.
    const kurz = await request(liste).get('/zeile?range=[0,9]');
    expect([kurz.headers['content-range'], ids(kurz)]).toEqual(['zeile 0-9/100', von(1, 10)]);
    // Pages beyond the end, within and beyond the estimate, answer no rows and a total no larger than their start.
    for (const [start, header] of [
      [50, 'zeile 50-50/50'],
      [75, 'zeile 75-75/75'],
      [200, 'zeile 200-200/100'],
    ] as const) {
      const leer = await request(liste).get(`/zeile?range=[${start},${start + 24}]`);
      expect([start, leer.status, leer.body, leer.headers['content-range']]).toEqual([start, 200, [], header]);
      expect(totalVon(leer)).toBeLessThanOrEqual(start);
    }
  });

  it('counts a tenant’s list exactly, above the threshold too', async () => {
    const res = await request(app({ type: 'erzeuger', erzeugerId: 1 })).get('/zeile?range=[0,24]');
    expect(res.headers['content-range']).toBe('zeile 0-24/50');
    expect(totalVon(res)).toBe(50);
    expect(ids(res)).toEqual(von(1, 25));
  });
});
