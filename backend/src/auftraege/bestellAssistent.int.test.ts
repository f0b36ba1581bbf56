import { anmelden, createTestApp, type Browser, type TestApp } from '../testing/testApp';
import { idVon } from '../testing/idVon';

/**
 * The order wizard's calls under /api/v1/auftrag, served by the order slice and answered by the
 * price port (leistungen), through the real app with real sessions.
 */
// A Monday: the earliest delivery is Tuesday.
const JETZT = new Date('2026-11-23T09:00:00Z');
const DATUM = '2026-12-01';

let t: TestApp;
const ids: Record<string, number> = {};
const browser: Record<string, Browser> = {};

const MUSTERBAU = 'inhaber@musterbau.example';
const KORN = 'inhaber@baeckerei-korn.example';
const ADMIN = 'admin@abfallportal.example';
const NUTZER = 'nutzer@musterbau.example';
const DISPO = 'dispo@entsorgung-nord.example';
const get = (als: string, url: string) => browser[als]!.get(`/api/v1/auftrag${url}`);
const post = (als: string, url: string, body: object) => browser[als]!.post(`/api/v1/auftrag${url}`, body);

beforeAll(async () => {
  t = await createTestApp();
  for (const email of [MUSTERBAU, KORN, ADMIN, NUTZER, DISPO]) browser[email] = await anmelden(t, email);
  t.uhr.jetzt = JETZT;
  ids.musterbau = await idVon(t.db, 'erzeuger', { name: 'Musterbau GmbH' });
  ids.korn = await idVon(t.db, 'erzeuger', { name: 'Bäckerei Korn KG' });
  ids.hafencity = await idVon(t.db, 'anfallstelle', { name: 'Baustelle Hafencity Quartier 4' });
  ids.eppendorf = await idVon(t.db, 'anfallstelle', { name: 'Baustelle Wohnpark Eppendorf' });
  ids.backstube = await idVon(t.db, 'anfallstelle', { name: 'Backstube Kiel' });
  ids.nord = await idVon(t.db, 'entsorger', { name: 'Entsorgung Nord GmbH' });
  ids.west = await idVon(t.db, 'entsorger', { name: 'Container-Dienst West GmbH' });
  ids.mulde7 = await idVon(t.db, 'behaeltertyp', { bezeichnung: 'Absetzmulde 7 m3' });
  ids.abroll20 = await idVon(t.db, 'behaeltertyp', { bezeichnung: 'Abrollcontainer 20 m3' });
  ids.bigbag = await idVon(t.db, 'behaeltertyp', { bezeichnung: 'Big Bag ~1 m3' });
  ids.mgb240 = await idVon(t.db, 'behaeltertyp', { bezeichnung: 'MGB 240 l' });
  ids.baumisch = await idVon(t.db, 'fraktion', { bezeichnung: 'Baumischabfall' });
});

afterAll(() => t.close());

const preis = (mehr: Record<string, unknown>, als = MUSTERBAU) =>
  post(als, '/preis', { erzeugerId: ids.musterbau, anfallstelleId: ids.hafencity, behaelterId: ids.mulde7, datum: DATUM, ...mehr });

