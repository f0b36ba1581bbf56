import { anmelden, createTestApp, type Browser, type TestApp } from '../testing/testApp';
import { idVon } from '../testing/idVon';

const stelle = (name: string) => ({ name, art: 'GEWERBEBETRIEB', strasse: 'Mühlenweg 3', plz: '24103', ort: 'Kiel' });

/** The contract's maximum of active sites (spec § 6), with Bäckerei Korn on a contract for two. */
describe('the contract limits the active sites', () => {
  let t: TestApp;
  let korn: Browser;
  let kornId: number;
  const anlegen = (name: string) => korn.post('/api/v1/anfallstelle', stelle(name));
  const aktive = async () =>
    Number(((await t.db('anfallstelle').where({ erzeuger_id: kornId, aktiv: true }).count({ n: '*' }).first()) as { n: string }).n);

  beforeAll(async () => {
    t = await createTestApp();
    korn = await anmelden(t, 'inhaber@baeckerei-korn.example');
    kornId = await idVon(t.db, 'erzeuger', { name: 'Bäckerei Korn KG' });
    const [vertrag] = (await t.db('vertrag').insert({ name: 'Klein (Test)', max_anfallstellen: 2 }).returning('id')) as { id: number }[];
    await t.db('erzeuger').where({ id: kornId }).update({ vertrag_id: vertrag?.id });
  });
  afterAll(() => t.close());

  it('refuses the site beyond the maximum with a clear message; a deactivated one frees its place', async () => {
    expect(await aktive()).toBe(1);
    const zweite = await anlegen('Filiale Holtenau');
    expect(zweite.status).toBe(201);
    const dritte = await anlegen('Filiale Gaarden');
    expect(dritte.status).toBe(409);
    expect(dritte.body).toEqual({
      message:
        'Ihr Vertrag erlaubt höchstens 2 aktive Anfallstellen. Bitte deaktivieren Sie eine andere Anfallstelle oder wechseln Sie den Vertrag.',
      code: 'maxAnfallstellen',
    });
    // An inactive site does not count, and activating it again is refused while the contract is full.
    const inaktiv = await korn.post('/api/v1/anfallstelle', { ...stelle('Winterlager'), aktiv: false });
    expect(inaktiv.status).toBe(201);
    expect((await korn.put(`/api/v1/anfallstelle/${inaktiv.body.id as number}/activate?aktiv=true`).set('If-Match', '"1"')).status).toBe(
      409,
    );
    expect((await korn.put(`/api/v1/anfallstelle/${zweite.body.id as number}/activate?aktiv=false`).set('If-Match', '"1"')).status).toBe(
      200,
    );
    expect((await anlegen('Filiale Gaarden')).status).toBe(201);
    expect(await aktive()).toBe(2);
  });

  it('lets only one of two concurrent creates take the last place', async () => {
    await t.db('anfallstelle').where({ erzeuger_id: kornId, name: 'Filiale Gaarden' }).update({ aktiv: false });
    expect(await aktive()).toBe(1);
    const antworten = await Promise.all([anlegen('Gleichzeitig A'), anlegen('Gleichzeitig B'), anlegen('Gleichzeitig C')]);
    expect(antworten.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    expect(await aktive()).toBe(2);
  });

  it('sets no limit without a contract', async () => {
    await t.db('erzeuger').where({ id: kornId }).update({ vertrag_id: null });
    expect((await anlegen('Ohne Vertrag 1')).status).toBe(201);
    expect((await anlegen('Ohne Vertrag 2')).status).toBe(201);
  });
});
