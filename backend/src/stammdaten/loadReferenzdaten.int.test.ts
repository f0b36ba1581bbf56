import { createTestDatabase, type TestDatabase } from '../platform/testing/testDatabase';
import { loadReferenzdaten } from './loadReferenzdaten';

describe('Referenzdaten', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(() => t.drop());

  it('holds all 842 AVV codes with 408 hazardous ones', async () => {
    const [{ alle, gefaehrlich }] = await t
      .db('abfallschluessel')
      .select(t.db.raw('count(*)::int AS alle'), t.db.raw('count(*) FILTER (WHERE gefaehrlich)::int AS gefaehrlich'));
    expect({ alle, gefaehrlich }).toEqual({ alle: 842, gefaehrlich: 408 });
    const spot = await t.db('abfallschluessel').where({ schluessel: '160601' }).first();
    expect(spot).toMatchObject({ anzeige: '16 06 01*', gefaehrlich: true });
  });

  it('holds R1–R13 and D1–D15', async () => {
    const codes = (await t.db('entsorgungsverfahren').pluck('code')) as string[];
    const expected = [...Array.from({ length: 13 }, (_, i) => `R${i + 1}`), ...Array.from({ length: 15 }, (_, i) => `D${i + 1}`)];
    expect(codes.sort()).toEqual(expected.sort());
  });

  it('holds fractions with densities and containers with volumes', async () => {
    const fraktionen = await t.db('fraktion').select('bezeichnung', 'dichte');
    expect(fraktionen).toHaveLength(16);
    expect(fraktionen.find((f) => f.bezeichnung === 'Boden und Steine')?.dichte).toBe('1.600');
    const behaelter = await t.db('behaeltertyp').where({ bezeichnung: 'Abrollcontainer 40 m3' }).first();
    expect(behaelter?.volumen_m3).toBe('40.000');
    expect(await t.db('behaeltertyp').count({ n: '*' }).first()).toEqual({ n: 21 });
  });

  it('changes nothing when loaded a second time', async () => {
    await loadReferenzdaten(t.db);
    expect(await t.db('abfallschluessel').count({ n: '*' }).first()).toEqual({ n: 842 });
    expect(await t.db('fraktion').count({ n: '*' }).first()).toEqual({ n: 16 });
  });

  it('keeps an admin’s edits and deletions when loaded again (fill-once)', async () => {
    await t.db('fraktion').where({ bezeichnung: 'Boden und Steine' }).update({ dichte: '1.850' });
    await t.db('behaeltertyp').where({ bezeichnung: 'Abrollcontainer 40 m3' }).update({ volumen_m3: '39.500' });
    await t.db('abfallschluessel').where({ schluessel: '170904' }).update({ bezeichnung: 'Gemischte Bau- und Abbruchabfälle (geändert)' });
    await t.db('branche').where({ name: 'Abbruch und Rückbau' }).delete();
    await loadReferenzdaten(t.db);
    expect((await t.db('fraktion').where({ bezeichnung: 'Boden und Steine' }).first())?.dichte).toBe('1.850');
    expect((await t.db('behaeltertyp').where({ bezeichnung: 'Abrollcontainer 40 m3' }).first())?.volumen_m3).toBe('39.500');
    expect((await t.db('abfallschluessel').where({ schluessel: '170904' }).first())?.bezeichnung).toContain('(geändert)');
    expect(await t.db('branche').where({ name: 'Abbruch und Rückbau' }).first()).toBeUndefined();
  });
});
