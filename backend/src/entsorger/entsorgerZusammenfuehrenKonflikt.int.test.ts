import { ENTSORGER_MELDUNGEN } from '@abfallportal/common/entsorger';
import { anmelden, createTestApp, type Browser, type TestApp } from '../testing/testApp';
import { idVon } from '../testing/idVon';

/**
 * Two disposers may each have a price agreement for the same producer and key at the same time;
 * merged they would overlap, which the prices' exclusion constraint forbids. The merge is refused
 * with a German 409 and nothing moves.
 */
describe('merging disposers whose price agreements would overlap', () => {
  let t: TestApp;
  let support: Browser;

  beforeAll(async () => {
    t = await createTestApp();
    support = await anmelden(t, 'support@abfallportal.example');
  });
  afterAll(() => t.close());

  it('answers 409 with the reason and leaves both disposers, their prices and links as they were', async () => {
    const nord = await idVon(t.db, 'entsorger', { name: 'Entsorgung Nord GmbH' });
    const duplikat = (await support.post('/api/v1/entsorger', { name: 'Entsorgung Nord Kopie GmbH', ort: 'Hamburg' })).body.id as number;
    const vorlage = (await t.db('leistung').where({ entsorger_id: nord }).whereNull('gueltig_bis').first()) as Record<string, unknown>;
    const { id: _id, erstellt_am: _erstellt, ...felder } = vorlage;
    const [kopie] = (await t
      .db('leistung')
      .insert({ ...felder, entsorger_id: duplikat })
      .returning('id')) as { id: number }[];
    await t.db('leistung_preis').insert({ leistung_id: kopie!.id, bezeichnung: 'Entsorgung', preis: 10, einheit: 't', sort: 0 });
    const vorher = await t.db('leistung').whereIn('entsorger_id', [nord, duplikat]).orderBy('id').select('id', 'entsorger_id');

    const antwort = await support.put('/api/v1/entsorger/mergeMandant', { keepEntsorgerId: nord, discardEntsorgerId: duplikat });

    expect(antwort.status).toBe(409);
    expect(antwort.body.message).toBe(ENTSORGER_MELDUNGEN.zusammenfuehrenPreisUeberschneidung);
    expect(await t.db('leistung').whereIn('entsorger_id', [nord, duplikat]).orderBy('id').select('id', 'entsorger_id')).toEqual(vorher);
    expect(await t.db('entsorger').where({ id: duplikat }).first('zusammengefuehrt_in_id', 'aktiv')).toEqual({
      zusammengefuehrt_in_id: null,
      aktiv: true,
    });
    expect(await t.db('entsorger_zusammenfuehrung').count({ n: '*' }).first()).toEqual({ n: 0 });
  });
});
