import { eventually } from '../../../../test/support/eventually';
import { loadDemoAuftraege } from '../../demo';
import { createTestApp, type TestApp } from '../../testing/testApp';
import {
  AUFTRAG_TABELLEN,
  auftraegeMitLeistungsdaten,
  auftraegeZurZuordnung,
  auftragHistorieZeileSchema,
  auftragStatusZaehlerZeileSchema,
  auftragSucheZeileSchema,
  auftragUebersichtZeileSchema,
  auftragZugang,
  statusVerlauf,
} from '.';

describe('the order read models as a contract', () => {
  let t: TestApp;
  let id: string;
  beforeAll(async () => {
    t = await createTestApp({}, { vorbereiten: async (deps) => void (await loadDemoAuftraege(deps.db, deps.eventStore)) });
    id = await eventually(async () => {
      const r = (await t.db(AUFTRAG_TABELLEN.uebersicht).whereNotNull('geschaetzter_preis').first('id')) as { id: string } | undefined;
      if (!r) throw new Error('noch kein Auftrag');
      return r.id;
    });
  });
  afterAll(() => t.close());

  it.each([
    [AUFTRAG_TABELLEN.uebersicht, auftragUebersichtZeileSchema],
    [AUFTRAG_TABELLEN.historie, auftragHistorieZeileSchema],
    [AUFTRAG_TABELLEN.suche, auftragSucheZeileSchema],
    [AUFTRAG_TABELLEN.statusZaehler, auftragStatusZaehlerZeileSchema],
  ])('%s has exactly the columns of its row schema (the projection creates it)', async (tabelle, schema) => {
    const spalten = (await t
      .db('information_schema.columns')
      .where({ table_name: tabelle, table_schema: t.db.raw('current_schema()') })
      .pluck('column_name')) as string[];
    expect(spalten.sort()).toEqual(Object.keys(schema.shape).sort());
  });

  it('answers parsed rows: numbers for numeric columns, ISO strings for times, arrays for jsonb', async () => {
    const zugang = await auftragZugang(t.db, id);
    expect(zugang).toEqual({ erzeuger_id: expect.any(Number), entsorger_id: expect.any(Number), angefragte_entsorger_ids: [] });
    expect(await auftragZugang(t.db, '00000000-0000-4000-8000-000000000000')).toBeUndefined();
    const [daten] = await auftraegeMitLeistungsdaten(t.db, [id]);
    // node-pg hands numeric over as a string; the contract's schema makes it the number the wire carries.
    expect(typeof daten!.geschaetzter_preis).toBe('number');
    const verlauf = await statusVerlauf(t.db, id);
    expect(verlauf[0]).toEqual({ status: expect.any(String), zeitpunkt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T.*Z$/) });
  });

  it('fails loudly, naming table, row and column, when a row does not match its schema', async () => {
    await t.db
      .transaction(async (trx) => {
        await trx(AUFTRAG_TABELLEN.uebersicht).where({ id }).update({ status: 'GIBT_ES_NICHT' });
        await expect(auftraegeMitLeistungsdaten(trx, [id])).rejects.toThrow(
          new RegExp(`^Lesemodell auftrag_uebersicht: Zeile ${id} passt nicht zum Vertrag \\(status: `),
        );
        await trx.rollback();
      })
      .catch((error: unknown) => {
        // knex rejects a transaction rolled back by hand with no reason given: that is the expected end.
        if (error !== undefined) throw error;
      });
    expect((await auftraegeZurZuordnung(t.db, [id]))[0]).toMatchObject({ id, vorgangsnummer: expect.stringMatching(/^V-/) });
    expect((await auftraegeMitLeistungsdaten(t.db, [id]))[0]).toMatchObject({ id, status: expect.any(String) });
  });
});
