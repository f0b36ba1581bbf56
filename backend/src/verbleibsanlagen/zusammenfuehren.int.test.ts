import { anmelden, createTestApp, type Browser, type TestApp } from '../testing/testApp';

const PDF = Buffer.from('%PDF-1.4\n%%EOF\n');

/** Merging a duplicate plant: every reference moves, nothing is lost, the merge is recorded. */
describe('merging disposal plants (PUT /api/v1/ablageort/merge)', () => {
  let t: TestApp;
  let support: Browser;
  let inhaber: Browser;
  let korn: Browser;
  beforeAll(async () => {
    t = await createTestApp();
    support = await anmelden(t, 'support@abfallportal.example');
    inhaber = await anmelden(t, 'inhaber@musterbau.example');
    korn = await anmelden(t, 'inhaber@baeckerei-korn.example');
    // Stands in for the documentation's waste quantities, which will name their plant the same way.
    await t.db.schema.createTable('test_abfallmenge', (tb) => {
      tb.increments('id');
      tb.integer('verbleibsanlage_id').references('verbleibsanlage.id');
      tb.text('notiz');
    });
  });
  afterAll(() => t.close());

  const anlage = async (name: string) => {
    const b = support.agent.post('/api/v1/ablageort').set('X-XSRF-TOKEN', support.xsrf).field('name', name);
    return (await b).body as { id: number };
  };

  it('moves every reference to the kept plant, takes over its missing certificate and records the discarded row', async () => {
    const behalten = (await support.post('/api/v1/ablageort', { name: 'Sortieranlage Wilhelmsburg', ort: 'Hamburg' })).body as {
      id: number;
    };
    const duplikat = await inhaber.agent
      .post('/api/v1/ablageort')
      .set('X-XSRF-TOKEN', inhaber.xsrf)
      .field('name', 'Sortieranlage Wilhelmsbg.')
      .field('strasse', 'Am Veringhof 7')
      .field('zertifikatGueltigBis', '2029-03-31')
      .attach('zertifikatDatei', PDF, 'z.pdf');
    expect(duplikat.status).toBe(201);
    const wegId = duplikat.body.id as number;
    await t.db('test_abfallmenge').insert([
      { verbleibsanlage_id: wegId, notiz: 'Menge 1' },
      { verbleibsanlage_id: wegId, notiz: 'Menge 2' },
      { verbleibsanlage_id: behalten.id, notiz: 'Menge 3' },
    ]);

    expect((await inhaber.put('/api/v1/ablageort/merge', { discardAblageortId: wegId, keepAblageortId: behalten.id })).status).toBe(403);
    const res = await support.put('/api/v1/ablageort/merge', { discardAblageortId: wegId, keepAblageortId: behalten.id });
    expect(res.status).toBe(200);
    expect(res.body.verschoben).toMatchObject({ 'test_abfallmenge.verbleibsanlage_id': 2 });
    expect(res.body.behalten).toMatchObject({
      id: behalten.id,
      name: 'Sortieranlage Wilhelmsburg',
      ort: 'Hamburg',
      strasse: 'Am Veringhof 7',
      zertifikatGueltigBis: '2029-03-31',
      zertifikatUrl: expect.any(String),
      freigegeben: true,
    });
    expect((await support.agent.get(res.body.behalten.zertifikatUrl as string)).status).toBe(200);
    expect(await t.db('test_abfallmenge').where({ verbleibsanlage_id: behalten.id }).count({ n: '*' }).first()).toEqual({ n: 3 });
    expect(await t.db('verbleibsanlage').where({ id: wegId }).first()).toBeUndefined();
    const protokoll = (await t.db('verbleibsanlage_zusammenfuehrung').where({ verworfen_id: wegId }).first()) as Record<string, unknown>;
    expect(protokoll).toMatchObject({
      behalten_id: behalten.id,
      verworfen: expect.objectContaining({ name: 'Sortieranlage Wilhelmsbg.', strasse: 'Am Veringhof 7', freigegeben: false }),
      verschoben: expect.objectContaining({ 'test_abfallmenge.verbleibsanlage_id': 2 }),
    });
    // The duplicate's producer now finds the kept plant in its list.
    expect((await inhaber.get('/api/v1/ablageort/public?filter={"q":"wilhelmsburg"}')).body).toHaveLength(1);
  });

  it('keeps the history when a kept plant is itself merged later, and will not delete a plant with history', async () => {
    const a = await anlage('Umschlag A');
    const b = await anlage('Umschlag B');
    const c = await anlage('Umschlag C');
    expect((await support.put('/api/v1/ablageort/merge', { discardAblageortId: a.id, keepAblageortId: b.id })).status).toBe(200);
    expect((await support.put('/api/v1/ablageort/merge', { discardAblageortId: b.id, keepAblageortId: c.id })).status).toBe(200);
    const historie = (await t.db('verbleibsanlage_zusammenfuehrung').whereIn('verworfen_id', [a.id, b.id]).orderBy('id')) as {
      behalten_id: number;
    }[];
    expect(historie.map((h) => h.behalten_id)).toEqual([c.id, c.id]);
    const loeschen = await support.agent.delete(`/api/v1/ablageort/${c.id}`).set('X-XSRF-TOKEN', support.xsrf).set('If-Match', '"1"');
    expect(loeschen.status).toBe(409);
    expect(await t.db('verbleibsanlage').where({ id: c.id }).first('id')).toEqual({ id: c.id });
  });

  it('refuses merging a plant into itself or into one that does not exist, changing nothing', async () => {
    const d = await anlage('Einzelstück');
    const selbst = await support.put('/api/v1/ablageort/merge', { discardAblageortId: d.id, keepAblageortId: d.id });
    expect(selbst.status).toBe(400);
    expect(selbst.body.errors.keepAblageortId).toBe('Eine Verbleibsanlage kann nicht mit sich selbst zusammengeführt werden.');
    expect((await support.put('/api/v1/ablageort/merge', { discardAblageortId: d.id, keepAblageortId: 999999 })).status).toBe(404);
    expect(await t.db('verbleibsanlage').where({ id: d.id }).first('name')).toEqual({ name: 'Einzelstück' });
  });

  it('gives Bäckerei Korn’s owner nothing of Musterbau’s unapproved plant', async () => {
    const eigene = (await inhaber.post('/api/v1/ablageort', { name: 'Musterbau intern', ort: 'Hamburg' })).body as { id: number };
    const vorher = await t.db('verbleibsanlage').where({ id: eigene.id }).first();
    const mit = (b: Browser) => b.agent;
    const antworten = [
      await korn.get(`/api/v1/ablageort/${eigene.id}`),
      await korn.put(`/api/v1/ablageort/${eigene.id}`, { name: 'Übernommen' }),
      await mit(korn).delete(`/api/v1/ablageort/${eigene.id}`).set('X-XSRF-TOKEN', korn.xsrf),
      await korn.put(`/api/v1/ablageort/approve/${eigene.id}`),
      await korn.put('/api/v1/ablageort/merge', { discardAblageortId: eigene.id, keepAblageortId: 1 }),
      await korn.get(`/api/v1/ablageort/${eigene.id}/zertifikat`),
    ];
    for (const r of antworten) expect([403, 404]).toContain(r.status);
    expect(namen((await korn.get('/api/v1/ablageort')).body)).not.toContain('Musterbau intern');
    expect(await t.db('verbleibsanlage').where({ id: eigene.id }).first()).toEqual(vorher);
  });
});

const namen = (body: { name: string }[]) => body.map((a) => a.name);
