import { LEISTUNG_MELDUNG, PREIS_EINHEITEN, type Leistung } from '@abfallportal/common/leistung';
import { loadDemoAuftraege } from '../demo';
import { anmelden, createTestApp, type Browser, type TestApp } from '../testing/testApp';
import { idVon } from '../testing/idVon';

let t: TestApp;
let admin: Browser;
let support: Browser;
let musterbau: Browser;
let korn: Browser;
let dispo: Browser;
const ids: Record<string, number> = {};

/** The version the editor loaded (ETag of the GET), sent back with every change as the form does. */
const versionVon = async (b: Browser, url: string): Promise<string> => {
  const res = await b.get(url);
  return res.status === 200 ? (res.headers.etag as string) : '"1"';
};
const aendern = async (b: Browser, url: string, body: object) => b.put(url, body).set('If-Match', await versionVon(b, url));
const loeschen = async (b: Browser, url: string) =>
  b.agent
    .delete(url)
    .set('X-XSRF-TOKEN', b.xsrf)
    .set('If-Match', await versionVon(b, url));
const liste = async (b: Browser, filter: object = {}): Promise<Leistung[]> => {
  const res = await b.get(`/api/v1/leistung?range=[0,999]&filter=${encodeURIComponent(JSON.stringify(filter))}`);
  expect(res.status).toBe(200);
  return res.body as Leistung[];
};
const anzahlLeistungen = async (): Promise<number> => Number(((await t.db('leistung').count({ n: '*' }).first()) as { n: string }).n);

/** A new agreement for Musterbau with Nord: Big Bag of Baumischabfall has none in the demo world. */
const bigBag = (mehr: Record<string, unknown> = {}) => ({
  typ: 'ENTSORGUNG',
  gueltigVon: '2026-01-01',
  gueltigBis: '2026-12-31',
  erzeugerId: ids.musterbau,
  anfallstelleId: null,
  entsorgerId: ids.nord,
  abfallschluessel: '17 09 04',
  behaelterkategorie: 'BigBag',
  behaelterId: null,
  einheit: 't',
  verguetung: false,
  zyklusunabhaengig: false,
  preise: [
    { bezeichnung: 'Stellung und Abholung', preis: 49.5, einheit: 'Stück' },
    { bezeichnung: 'Entsorgung je t', preis: 210, einheit: 't' },
  ],
  ...mehr,
});

const preisAuskunft = async (datum = '2026-12-01') =>
  (
    await musterbau.post('/api/v1/auftrag/preis', {
      erzeugerId: ids.musterbau,
      anfallstelleId: ids.hafencity,
      entsorgerId: ids.nord,
      abfallschluessel: '170904',
      behaelterId: ids.bigbag,
      datum,
    })
  ).body as { ergebnis: string; leistungId?: number; preise?: { preis: number }[]; warnung?: string | null };

beforeAll(async () => {
  t = await createTestApp({}, { vorbereiten: async (deps) => void (await loadDemoAuftraege(deps.db, deps.eventStore)) });
  admin = await anmelden(t, 'admin@abfallportal.example');
  support = await anmelden(t, 'support@abfallportal.example');
  musterbau = await anmelden(t, 'inhaber@musterbau.example');
  korn = await anmelden(t, 'inhaber@baeckerei-korn.example');
  dispo = await anmelden(t, 'dispo@entsorgung-nord.example');
  ids.musterbau = await idVon(t.db, 'erzeuger', { name: 'Musterbau GmbH' });
  ids.korn = await idVon(t.db, 'erzeuger', { name: 'Bäckerei Korn KG' });
  ids.nord = await idVon(t.db, 'entsorger', { name: 'Entsorgung Nord GmbH' });
  ids.west = await idVon(t.db, 'entsorger', { name: 'Container-Dienst West GmbH' });
  ids.hafencity = await idVon(t.db, 'anfallstelle', { name: 'Baustelle Hafencity Quartier 4' });
  ids.backstube = await idVon(t.db, 'anfallstelle', { name: 'Backstube Kiel' });
  ids.bigbag = await idVon(t.db, 'behaeltertyp', { bezeichnung: 'Big Bag ~1 m3' });
  ids.mulde7 = await idVon(t.db, 'behaeltertyp', { bezeichnung: 'Absetzmulde 7 m3' });
});
afterAll(() => t.close());

