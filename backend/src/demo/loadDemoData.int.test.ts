import { createTestDatabase, type TestDatabase } from '../platform/testing/testDatabase';
import { loadDemoData } from './loadDemoData';

const zaehle = async (t: TestDatabase) =>
  Object.fromEntries(
    await Promise.all(
      ['erzeuger', 'anfallstelle', 'entsorger', 'verbleibsanlage', 'kundennummer', 'benutzer', 'benutzer_berechtigung'].map(
        async (table) => [table, Number((await t.db(table).count({ n: '*' }).first())?.n)],
      ),
    ),
  );

describe('Demo-Daten', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(() => t.drop());

  it('create the demo world of the issue', async () => {
    await loadDemoData(t.db);
    const stellen = await t
      .db('anfallstelle as a')
      .join('erzeuger as e', 'e.id', 'a.erzeuger_id')
      .select('e.name', 'a.art')
      .orderBy(['e.name', 'a.art']);
    expect(stellen).toEqual([
      { name: 'Bäckerei Korn KG', art: 'GEWERBEBETRIEB' },
      { name: 'Musterbau GmbH', art: 'BAUSTELLE' },
      { name: 'Musterbau GmbH', art: 'BAUSTELLE' },
      { name: 'Musterbau GmbH', art: 'GEWERBEBETRIEB' },
    ]);
    expect(await t.db('entsorger').count({ n: '*' }).first()).toEqual({ n: 3 });
    expect(await t.db('verbleibsanlage').count({ n: '*' }).first()).toEqual({ n: 1 });
    const konten = await t.db('benutzer').select('email', 'rolle', 'bestellwert_grenze').orderBy('email');
    expect(konten).toEqual([
      { email: 'admin@abfallportal.example', rolle: 'ADMIN', bestellwert_grenze: null },
      { email: 'dispo@entsorgung-nord.example', rolle: 'SONSTIGE', bestellwert_grenze: null },
      { email: 'inhaber@baeckerei-korn.example', rolle: 'INHABER', bestellwert_grenze: null },
      { email: 'inhaber@musterbau.example', rolle: 'INHABER', bestellwert_grenze: null },
      { email: 'nutzer@musterbau.example', rolle: 'BENUTZER', bestellwert_grenze: '1000.00' },
      { email: 'support@abfallportal.example', rolle: 'SUPPORT', bestellwert_grenze: null },
    ]);
  });

  it('change nothing when loaded twice, not even a changed password', async () => {
    await t.db('benutzer').where({ email: 'admin@abfallportal.example' }).update({ passwort_hash: 'geändert' });
    const vorher = await zaehle(t);
    await loadDemoData(t.db);
    expect(await zaehle(t)).toEqual(vorher);
    expect((await t.db('benutzer').where({ email: 'admin@abfallportal.example' }).first('passwort_hash')).passwort_hash).toBe('geändert');
  });
});
