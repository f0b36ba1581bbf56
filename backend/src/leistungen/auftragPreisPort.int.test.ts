import { loadDemoData } from '../demo';
import { createTestDatabase, type TestDatabase } from '../platform/testing/testDatabase';
import type { BestellIds } from '../auftraege';
import { invalidateCache } from '../platform/processCache';
import { createAuftragPreisPort } from './auftragPreisPort';
import { idVon } from '../testing/idVon';

let t: TestDatabase;
let ids: BestellIds;
const fakten = (b: BestellIds) => createAuftragPreisPort(t.db).bestellFakten(b);
let weitere: { backstube: number; sued: number; baumisch: number; papier: number; nord: number };

beforeAll(async () => {
  t = await createTestDatabase();
  await loadDemoData(t.db);
  ids = {
    erzeugerId: await idVon(t.db, 'erzeuger', { name: 'Musterbau GmbH' }),
    anfallstelleId: await idVon(t.db, 'anfallstelle', { name: 'Baustelle Hafencity Quartier 4' }),
    fraktionId: await idVon(t.db, 'fraktion', { bezeichnung: 'Holz A I-A III (Altholz, lose)' }),
    abfallschluessel: '150103',
    behaelterId: await idVon(t.db, 'behaeltertyp', { bezeichnung: 'Abrollcontainer 20 m3' }),
    entsorgerId: await idVon(t.db, 'entsorger', { name: 'Container-Dienst West GmbH' }),
    wunschLiefertermin: '2026-12-01',
    wunschAbholtermin: null,
    anzahl: 1,
  };
  weitere = {
    backstube: await idVon(t.db, 'anfallstelle', { name: 'Backstube Kiel' }),
    sued: await idVon(t.db, 'entsorger', { name: 'Recycling Süd AG' }),
    baumisch: await idVon(t.db, 'fraktion', { bezeichnung: 'Baumischabfall' }),
    papier: await idVon(t.db, 'fraktion', { bezeichnung: 'Papier/Pappe/Kartonage (lose)' }),
    nord: await idVon(t.db, 'entsorger', { name: 'Entsorgung Nord GmbH' }),
  };
});

afterAll(async () => {
  await t.drop();
});

test('the name an order keeps and whether its fraction is mixed', async () => {
  expect((await fakten(ids)).stammdaten).toEqual({ behaelterBezeichnung: 'Abrollcontainer 20 m3', gemischt: false });
});

test.each([
  ['another producer’s site', () => ({ anfallstelleId: weitere.backstube })],
  ['a disposer without a customer number', () => ({ entsorgerId: weitere.sued })],
  ['a waste key the fraction does not name', () => ({ abfallschluessel: '170904' })],
  ['a container that does not exist', () => ({ behaelterId: 999999 })],
  ['a fraction that does not exist', () => ({ fraktionId: 999999 })],
])('null for %s', async (_name, anders) => {
  expect(await fakten({ ...ids, ...anders() })).toEqual({ stammdaten: null, preis: null });
});

test('null once the customer number is deactivated', async () => {
  await t.db('kundennummer').where({ erzeuger_id: ids.erzeugerId, entsorger_id: ids.entsorgerId }).update({ aktiv: false });
  expect((await fakten(ids)).stammdaten).toBeNull();
  await t.db('kundennummer').where({ erzeuger_id: ids.erzeugerId, entsorger_id: ids.entsorgerId }).update({ aktiv: true });
});

test('mixed waste (GewAbfV) is flagged, sorted waste is not', async () => {
  const baumisch = await fakten({ ...ids, fraktionId: weitere.baumisch, abfallschluessel: '170904' });
  expect(baumisch.stammdaten?.gemischt).toBe(true);
  const gemischte = (await t.db('fraktion').where({ gemischt: true }).orderBy('bezeichnung').pluck('bezeichnung')) as string[];
  expect(gemischte).toEqual([
    'Baumischabfall',
    'Bauschutt (Beton/Ziegel/Fliesen gemischt)',
    'Gemischte Siedlungsabfälle / gemischter Gewerbeabfall (lose)',
  ]);
});

test('master data and prices come from the process cache until their writers invalidate it', async () => {
  const hafencity = { ...ids, fraktionId: weitere.baumisch, abfallschluessel: '170904', entsorgerId: weitere.nord };
  hafencity.behaelterId = await idVon(t.db, 'behaeltertyp', { bezeichnung: 'Absetzmulde 7 m3' });
  const vorher = await fakten(hafencity);
  expect(vorher.preis).not.toBeNull();
  // Written behind the cache's back (no writer's hook): the cached answer stands …
  await t.db('behaeltertyp').where({ id: hafencity.behaelterId }).update({ bezeichnung: 'Mulde sieben' });
  const zeitraum = (await t.db('leistung').where({ id: vorher.preis!.leistungId }).first('gueltig_von', 'gueltig_bis')) as object;
  await t.db('leistung').where({ id: vorher.preis!.leistungId }).update({ gueltig_von: '2099-01-01', gueltig_bis: null });
  expect(await fakten(hafencity)).toEqual(vorher);
  // … until the writers' hook says the topic changed.
  invalidateCache(t.db, 'stammdaten');
  expect((await fakten(hafencity)).stammdaten?.behaelterBezeichnung).toBe('Mulde sieben');
  expect((await fakten(hafencity)).preis).toEqual(vorher.preis);
  invalidateCache(t.db, 'preise');
  expect((await fakten(hafencity)).preis).toBeNull();
  await t.db('behaeltertyp').where({ id: hafencity.behaelterId }).update({ bezeichnung: 'Absetzmulde 7 m3' });
  await t.db('leistung').where({ id: vorher.preis!.leistungId }).update(zeitraum);
});

test('loading the demo data again adds no agreement twice', async () => {
  const zaehlen = async () => Number(((await t.db('leistung_preis').count('* as n').first()) as { n: string }).n);
  const vorher = await zaehlen();
  expect(vorher).toBeGreaterThan(0);
  await loadDemoData(t.db);
  expect(await zaehlen()).toBe(vorher);
});