describe('wizard options', () => {
  test('step 1: the owner gets the sites and the next working day', async () => {
    const res = await get(MUSTERBAU, `/timeAndPlace?erzeugerId=${ids.musterbau}`);
    expect(res.status).toBe(200);
    expect(res.body.anfallstellen.map((a: { name: string }) => a.name)).toEqual([
      'Baustelle Hafencity Quartier 4',
      'Baustelle Wohnpark Eppendorf',
      'Betriebshof Billbrook',
    ]);
    expect(res.body.fruehesterLiefertermin).toBe('2026-11-24');
  });

  test('step 2: fractions with their AVV keys; mixed ones are flagged', async () => {
    const res = await get(MUSTERBAU, `/wertstoff?erzeugerId=${ids.musterbau}&anfallstelleId=${ids.hafencity}`);
    expect(res.status).toBe(200);
    type F = { bezeichnung: string; gemischt: boolean; abfallschluessel: { schluessel: string; anzeige: string }[] };
    const nach = (name: string): F => res.body.fraktionen.find((f: F) => f.bezeichnung === name);
    expect(nach('Baumischabfall')).toMatchObject({ gemischt: true, abfallschluessel: [{ schluessel: '170904' }] });
    expect(nach('Bauschutt (Beton/Ziegel/Fliesen gemischt)').abfallschluessel.map((a) => a.schluessel)).toEqual(['170107']);
    expect(nach('Holz A I-A III (Altholz, lose)')).toMatchObject({ gemischt: false });
    expect(nach('Holz A I-A III (Altholz, lose)').abfallschluessel.map((a) => a.schluessel)).toEqual(['170201', '150103', '200138']);
    expect(nach('Holz A IV (gefährlich)').abfallschluessel.map((a) => a.anzeige)).toEqual(['17 02 04*', '20 01 37*']);
  });

  test('containers for a fraction; an unknown fraction is not found', async () => {
    const res = await get(MUSTERBAU, `/behaelterOptions/${ids.baumisch}`);
    expect(res.body.behaelter).toContainEqual({ id: ids.mulde7, bezeichnung: 'Absetzmulde 7 m3', typ: 'Absetzmulde', volumenM3: 7 });
    expect((await get(MUSTERBAU, '/behaelterOptions/999999')).status).toBe(404);
  });
});

describe('POST /preis', () => {
  test('one current agreement: net estimate for the count and the rent days', async () => {
    const res = await preis({ entsorgerId: ids.nord, abfallschluessel: '170904', anzahl: 2, abholDatum: '2026-12-11' });
    // 2 × 95 + 2 × 10 days × 2.50 + 2 × 7 m³ × 0.3 t/m³ × 189 €/t
    expect(res.body).toMatchObject({ ergebnis: 'GEFUNDEN', summeNetto: 1033.8, warnung: null });
    expect(res.body.preise[0]).toEqual({ bezeichnung: 'Stellung und Abholung', preis: 95, einheit: 'Stück' });
  });

  test('the site agreement wins over the customer-wide one', async () => {
    const abroll = { entsorgerId: ids.nord, abfallschluessel: '170904', behaelterId: ids.abroll20 };
    expect((await preis(abroll)).body.preise[0].preis).toBe(145);
    expect((await preis({ ...abroll, anfallstelleId: ids.eppendorf })).body.preise[0].preis).toBe(160);
  });

  test.each([
    ['170107', 'Nord', 'MEHRERE_AKTUELLE', 'Mehrere aktuelle Preisvereinbarungen gefunden.'],
    ['170201', 'West', 'MEHRERE_VERGANGENE', 'Mehrere vergangene Preisvereinbarungen gefunden.'],
    ['170904', null, 'MEHRERE_AKTUELLE', 'Mehrere aktuelle Preisvereinbarungen gefunden.'],
  ])('waste key %s with %s: %s', async (abfallschluessel, entsorger, ergebnis, meldung) => {
    const behaelterId = abfallschluessel === '170201' ? ids.abroll20 : ids.mulde7;
    const entsorgerId = entsorger === null ? null : entsorger === 'Nord' ? ids.nord : ids.west;
    expect((await preis({ abfallschluessel, behaelterId, entsorgerId })).body).toEqual({ ergebnis, meldung });
  });

  test('an expired agreement prices with a warning; none at all is reported', async () => {
    const papier = (await preis({ entsorgerId: ids.nord, abfallschluessel: '150101', fraktionId: null })).body;
    expect(papier).toMatchObject({ ergebnis: 'GEFUNDEN', warnung: 'Die Preisvereinbarung ist am 30.06.2026 abgelaufen.' });
    const bigBag = (await preis({ entsorgerId: ids.nord, abfallschluessel: '170904', behaelterId: ids.bigbag })).body;
    expect(bigBag).toEqual({ ergebnis: 'KEINE_VEREINBARUNG', meldung: 'Keine Preisvereinbarung gefunden.' });
  });

  test('Bäckerei Korn gets its own agreement', async () => {
    const res = await preis(
      { erzeugerId: ids.korn, anfallstelleId: ids.backstube, abfallschluessel: '200108', behaelterId: ids.mgb240 },
      KORN,
    );
    // 12.80 + 0.24 m³ × 0.5 t/m³ × 95 €/t
    expect(res.body).toMatchObject({ ergebnis: 'GEFUNDEN', summeNetto: 24.2 });
  });
});

