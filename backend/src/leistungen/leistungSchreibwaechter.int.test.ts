import { randomUUID } from 'node:crypto';
import { settledHead } from '../../../projections/src/runtime/testing/testEvents';
import { aufgegeben } from '../auftraege';
import { newEvent } from '../eventstore/eventStoreContractSupport';
import { createTestApp, type TestApp } from '../testing/testApp';
import { deleteLeistung, loadLeistung } from './leistungSpeichern';

/**
 * Issue 29: deleting a price agreement counts the orders priced with it from the order events, not
 * from the order overview. The projector is stopped, so the overview sees none of the orders placed here.
 */
describe('deleting a price agreement while the order overview lags', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** Appends an order; settled, as another test database's open transaction can hide a committed event from a reader for a moment. */
  const bestellen = async (erzeugerId: number, leistungId: number | null) => {
    const data = aufgegeben({ erzeugerId, leistungId, vorgangsnummer: `V-2026-${randomUUID()}` }).data;
    await t.eventStore.appendToStream(`auftrag-${randomUUID()}`, [newEvent('AuftragAufgegeben', data)], { expectedRevision: 'no_stream' });
    await settledHead(t.eventStore, t.db);
  };

  it('refuses an agreement that an order not yet projected uses, naming the one order', async () => {
    const { id } = (await t.db('leistung').orderBy('id').first('id')) as { id: number };
    const leistung = await loadLeistung(t.db, id, { type: 'alle' });
    // An order without a price, projected: the overview exists and stands at its checkpoint; then it is held back.
    await bestellen(leistung.erzeugerId, null);
    expect(await t.aufholen(['auftraege'])).toBe(true);
    await t.projector.stop();
    await bestellen(leistung.erzeugerId, id);
    expect(await t.db('auftrag_uebersicht').where({ leistung_id: id }).first('id')).toBeUndefined();

    await expect(deleteLeistung(t.deps, id, leistung.version)).rejects.toMatchObject({
      kind: 'konflikt',
      message:
        'Die Preisvereinbarung wird in 1 Auftrag verwendet und kann nicht gelöscht werden. ' +
        'Beenden Sie sie stattdessen mit einem Datum bei „Gültig bis“.',
    });
    expect(await t.db('leistung').where({ id }).first('id')).toEqual({ id });
  });
});
