import express from 'express';
import request from 'supertest';
import { z } from 'zod';
import { silentLogger } from '../logger';
import { createTestDatabase, type TestDatabase } from '../testing/testDatabase';
import { createErrorHandler } from './errorHandler';
import { listQuery, type ListSpec, type TenantScope } from './listQuery';

const spec: ListSpec<{ aktiv?: boolean }> = {
  resource: 'stelle',
  from: (db) => db('liste_test').select('id', 'name', 'erzeuger_id', 'aktiv'),
  scopeColumns: { erzeuger: 'erzeuger_id' },
  sortable: { name: { column: 'name', text: true }, id: { column: 'id' } },
  defaultSort: ['name', 'ASC'],
  idColumn: 'id',
  searchSql: 'lower(name) LIKE ?',
  filterSchema: z.object({ aktiv: z.boolean().optional() }),
  applyFilter: (query, f) => {
    if (f.aktiv !== undefined) query.where('aktiv', f.aktiv);
  },
};

describe('list helper (react-admin simple-rest)', () => {
  let t: TestDatabase;
  const app = (scope: TenantScope) =>
    express()
      .get('/stelle', (req, res) => listQuery(t.db, req, res, spec, scope, (r) => ({ id: r.id, name: r.name })))
      .use(createErrorHandler(silentLogger));
  const namen = (res: request.Response) => (res.body as { name: string }[]).map((r) => r.name);

  beforeAll(async () => {
    t = await createTestDatabase();
    await t.db.schema.createTable('liste_test', (tb) => {
      tb.increments('id');
      tb.text('name');
      tb.integer('erzeuger_id');
      tb.boolean('aktiv');
    });
    const names = ['Zebra', 'äpfel', 'Apfel', 'Birne', 'Öl', 'ofen', '50% Rabatt', '500 Stück'];
    await t.db('liste_test').insert(names.map((name, i) => ({ name, erzeuger_id: 1, aktiv: i % 2 === 0 })));
    await t.db('liste_test').insert({ name: 'Fremd', erzeuger_id: 2, aktiv: true });
    await t.db('liste_test').insert(['Buche', null, 'Ahorn', null].map((name) => ({ name, erzeuger_id: 3, aktiv: true })));
  });
  afterAll(() => t.drop());

  it('sorts text in German order, case-insensitively (ä beside a, not after z)', async () => {
    const res = await request(app({ type: 'erzeuger', erzeugerId: 1 })).get('/stelle?sort=["name","ASC"]&range=[0,99]');
    expect(res.status).toBe(200);
    expect(namen(res)).toEqual(['50% Rabatt', '500 Stück', 'Apfel', 'äpfel', 'Birne', 'ofen', 'Öl', 'Zebra']);
  });

  it('pages with Content-Range and shows only the tenant’s rows', async () => {
    const res = await request(app({ type: 'erzeuger', erzeugerId: 1 })).get('/stelle?sort=["name","DESC"]&range=[0,2]');
    expect(res.headers['content-range']).toBe('stelle 0-2/8');
    expect(namen(res)).toEqual(['Zebra', 'Öl', 'ofen']);
    const alle = await request(app({ type: 'alle' })).get('/stelle?range=[0,99]');
    expect(alle.headers['content-range']).toBe('stelle 0-12/13');
  });

  it('searches case-insensitively and treats % as a character', async () => {
    const gross = await request(app({ type: 'erzeuger', erzeugerId: 1 })).get(`/stelle?filter=${encodeURIComponent('{"q":"ÄPF"}')}`);
    expect(namen(gross)).toEqual(['äpfel']);
    const prozent = await request(app({ type: 'erzeuger', erzeugerId: 1 })).get(`/stelle?filter=${encodeURIComponent('{"q":"50%"}')}`);
    expect(namen(prozent)).toEqual(['50% Rabatt']);
    const fremd = await request(app({ type: 'erzeuger', erzeugerId: 1 })).get(`/stelle?filter=${encodeURIComponent('{"q":"fremd"}')}`);
    expect(fremd.headers['content-range']).toBe('stelle 0-0/0');
  });

  it('sorts descending as the exact mirror of ascending, empty values included', async () => {
    const scope = { type: 'erzeuger', erzeugerId: 3 } as const;
    const auf = await request(app(scope)).get('/stelle?sort=["name","ASC"]&range=[0,9]');
    const ab = await request(app(scope)).get('/stelle?sort=["name","DESC"]&range=[0,9]');
    expect(namen(auf)).toEqual(['Ahorn', 'Buche', null, null]);
    expect((ab.body as { id: number }[]).map((r) => r.id)).toEqual((auf.body as { id: number }[]).map((r) => r.id).reverse());
  });

  it('hands the tenant scope to a search that narrows by it', async () => {
    const gesehen: TenantScope[] = [];
    const scoped: ListSpec<{ aktiv?: boolean }> = {
      ...spec,
      searchSql: (scope) => {
        gesehen.push(scope);
        return scope.type === 'erzeuger'
          ? { sql: 'id IN (SELECT id FROM liste_test WHERE lower(name) LIKE ? AND erzeuger_id = ?)', bindings: [scope.erzeugerId] }
          : { sql: 'lower(name) LIKE ?', bindings: [] };
      },
    };
    const scopedApp = (scope: TenantScope) =>
      express()
        .get('/stelle', (req, res) => listQuery(t.db, req, res, scoped, scope, (r) => ({ id: r.id, name: r.name })))
        .use(createErrorHandler(silentLogger));
    const q = `filter=${encodeURIComponent('{"q":"e"}')}&range=[0,99]`;
    expect(namen(await request(scopedApp({ type: 'erzeuger', erzeugerId: 3 })).get(`/stelle?${q}`))).toEqual(['Buche']);
    expect((await request(scopedApp({ type: 'alle' })).get(`/stelle?${q}`)).headers['content-range']).toBe('stelle 0-6/7');
    expect(gesehen).toEqual([{ type: 'erzeuger', erzeugerId: 3 }, { type: 'alle' }]);
  });

  it('pages the same with a deferred join: ids first, then the rows of the page', async () => {
    const deferred = { ...spec, deferredJoin: true };
    const viaIds = (scope: TenantScope) =>
      express()
        .get('/stelle', (req, res) => listQuery(t.db, req, res, deferred, scope, (r) => ({ id: r.id, name: r.name })))
        .use(createErrorHandler(silentLogger));
    for (const [scope, query] of [
      [{ type: 'erzeuger', erzeugerId: 1 }, 'sort=["name","ASC"]&range=[0,2]'],
      [{ type: 'erzeuger', erzeugerId: 1 }, 'sort=["name","DESC"]&range=[3,5]'],
      [{ type: 'erzeuger', erzeugerId: 3 }, 'sort=["name","DESC"]&range=[0,9]'],
      [{ type: 'alle' }, `sort=["id","DESC"]&range=[2,6]&filter=${encodeURIComponent('{"q":"e","aktiv":true}')}`],
    ] as const) {
      const direkt = await request(app(scope)).get(`/stelle?${query}`);
      const ueberIds = await request(viaIds(scope)).get(`/stelle?${query}`);
      expect([query, ueberIds.body, ueberIds.headers['content-range']]).toEqual([query, direkt.body, direkt.headers['content-range']]);
      expect((direkt.body as unknown[]).length).toBeGreaterThan(0);
    }
  });

  it('applies typed filters', async () => {
    const res = await request(app({ type: 'erzeuger', erzeugerId: 1 })).get(
      `/stelle?filter=${encodeURIComponent('{"aktiv":true}')}&range=[0,99]`,
    );
    expect(res.headers['content-range']).toBe('stelle 0-3/4');
  });

  it.each([
    ['sort=kaputt', 'kein gültiges JSON'],
    ['sort=["passwort","ASC"]', 'kann nicht sortiert werden'],
    ['range=[0,5000]', 'Höchstens 1000'],
    [`filter=${encodeURIComponent('{"aktiv":"ja"}')}`, 'Ungültiger Filter'],
  ])('answers 400 with a German message for %s', async (query, message) => {
    const res = await request(app({ type: 'alle' })).get(`/stelle?${query}`);
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(message);
  });
});