describe('reading price agreements', () => {
  it('staff see every agreement, filtered by type, disposer and the day they are valid on', async () => {
    const alle = await liste(admin);
    expect(new Set(alle.map((l) => l.erzeugerName))).toEqual(new Set(['Musterbau GmbH', 'Bäckerei Korn KG']));
    const zyklisch = await liste(admin, { typ: 'ZYKL_UMLEER_SPEISEBEHAELTER' });
    expect(zyklisch.map((l) => [l.erzeugerName, l.behaelterBezeichnung])).toEqual([['Bäckerei Korn KG', 'MGB 240 l']]);
    const west = await liste(admin, { entsorgerId: ids.west });
    expect(west.length).toBeGreaterThan(0);
    expect(west.every((l) => l.entsorgerName === 'Container-Dienst West GmbH')).toBe(true);
    const holz2024 = await liste(admin, { entsorgerId: ids.west, gueltigAm: '2024-06-01' });
    expect(holz2024.map((l) => [l.abfallschluessel, l.gueltigVon, l.gueltigBis])).toEqual([['170201', '2024-01-01', '2024-12-31']]);
    expect((await support.get('/api/v1/leistung')).headers['content-range']).toMatch(/^leistung 0-\d+\/\d+$/);
  });

  it('one agreement with its price lines in order, names and the display of the waste key', async () => {
    const [korns] = await liste(admin, { typ: 'ZYKL_UMLEER_SPEISEBEHAELTER' });
    const res = await admin.get(`/api/v1/leistung/${korns?.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      typ: 'ZYKL_UMLEER_SPEISEBEHAELTER',
      erzeugerName: 'Bäckerei Korn KG',
      entsorgerName: 'Entsorgung Nord GmbH',
      anfallstelleId: null,
      abfallschluessel: '200108',
      behaelterkategorie: 'MGB',
      gueltigVon: '2025-01-01',
      gueltigBis: '2027-12-31',
      preise: [
        { bezeichnung: 'Leerung je Behälter', preis: 12.8, einheit: 'Stück' },
        { bezeichnung: 'Entsorgung je t', preis: 95, einheit: 't' },
      ],
    });
    expect(res.body.abfallschluesselAnzeige).toMatch(/^20 01 08 /);
    expect((await admin.get('/api/v1/leistung/999999')).status).toBe(404);
    expect((await admin.get('/api/v1/leistung/abc')).status).toBe(404);
  });

  it('bad list parameters are a 400 with a German message', async () => {
    const res = await admin.get(`/api/v1/leistung?filter=${encodeURIComponent('{"typ":"MIETE"}')}`);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^Ungültiger Filter/);
  });
});

describe('writing price agreements (CREATE_MANDANT)', () => {
  it('creates an agreement with two price lines; the price lookup finds it at once', async () => {
    expect((await preisAuskunft()).ergebnis).toBe('KEINE_VEREINBARUNG');
    const res = await admin.post('/api/v1/leistung', bigBag());
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ abfallschluessel: '170904', behaelterkategorie: 'BigBag', erzeugerName: 'Musterbau GmbH' });
    expect(res.body.preise).toEqual(bigBag().preise);
    const auskunft = await preisAuskunft();
    expect(auskunft).toMatchObject({ ergebnis: 'GEFUNDEN', leistungId: res.body.id, warnung: null });
    expect(auskunft.preise?.map((p) => p.preis)).toEqual([49.5, 210]);
    ids.bigBagLeistung = res.body.id as number;
  });

  it('refuses bad input with German field messages and changes nothing', async () => {
    const vorher = await anzahlLeistungen();
    const faelle: [Record<string, unknown>, string, string][] = [
      [{ preise: [] }, 'preise', LEISTUNG_MELDUNG.preisFehlt],
      [{ preise: [{ bezeichnung: 'Stellung', preis: -1, einheit: 'Stück' }] }, 'preise.0.preis', LEISTUNG_MELDUNG.preisNegativ],
      [{ preise: [{ bezeichnung: 'Stellung', preis: 1.005, einheit: 'Stück' }] }, 'preise.0.preis', LEISTUNG_MELDUNG.preisNachkomma],
      [{ preise: [{ bezeichnung: 'Stellung', preis: 1, einheit: 'kg' }] }, 'preise.0.einheit', LEISTUNG_MELDUNG.einheit],
      [{ preise: [{ bezeichnung: '  ', preis: 1, einheit: 'Tag' }] }, 'preise.0.bezeichnung', 'Dieses Feld ist ein Pflichtfeld.'],
      [{ gueltigVon: '2027-01-01', gueltigBis: '2026-12-31' }, 'gueltigBis', LEISTUNG_MELDUNG.zeitraum],
      [{ gueltigVon: '2026-02-30' }, 'gueltigVon', 'Bitte ein gültiges Datum angeben.'],
      [{ einheit: 'Liter' }, 'einheit', LEISTUNG_MELDUNG.einheit],
      [{ typ: 'MIETE' }, 'typ', LEISTUNG_MELDUNG.typ],
      [{ abfallschluessel: '1709' }, 'abfallschluessel', LEISTUNG_MELDUNG.abfallschluessel],
    ];
    for (const [mehr, feld, meldung] of faelle) {
      const res = await admin.post('/api/v1/leistung', bigBag({ gueltigVon: '2030-01-01', gueltigBis: null, ...mehr }));
      expect([res.status, res.body.errors?.[feld]]).toEqual([400, meldung]);
    }
    const fremdeStelle = await admin.post(
      '/api/v1/leistung',
      bigBag({ gueltigVon: '2030-01-01', gueltigBis: null, anfallstelleId: ids.backstube }),
    );
    expect([fremdeStelle.status, fremdeStelle.body.message]).toEqual([400, 'Die Anfallstelle gehört nicht zu diesem Kunden.']);
    const falscherBehaelter = await admin.post(
      '/api/v1/leistung',
      bigBag({ gueltigVon: '2030-01-01', gueltigBis: null, behaelterId: ids.mulde7 }),
    );
    expect(falscherBehaelter.body.errors).toEqual({ behaelterId: 'Der Behälter gehört nicht zu dieser Behälterkategorie.' });
    expect(await anzahlLeistungen()).toBe(vorher);
  });

  it('refuses an overlapping period for the same key and names the agreement in the way', async () => {
    const vorher = await anzahlLeistungen();
    const res = await admin.post('/api/v1/leistung', bigBag({ gueltigVon: '2026-12-31', gueltigBis: '2027-03-31' }));
    expect(res.status).toBe(409);
    expect(res.body.message).toContain(`Preisvereinbarung Nr. ${ids.bigBagLeistung} (gültig 01.01.2026 bis 31.12.2026)`);
    expect(await anzahlLeistungen()).toBe(vorher);
    // Another key is no overlap: a single site, a single container, another type.
    for (const anderer of [{ anfallstelleId: ids.hafencity }, { behaelterId: ids.bigbag }, { typ: 'ZYKL_UMLEER_SPEISEBEHAELTER' }]) {
      const res = await admin.post('/api/v1/leistung', bigBag(anderer));
      expect(res.status).toBe(201);
      // Removed again: the order's price lookup would count them as further current agreements.
      expect((await loeschen(admin, `/api/v1/leistung/${res.body.id as number}`)).status).toBe(200);
    }
  });

  it('open-ended agreements: the next one may start the day after the old one ends, not before', async () => {
    const offen = await admin.post('/api/v1/leistung', bigBag({ gueltigVon: '2027-01-01', gueltigBis: null }));
    expect(offen.status).toBe(201);
    expect(offen.body.gueltigBis).toBeNull();
    const spaeter = await admin.post('/api/v1/leistung', bigBag({ gueltigVon: '2031-05-01', gueltigBis: '2031-12-31' }));
    expect(spaeter.status).toBe(409);
    expect(spaeter.body.message).toContain(`Nr. ${offen.body.id as number} (gültig ab 01.01.2027 unbefristet)`);
    // Ending the open one makes room (an update is not compared with itself).
    const beendet = await aendern(
      admin,
      `/api/v1/leistung/${offen.body.id as number}`,
      bigBag({ gueltigVon: '2027-01-01', gueltigBis: '2031-04-30' }),
    );
    expect(beendet.status).toBe(200);
    expect((await admin.post('/api/v1/leistung', bigBag({ gueltigVon: '2031-05-01', gueltigBis: null }))).status).toBe(201);
  });

  it('two concurrent overlapping creates: exactly one is saved', async () => {
    const schluessel = { abfallschluessel: '170504', behaelterkategorie: 'Absetzmulde', behaelterId: ids.mulde7 };
    const antworten = await Promise.all(
      [0, 1, 2, 3].map((i) =>
        admin.post('/api/v1/leistung', bigBag({ ...schluessel, gueltigVon: `2026-0${i + 1}-01`, gueltigBis: '2026-12-31' })),
      ),
    );
    expect(antworten.map((r) => r.status).sort()).toEqual([201, 409, 409, 409]);
    expect(antworten.filter((r) => r.status === 409).every((r) => /Nr\. \d+/.test(r.body.message as string))).toBe(true);
    expect(await t.db('leistung').where({ abfallschluessel: '170504', erzeuger_id: ids.musterbau })).toHaveLength(1);
  });

  it('an update replaces the price lines; the price lookup shows the new prices; delete removes it', async () => {
    const id = ids.bigBagLeistung as number;
    const neu = [{ bezeichnung: 'Pauschale', preis: 99.99, einheit: 'Stück' }];
    const res = await aendern(admin, `/api/v1/leistung/${id}`, bigBag({ preise: neu }));
    expect(res.status).toBe(200);
    expect(res.body.preise).toEqual(neu);
    expect((await preisAuskunft()).preise?.map((p) => p.preis)).toEqual([99.99]);
    // Ended in the past: the lookup still prices with a warning (spec § 8).
    await aendern(admin, `/api/v1/leistung/${id}`, bigBag({ preise: neu, gueltigVon: '2026-01-01', gueltigBis: '2026-11-30' }));
    expect(await preisAuskunft()).toMatchObject({ ergebnis: 'GEFUNDEN', warnung: 'Die Preisvereinbarung ist am 30.11.2026 abgelaufen.' });
    expect((await aendern(admin, '/api/v1/leistung/999999', bigBag())).status).toBe(404);
    const weg = await loeschen(admin, `/api/v1/leistung/${id}`);
    expect(weg.status).toBe(200);
    expect((await admin.get(`/api/v1/leistung/${id}`)).status).toBe(404);
    expect(await t.db('leistung_preis').where({ leistung_id: id })).toEqual([]);
    expect((await preisAuskunft()).ergebnis).toBe('KEINE_VEREINBARUNG');
  });

  it('an agreement that orders refer to is not deleted: it is ended instead', async () => {
    let genutzt: { leistung_id: number } | undefined;
    for (let versuch = 0; versuch < 100 && !genutzt; versuch++) {
      genutzt = (await t.db('auftrag_uebersicht').whereNotNull('leistung_id').first('leistung_id')) as typeof genutzt;
      if (!genutzt) await new Promise((r) => setTimeout(r, 50));
    }
    const id = genutzt?.leistung_id as number;
    const res = await loeschen(admin, `/api/v1/leistung/${id}`);
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/^Die Preisvereinbarung wird in \d+ (Auftrag|Aufträgen) verwendet und kann nicht gelöscht werden\./);
    expect((await admin.get(`/api/v1/leistung/${id}`)).status).toBe(200);
  });

  it('no lost update: of two editors who loaded version N, the second gets 409 and the first one’s prices stay', async () => {
    const neu = await admin.post('/api/v1/leistung', bigBag({ gueltigVon: '2020-01-01', gueltigBis: '2020-12-31' }));
    expect(neu.status).toBe(201);
    const url = `/api/v1/leistung/${neu.body.id as number}`;
    const zweite = await anmelden(t, 'admin@abfallportal.example');
    const [a, b] = [await admin.get(url), await zweite.get(url)];
    expect(a.headers.etag).toBe(`"${a.body.version as number}"`);
    expect(b.headers.etag).toBe(a.headers.etag);
    const erste = await admin
      .put(
        url,
        bigBag({ gueltigVon: '2020-01-01', gueltigBis: '2020-12-31', preise: [{ bezeichnung: 'Erste', preis: 1, einheit: 'Stück' }] }),
      )
      .set('If-Match', a.headers.etag as string);
    expect(erste.status).toBe(200);
    expect(erste.body.version).toBe((a.body.version as number) + 1);
    const spaet = await zweite
      .put(
        url,
        bigBag({ gueltigVon: '2020-01-01', gueltigBis: '2020-12-31', preise: [{ bezeichnung: 'Zweite', preis: 2, einheit: 'Stück' }] }),
      )
      .set('If-Match', b.headers.etag as string);
    expect(spaet.status).toBe(409);
    expect(spaet.body).toEqual({
      message: 'Der Datensatz wurde inzwischen geändert. Bitte laden Sie ihn neu und übernehmen Sie Ihre Änderungen erneut.',
      code: 'VERSION_KONFLIKT',
    });
    expect((await admin.get(url)).body.preise).toEqual([{ bezeichnung: 'Erste', preis: 1, einheit: 'Stück' }]);
    const ohne = await zweite.put(url, bigBag({ gueltigVon: '2020-01-01', gueltigBis: '2020-12-31' }));
    expect(ohne.status).toBe(428);
    expect(ohne.body).toEqual({ message: 'Die Version des Datensatzes fehlt. Bitte laden Sie ihn neu.', code: 'VERSION_FEHLT' });
    const veraltetLoeschen = await zweite.agent
      .delete(url)
      .set('X-XSRF-TOKEN', zweite.xsrf)
      .set('If-Match', b.headers.etag as string);
    expect(veraltetLoeschen.status).toBe(409);
    expect((await loeschen(admin, url)).status).toBe(200);
  });

  it('every unit of the allowed set can be saved', async () => {
    const res = await admin.post(
      '/api/v1/leistung',
      bigBag({
        entsorgerId: ids.west,
        gueltigVon: '2020-01-01',
        gueltigBis: null,
        preise: PREIS_EINHEITEN.map((einheit, i) => ({ bezeichnung: `Zeile ${i}`, preis: i + 0.1, einheit })),
      }),
    );
    expect(res.status).toBe(201);
    expect(res.body.preise.map((p: { einheit: string }) => p.einheit)).toEqual([...PREIS_EINHEITEN]);
  });
});

describe('tenant isolation', () => {
  it('a producer sees only its own agreements, also when it filters for another producer', async () => {
    const eigene = await liste(musterbau);
    expect(eigene.length).toBeGreaterThan(0);
    expect(eigene.every((l) => l.erzeugerId === ids.musterbau)).toBe(true);
    expect(await liste(musterbau, { erzeugerId: ids.korn })).toEqual([]);
    expect((await liste(korn)).map((l) => l.erzeugerName)).toEqual(['Bäckerei Korn KG']);
  });

  it('the owner of Bäckerei Korn can neither read nor change Musterbau’s agreements', async () => {
    const [fremde] = await liste(musterbau);
    const id = fremde?.id as number;
    const vorher = await admin.get(`/api/v1/leistung/${id}`);
    expect((await korn.get(`/api/v1/leistung/${id}`)).status).toBe(404);
    expect((await korn.put(`/api/v1/leistung/${id}`, bigBag({ gueltigVon: '2050-01-01' }))).status).toBe(403);
    expect((await loeschen(korn, `/api/v1/leistung/${id}`)).status).toBe(403);
    expect((await korn.post('/api/v1/leistung', bigBag({ erzeugerId: ids.korn, gueltigVon: '2050-01-01' }))).status).toBe(403);
    // Musterbau's own owner may read but not write either: prices are agreed by the portal staff.
    expect((await musterbau.put(`/api/v1/leistung/${id}`, bigBag({ gueltigVon: '2050-01-01' }))).status).toBe(403);
    expect((await support.post('/api/v1/leistung', bigBag({ gueltigVon: '2050-01-01' }))).status).toBe(403);
    expect((await admin.get(`/api/v1/leistung/${id}`)).body).toEqual(vorher.body);
  });

  it('a disposer’s user sees only its own disposer’s agreements and customers', async () => {
    const eigene = await liste(dispo);
    expect(eigene.length).toBeGreaterThan(0);
    expect(eigene.every((l) => l.entsorgerId === ids.nord)).toBe(true);
    expect(await liste(dispo, { entsorgerId: ids.west })).toEqual([]);
    const [west] = await liste(admin, { entsorgerId: ids.west });
    expect((await dispo.get(`/api/v1/leistung/${west?.id as number}`)).status).toBe(404);
    expect((await dispo.post('/api/v1/leistung', bigBag({ gueltigVon: '2050-01-01' }))).status).toBe(403);
    expect((await dispo.get(`/api/v1/leistung/optionen?entsorgerId=${ids.nord}`)).status).toBe(403);

    const kunden = await dispo.get(`/api/v1/entsorger/${ids.nord}/kunden`);
    expect(kunden.status).toBe(200);
    expect(kunden.body.map((k: { erzeugerName: string; kundennummer: string }) => [k.erzeugerName, k.kundennummer])).toEqual([
      ['Bäckerei Korn KG', 'KD-100877'],
      ['Musterbau GmbH', 'KD-100234'],
    ]);
    expect((await dispo.get(`/api/v1/entsorger/${ids.west}/kunden`)).status).toBe(403);
    expect((await dispo.get(`/api/v1/entsorger/${ids.west}/kundenbereich`)).status).toBe(403);
    expect((await musterbau.get(`/api/v1/entsorger/${ids.nord}/kunden`)).status).toBe(403);
  });
});

describe('the disposer detail for staff', () => {
  it('customers with their customer numbers and agreement counts, searchable', async () => {
    const res = await admin.get(`/api/v1/entsorger/${ids.west}/kunden`);
    expect(res.status).toBe(200);
    expect(res.headers['content-range']).toBe('kunden 0-0/1');
    expect(res.body).toEqual([
      expect.objectContaining({ erzeugerId: ids.musterbau, erzeugerName: 'Musterbau GmbH', kundennummer: 'CW-55012', aktiv: true }),
    ]);
    expect(res.body[0].leistungen).toBeGreaterThanOrEqual(5);
    const suche = await admin.get(`/api/v1/entsorger/${ids.nord}/kunden?filter=${encodeURIComponent('{"q":"korn"}')}`);
    expect(suche.body.map((k: { erzeugerName: string }) => k.erzeugerName)).toEqual(['Bäckerei Korn KG']);
    expect((await admin.get('/api/v1/entsorger/999999/kundenbereich')).status).toBe(404);
  });

  it('the side panel with the disposer’s details', async () => {
    const res = await admin.get(`/api/v1/entsorger/${ids.nord}/kundenbereich`);
    expect(res.body).toMatchObject({ name: 'Entsorgung Nord GmbH', ort: 'Hamburg', ansprechpartner: 'Jana Petersen', kundenAnzahl: 2 });
  });

  it('the form options: the disposer’s customers and their sites, containers by category', async () => {
    const res = await admin.get(`/api/v1/leistung/optionen?entsorgerId=${ids.west}`);
    expect(res.status).toBe(200);
    expect(res.body.erzeuger).toEqual([{ id: ids.musterbau, name: 'Musterbau GmbH' }]);
    expect(res.body.anfallstellen.every((a: { erzeugerId: number }) => a.erzeugerId === ids.musterbau)).toBe(true);
    expect(res.body.behaelterkategorien).toContain('Absetzmulde');
    expect(res.body.behaelter).toContainEqual({ id: ids.mulde7, name: 'Absetzmulde 7 m3', kategorie: 'Absetzmulde' });
    expect(res.body.abfallschluessel).toContainEqual({ id: '170904', name: expect.stringMatching(/^17 09 04 /) });
  });
});
