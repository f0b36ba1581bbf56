import type { ErzeugerListeEintrag } from '@abfallportal/common/erzeugerWire';
import { loadDemoAuftraege } from '../demo';
import { anmelden, createTestApp, type Browser, type TestApp } from '../testing/testApp';

const liste = (params: Record<string, unknown>) =>
  `/api/v1/erzeuger?${Object.entries(params)
    .map(([k, v]) => `${k}=${encodeURIComponent(typeof v === 'string' ? v : JSON.stringify(v))}`)
    .join('&')}`;

describe('the support’s producer list, producer info and approval', () => {
  let t: TestApp;
  let support: Browser;
  let admin: Browser;
  let korn: Browser;
  let ids: Record<string, number>;
  beforeAll(async () => {
    t = await createTestApp({}, { vorbereiten: async (deps) => void (await loadDemoAuftraege(deps.db, deps.eventStore)) });
    await t.aufholen(['auftraege', 'belege']);
    [support, admin, korn] = await Promise.all([
      anmelden(t, 'support@abfallportal.example'),
      anmelden(t, 'admin@abfallportal.example'),
      anmelden(t, 'inhaber@baeckerei-korn.example'),
    ]);
    const rows = (await t.db('erzeuger').select('id', 'name')) as { id: number; name: string }[];
    ids = Object.fromEntries(rows.map((r) => [r.name, r.id]));
  });
  afterAll(() => t.close());

  it('counts Musterbau’s disposers, sites, users and demo orders', async () => {
    const res = await support.get(liste({ statistics: 'true', filter: { q: 'musterbau' } }));
    expect(res.status).toBe(200);
    expect(res.headers['content-range']).toBe('erzeuger 0-0/1');
    expect(res.body).toEqual([
      expect.objectContaining({
        name: 'Musterbau GmbH',
        typ: 'ERZEUGER',
        ort: 'Hamburg',
        freigegeben: true,
        anzahlEntsorger: 2,
        anzahlAnfallstellen: 3,
        anzahlBenutzer: 2,
        // Demo (issue 20): an approved invoice, a weighing slip rejected as faulty, a captured delivery note;
        // demo (issue 21, demoAuswertung.ts): two approved invoices and an approved credit note.
        anzahlRechnungen: 6,
        // Demo (issues 18, 28): three offer requests (answered, unanswered, declined by all); orders in every
        // status, follow-up orders included.
        anzahlAnfragen: 3,
        anzahlAuftraege: 38,
      }),
    ]);
  });

  it('counts orders waiting for an offer as requests', async () => {
    // One more request than the demo's: turn an order into one in the read model.
    await t.db('auftrag_uebersicht').where({ vorgangsnummer: 'V-DEMO-001' }).update({ status: 'WARTEN_AUF_ANGEBOT' });
    const res = await support.get(liste({ filter: { q: 'Musterbau', statistics: true } }));
    expect(res.body[0]).toMatchObject({ anzahlAnfragen: 4, anzahlAuftraege: 37 });
  });

  it('lists without figures unless asked', async () => {
    const res = await support.get(liste({ filter: { q: 'korn' } }));
    expect(res.body).toEqual([expect.not.objectContaining({ anzahlAuftraege: expect.anything() })]);
    expect((res.body as ErzeugerListeEintrag[])[0]!.name).toBe('Bäckerei Korn KG');
  });

  it('searches name and city case-insensitively and filters by approval', async () => {
    const inKiel = await support.get(liste({ filter: { q: 'KIEL' } }));
    expect((inKiel.body as ErzeugerListeEintrag[]).map((e) => e.name)).toEqual(['Bäckerei Korn KG']);
    const offen = await support.get(liste({ filter: { freigegeben: false } }));
    expect((offen.body as ErzeugerListeEintrag[]).map((e) => e.name)).toEqual(['Gartenbau Grün OHG']);
  });

  it('sorts names in German order and by a count', async () => {
    // Byte order would put Ä after M; German order puts it with A.
    const [aerzte] = (await t.db('erzeuger').insert({ name: 'Ärztehaus am Markt', ort: 'Zwickau' }).returning('id')) as { id: number }[];
    const nachName = await support.get(liste({ sort: ['name', 'ASC'] }));
    await t.db('erzeuger').where({ id: aerzte!.id }).delete();
    expect((nachName.body as ErzeugerListeEintrag[]).map((e) => e.name)).toEqual([
      'Ärztehaus am Markt',
      'Bäckerei Korn KG',
      'Gartenbau Grün OHG',
      'Musterbau GmbH',
    ]);
    const nachStellen = await support.get(liste({ statistics: 'true', sort: ['anzahlAnfallstellen', 'DESC'], range: [0, 1] }));
    expect((nachStellen.body as ErzeugerListeEintrag[]).map((e) => e.name)).toEqual(['Musterbau GmbH', 'Bäckerei Korn KG']);
    expect(nachStellen.headers['content-range']).toBe('erzeuger 0-1/3');
    expect((await support.get(liste({ sort: ['anzahlAuftraege', 'ASC'] }))).status).toBe(400);
  });

  it('refuses the list to a producer’s owner', async () => {
    expect((await korn.get('/api/v1/erzeuger')).status).toBe(403);
  });

  it('gives producer info to its own users and staff, and 404 to anyone else', async () => {
    const eigene = await korn.get(`/api/v1/erzeuger/info?id=${ids['Bäckerei Korn KG']}`);
    expect(eigene.body).toEqual({ id: ids['Bäckerei Korn KG'], name: 'Bäckerei Korn KG', typ: 'ERZEUGER', freigegeben: true });
    expect((await korn.get(`/api/v1/erzeuger/info?id=${ids['Musterbau GmbH']}`)).status).toBe(404);
    expect((await korn.get('/api/v1/erzeuger/info?id=abc')).status).toBe(404);
    expect((await support.get(`/api/v1/erzeuger/info?id=${ids['Musterbau GmbH']}`)).body.name).toBe('Musterbau GmbH');
  });

  it('offers a producer’s user only their producer and staff every one', async () => {
    expect((await korn.get('/api/v1/erzeuger/forBenutzer')).body).toEqual([{ id: ids['Bäckerei Korn KG'], name: 'Bäckerei Korn KG' }]);
    expect(((await support.get('/api/v1/erzeuger/forBenutzer')).body as { name: string }[]).map((e) => e.name)).toEqual([
      'Bäckerei Korn KG',
      'Gartenbau Grün OHG',
      'Musterbau GmbH',
    ]);
  });

  it('approves an unapproved producer once and for all; support may, a producer may not', async () => {
    const url = `/api/v1/erzeuger/${ids['Gartenbau Grün OHG']}/freigeben`;
    expect((await korn.put(url)).status).toBe(403);
    expect(await t.db('erzeuger').where({ id: ids['Gartenbau Grün OHG'] }).first('freigegeben')).toEqual({ freigegeben: false });
    const res = await support.put(url);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      name: 'Gartenbau Grün OHG',
      freigegeben: true,
      message: 'Der Erzeuger „Gartenbau Grün OHG“ ist freigegeben.',
    });
    expect((await admin.put(url)).status).toBe(200);
    expect((await admin.put('/api/v1/erzeuger/999999/freigeben')).status).toBe(404);
    expect((await support.get(liste({ filter: { freigegeben: false } }))).body).toEqual([]);
  });
});