test('disposers: those with a price first, cheapest first', async () => {
  const url = (schluessel: string) =>
    `/sortedEntsorgerIdsAndPreisInfo?erzeugerId=${ids.musterbau}&anfallstelleId=${ids.hafencity}` +
    `&abfallschluessel=${schluessel}&behaelterId=${ids.mulde7}&datum=${DATUM}`;
  const baumisch = (await get(MUSTERBAU, url('170904'))).body.entsorger;
  expect(
    baumisch.map((e: { name: string; kundennummer: string; preis: { summeNetto: number } }) => [
      e.name,
      e.kundennummer,
      e.preis.summeNetto,
    ]),
  ).toEqual([
    ['Entsorgung Nord GmbH', 'KD-100234', 491.9],
    ['Container-Dienst West GmbH', 'CW-55012', 506.9],
  ]);
  const bauschutt = (await get(MUSTERBAU, url('170107'))).body.entsorger;
  expect(bauschutt.map((e: { id: number; preis: { ergebnis: string } }) => [e.id, e.preis.ergebnis])).toEqual([
    [ids.west, 'GEFUNDEN'],
    [ids.nord, 'MEHRERE_AKTUELLE'],
  ]);
});

test('order value limit: the owner is never limited, a user above the limit is', async () => {
  expect((await post(MUSTERBAU, '/checkBestellwertGrenze', { erzeugerId: ids.musterbau, betrag: 50_000 })).body).toEqual({
    ueberschritten: false,
    grenze: null,
  });
  const nutzer = NUTZER;
  expect((await post(nutzer, '/checkBestellwertGrenze', { erzeugerId: ids.musterbau, betrag: 1000.01 })).body).toEqual({
    ueberschritten: true,
    grenze: 1000,
  });
  expect((await post(nutzer, '/checkBestellwertGrenze', { erzeugerId: ids.musterbau, betrag: 1000 })).body.ueberschritten).toBe(false);
});

describe('scope and input', () => {
  test('another tenant’s producer or site is not found', async () => {
    expect((await get(KORN, `/timeAndPlace?erzeugerId=${ids.musterbau}`)).status).toBe(404);
    expect((await get(KORN, `/wertstoff?erzeugerId=${ids.korn}&anfallstelleId=${ids.hafencity}`)).status).toBe(404);
    const fremd = await preis({ erzeugerId: ids.korn, abfallschluessel: '170904' }, KORN);
    expect(fremd.status).toBe(404);
    expect(fremd.body.message).toBe('Die Anfallstelle wurde nicht gefunden.');
    expect((await post(KORN, '/checkBestellwertGrenze', { erzeugerId: ids.musterbau, betrag: 1 })).status).toBe(404);
  });

  test('staff who see all orders may ask for any existing producer', async () => {
    const admin = await idVon(t.db, 'benutzer', { email: 'admin@abfallportal.example' });
    await t
      .db('benutzer_berechtigung')
      .insert(['VIEW_AUFTRAG', 'EDIT_AUFTRAG'].map((berechtigung) => ({ benutzer_id: admin, berechtigung })));
    expect((await get(ADMIN, `/timeAndPlace?erzeugerId=${ids.korn}`)).body.anfallstellen).toHaveLength(1);
    expect((await get(ADMIN, '/timeAndPlace?erzeugerId=999999')).status).toBe(404);
  });

  test('a disposer’s clerk without order permissions is refused', async () => {
    expect((await get(DISPO, `/timeAndPlace?erzeugerId=${ids.musterbau}`)).status).toBe(403);
  });

  test('bad input answers 400 with German messages', async () => {
    const res = await get(MUSTERBAU, '/timeAndPlace?erzeugerId=abc');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      message: 'Die Eingaben wurden vom Server als fehlerhaft zurückgewiesen',
      errors: { erzeugerId: 'Bitte einen Erzeuger wählen.' },
    });
    const falsch = await preis({ abfallschluessel: '17 09 04', anzahl: 0 });
    expect(falsch.status).toBe(400);
    expect(falsch.body.errors).toEqual({
      abfallschluessel: 'Bitte einen Abfallschlüssel mit sechs Ziffern angeben.',
      anzahl: 'Mindestens ein Behälter.',
    });
  });
});
