import { loadDemoAuftraege } from '../demo';
import { anmelden, createTestApp, type Browser, type TestApp } from '../testing/testApp';
import { loadReferenzdaten } from './loadReferenzdaten';

const API = '/api/v1/stammdaten';
const liste = (b: Browser, typ: string, params: Record<string, unknown> = {}) =>
  b.get(`${API}/${typ}?${new URLSearchParams(Object.entries(params).map(([k, v]) => [k, JSON.stringify(v)])).toString()}`);
/** Deletes with the version the row was loaded with (every row starts at 1). */
const loeschen = (b: Browser, url: string, version = 1) => b.agent.delete(url).set('X-XSRF-TOKEN', b.xsrf).set('If-Match', `"${version}"`);

describe('master data (/api/v1/stammdaten)', () => {
  let t: TestApp;
  let admin: Browser;
  let support: Browser;
  let inhaber: Browser;
  beforeAll(async () => {
    t = await createTestApp({}, { vorbereiten: async (deps) => void (await loadDemoAuftraege(deps.db, deps.eventStore)) });
    await t.aufholen(['auftraege']);
    admin = await anmelden(t, 'admin@abfallportal.example');
    support = await anmelden(t, 'support@abfallportal.example');
    inhaber = await anmelden(t, 'inhaber@musterbau.example');
  });
  afterAll(() => t.close());

  it('lists industries in German order, case-insensitive, with Ö next to O and not after Z', async () => {
    for (const name of ['Zimmerei', 'Ölabscheiderwartung', 'obstbau', 'Pflasterbau']) {
      expect((await admin.post(`${API}/branchen`, { name })).status).toBe(201);
    }
    const res = await liste(admin, 'branchen', { sort: ['name', 'ASC'], range: [0, 99] });
    expect(res.status).toBe(200);
    const namen = (res.body as { name: string }[]).map((b) => b.name);
    expect(namen).toEqual([...namen].sort(new Intl.Collator('de').compare));
    expect(namen.indexOf('Ölabscheiderwartung')).toBeGreaterThan(namen.indexOf('obstbau'));
    expect(namen.indexOf('Ölabscheiderwartung')).toBeLessThan(namen.indexOf('Pflasterbau'));
    expect(namen.at(-1)).toBe('Zimmerei');
    expect(res.headers['content-range']).toMatch(new RegExp(`^stammdaten/branchen 0-${namen.length - 1}/${namen.length}$`));
  });

  it('searches case-insensitively', async () => {
    const res = await liste(admin, 'branchen', { filter: { q: 'ÖLABSCHEIDER' } });
    expect((res.body as { name: string }[]).map((b) => b.name)).toEqual(['Ölabscheiderwartung']);
  });

  it('finds an AVV key by its code with and without spaces and by words of its name', async () => {
    for (const q of ['170904', '17 09 04', 'gemischte abbruchabfälle bau']) {
      const res = await liste(admin, 'abfallschluessel', { filter: { q }, range: [0, 99] });
      expect(res.status).toBe(200);
      expect((res.body as { id: string }[]).map((r) => r.id)).toContain('170904');
    }
    const gefaehrlich = await admin.get(`${API}/abfallschluessel/170903`);
    expect(gefaehrlich.body).toMatchObject({ abfallschluessel: '17 09 03', anzeige: '17 09 03*', gefaehrlich: true });
  });

  it('shows the cost centres of one type on each of their two pages', async () => {
    const neu = await admin.post(`${API}/kostenstellen`, {
      typ: 'ZYKL_UMLEER_SPEISEBEHAELTER',
      nummer: '4820',
      name: 'Speisebehälter Kantine',
    });
    expect(neu.status).toBe(201);
    const umleer = await liste(admin, 'kostenstellen', { filter: { typ: 'ZYKL_UMLEER_SPEISEBEHAELTER' } });
    expect((umleer.body as { nummer: string }[]).map((k) => k.nummer)).toEqual(['4810', '4820']);
    const entsorgung = await liste(admin, 'kostenstellen', { filter: { typ: 'ENTSORGUNG' } });
    expect((entsorgung.body as { typ: string }[]).every((k) => k.typ === 'ENTSORGUNG')).toBe(true);
    const doppelt = await admin.post(`${API}/kostenstellen`, { typ: 'ZYKL_UMLEER_SPEISEBEHAELTER', nummer: '4820', name: 'Noch einmal' });
    expect(doppelt.status).toBe(409);
  });

  it('creates, edits and deletes a fraction', async () => {
    const neu = await admin.post(`${API}/fraktionen`, { bezeichnung: 'Testfraktion Gips', dichte: 1.2, typischeAvv: '17 08 02' });
    expect(neu.status).toBe(201);
    expect(neu.body).toMatchObject({ bezeichnung: 'Testfraktion Gips', dichte: 1.2, dichteMin: null });
    const url = `${API}/fraktionen/${neu.body.id as number}`;
    const geaendert = await admin.put(url, { ...neu.body, dichte: '1,35' }).set('If-Match', `"${neu.body.version as number}"`);
    expect(geaendert.status).toBe(200);
    expect((await admin.get(url)).body.dichte).toBe(1.35);
    expect((await loeschen(admin, url)).status).toBe(409);
    expect((await loeschen(admin, url, geaendert.body.version as number)).status).toBe(200);
    expect((await admin.get(url)).status).toBe(404);
  });

  it('refuses bad input and a taken name with German messages, changing nothing', async () => {
    const falsch = await admin.post(`${API}/fraktionen`, { bezeichnung: ' ', dichte: 'viel' });
    expect(falsch.status).toBe(400);
    expect(falsch.body.errors).toEqual({ bezeichnung: 'Dieses Feld ist ein Pflichtfeld.', dichte: 'Bitte geben Sie eine Zahl ein.' });
    const doppelt = await admin.post(`${API}/branchen`, { name: 'BAUHAUPTGEWERBE' });
    expect(doppelt.status).toBe(409);
    expect(doppelt.body.message).toBe('Eine Branche mit diesem Namen gibt es bereits.');
    const dichte = await admin.post(`${API}/fraktionen`, { bezeichnung: 'Kies', dichteMin: 1.8, dichteMax: 1.4 });
    expect(dichte.body.errors).toEqual({ dichteMax: 'Die minimale Dichte darf nicht größer als die maximale sein.' });
    const avv = await admin.post(`${API}/abfallschluessel`, { abfallschluessel: '17 09', bezeichnung: 'x' });
    expect(avv.body.errors).toEqual({ abfallschluessel: 'Ein Abfallschlüssel hat sechs Ziffern, z. B. 17 09 04.' });
  });

  it('refuses to delete what orders and prices still use, and to rename a category in use', async () => {
    const { fraktion_id: fraktionId } = (await t.db('auftrag_uebersicht').first('fraktion_id')) as { fraktion_id: number };
    const fraktion = await loeschen(admin, `${API}/fraktionen/${fraktionId}`);
    expect(fraktion.status).toBe(409);
    expect(fraktion.body.message).toMatch(/^„.+“ wird noch verwendet \(Aufträge: \d+\) und kann nicht gelöscht werden\.$/);
    const avv = await loeschen(admin, `${API}/abfallschluessel/170904`);
    expect(avv.status).toBe(409);
    expect(avv.body.message).toContain('Preisvereinbarungen');
    const kategorie = (await t.db('behaelterkategorie').where({ name: 'Absetzmulde' }).first()) as { id: number };
    expect((await loeschen(admin, `${API}/behaelterkategorien/${kategorie.id}`)).status).toBe(409);
    const umbenannt = await admin.put(`${API}/behaelterkategorien/${kategorie.id}`, { name: 'Mulde' }).set('If-Match', '"1"');
    expect(umbenannt.status).toBe(409);
    expect(umbenannt.body.message).toContain('der Name kann deshalb nicht geändert werden');
    expect(await t.db('fraktion').where({ id: fraktionId }).first()).toBeDefined();
    expect(await t.db('behaelterkategorie').where({ name: 'Absetzmulde' }).first()).toBeDefined();
  });

  it('refuses to delete a row that a table unknown to the master data references (foreign key)', async () => {
    const neu = await admin.post(`${API}/ausnahmen`, { name: 'Baustelle zu klein' });
    await t.db.schema.createTable('test_ausnahme_verweis', (tb) => tb.integer('ausnahme_id').references('ausnahme.id'));
    await t.db('test_ausnahme_verweis').insert({ ausnahme_id: neu.body.id as number });
    const res = await loeschen(admin, `${API}/ausnahmen/${neu.body.id as number}`);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Der Eintrag wird noch verwendet und kann nicht gelöscht oder geändert werden.');
    expect((await admin.get(`${API}/ausnahmen/${neu.body.id as number}`)).status).toBe(200);
  });

  it('lets support read but not write, and producers neither', async () => {
    const branche = (await t.db('branche').first('id')) as { id: number };
    expect((await liste(support, 'branchen')).status).toBe(200);
    expect((await support.post(`${API}/branchen`, { name: 'Support-Branche' })).status).toBe(403);
    expect((await support.put(`${API}/branchen/${branche.id}`, { name: 'Umbenannt' })).status).toBe(403);
    expect((await loeschen(support, `${API}/branchen/${branche.id}`)).status).toBe(403);
    const importiert = await support.agent
      .post(`${API}/branchen/import`)
      .set('X-XSRF-TOKEN', support.xsrf)
      .attach('datei', Buffer.from(JSON.stringify([{ name: 'Import durch Support' }])), 'branchen.json');
    expect(importiert.status).toBe(403);
    expect((await liste(inhaber, 'branchen')).status).toBe(403);
    expect(await t.db('branche').whereIn('name', ['Support-Branche', 'Umbenannt', 'Import durch Support']).first()).toBeUndefined();
  });

  it('keeps an admin’s density when the reference data is loaded again', async () => {
    const boden = (await t.db('fraktion').where({ bezeichnung: 'Boden und Steine' }).first()) as { id: number };
    const url = `${API}/fraktionen/${boden.id}`;
    const vorher = (await admin.get(url)).body as Record<string, unknown>;
    expect((await admin.put(url, { ...vorher, dichte: 1.75 }).set('If-Match', `"${vorher.version as number}"`)).status).toBe(200);
    await loadReferenzdaten(t.db);
    expect((await admin.get(url)).body.dichte).toBe(1.75);
  });

  it('no lost update: of two editors who loaded version v the second gets 409, and a save without If-Match 428', async () => {
    const zweiter = await anmelden(t, 'admin@abfallportal.example');
    const neu = (await admin.post(`${API}/branchen`, { name: 'Versionierte Branche' })).body as { id: number; version: number };
    const url = `${API}/branchen/${neu.id}`;
    const a = await admin.get(url);
    const b = await zweiter.get(url);
    expect(a.headers.etag).toBe(`"${neu.version}"`);
    const erste = await admin.put(url, { name: 'Versionierte Branche A' }).set('If-Match', a.headers.etag as string);
    expect(erste.body).toMatchObject({ name: 'Versionierte Branche A', version: neu.version + 1 });
    const spaete = await zweiter.put(url, { name: 'Versionierte Branche B' }).set('If-Match', b.headers.etag as string);
    expect(spaete.status).toBe(409);
    expect(spaete.body.code).toBe('VERSION_KONFLIKT');
    expect((await zweiter.put(url, { name: 'Versionierte Branche B' })).status).toBe(428);
    expect((await loeschen(zweiter, url, neu.version)).status).toBe(409);
    expect(await t.db('branche').where({ id: neu.id }).first('name', 'version')).toEqual({ name: 'Versionierte Branche A', version: 2 });
  });
});
