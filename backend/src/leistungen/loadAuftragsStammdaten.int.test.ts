import { loadDemoData } from '../demo/loadDemoData';
import { createTestDatabase, type TestDatabase } from '../platform/testing/testDatabase';
import { istGemischteFraktion } from './istGemischteFraktion';
import { loadAuftragsStammdaten, type AuftragsStammdatenIds } from './loadAuftragsStammdaten';
import { idVon } from '../testing/idVon';

let t: TestDatabase;
let ids: AuftragsStammdatenIds;
let weitere: { backstube: number; sued: number; baumisch: number; papier: number };

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
  };
  weitere = {
    backstube: await idVon(t.db, 'anfallstelle', { name: 'Backstube Kiel' }),
    sued: await idVon(t.db, 'entsorger', { name: 'Recycling Süd AG' }),
    baumisch: await idVon(t.db, 'fraktion', { bezeichnung: 'Baumischabfall' }),
    papier: await idVon(t.db, 'fraktion', { bezeichnung: 'Papier/Pappe/Kartonage (lose)' }),
  };
});

afterAll(async () => {
  await t.drop();
});

test('the names an order keeps', async () => {
  expect(await loadAuftragsStammdaten(t.db, ids)).toEqual({
    fraktion: { id: ids.fraktionId, bezeichnung: 'Holz A I-A III (Altholz, lose)', dichte: 0.18, gemischt: false },
    abfall: { schluessel: '150103', anzeige: '15 01 03', bezeichnung: 'Verpackungen aus Holz', gefaehrlich: false },
    behaelter: { id: ids.behaelterId, bezeichnung: 'Abrollcontainer 20 m3', typ: 'Abrollcontainer', volumenM3: 20 },
    anfallstelle: {
      id: ids.anfallstelleId,
      name: 'Baustelle Hafencity Quartier 4',
      nummer: 'BS-001',
      strasse: 'Am Sandtorkai 40',
      plz: '20457',
      ort: 'Hamburg',
    },
    entsorger: { id: ids.entsorgerId, name: 'Container-Dienst West GmbH', email: 'service@container-west.example' },
    kundennummer: 'CW-55012',
  });
});

test.each([
  ['another producer’s site', () => ({ anfallstelleId: weitere.backstube })],
  ['a disposer without a customer number', () => ({ entsorgerId: weitere.sued })],
  ['a waste key the fraction does not name', () => ({ abfallschluessel: '170904' })],
  ['a container that does not exist', () => ({ behaelterId: 999999 })],
  ['a fraction that does not exist', () => ({ fraktionId: 999999 })],
])('null for %s', async (_name, anders) => {
  expect(await loadAuftragsStammdaten(t.db, { ...ids, ...anders() })).toBeNull();
});

test('null once the customer number is deactivated', async () => {
  await t.db('kundennummer').where({ erzeuger_id: ids.erzeugerId, entsorger_id: ids.entsorgerId }).update({ aktiv: false });
  expect(await loadAuftragsStammdaten(t.db, ids)).toBeNull();
  await t.db('kundennummer').where({ erzeuger_id: ids.erzeugerId, entsorger_id: ids.entsorgerId }).update({ aktiv: true });
});

test('mixed waste (GewAbfV) is flagged, sorted waste is not', async () => {
  expect(await istGemischteFraktion(t.db, weitere.baumisch)).toBe(true);
  expect(await istGemischteFraktion(t.db, weitere.papier)).toBe(false);
  const gemischte = (await t.db('fraktion').where({ gemischt: true }).orderBy('bezeichnung').pluck('bezeichnung')) as string[];
  expect(gemischte).toEqual([
    'Baumischabfall',
    'Bauschutt (Beton/Ziegel/Fliesen gemischt)',
    'Gemischte Siedlungsabfälle / gemischter Gewerbeabfall (lose)',
  ]);
});

test('loading the demo data again adds no agreement twice', async () => {
  const zaehlen = async () => Number(((await t.db('leistung_preis').count('* as n').first()) as { n: string }).n);
  const vorher = await zaehlen();
  expect(vorher).toBeGreaterThan(0);
  await loadDemoData(t.db);
  expect(await zaehlen()).toBe(vorher);
});
