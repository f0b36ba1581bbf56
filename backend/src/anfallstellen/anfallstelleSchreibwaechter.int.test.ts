import { randomUUID } from 'node:crypto';
import { ANFALLSTELLE_MELDUNGEN, anfallstelleSchema } from '@abfallportal/common/anfallstelle';
import { settledHead } from '../../../projections/src/runtime/testing/testEvents';
import { aufgegeben } from '../auftraege';
import { newEvent } from '../eventstore/eventStoreContractSupport';
import { createTestApp, type TestApp } from '../testing/testApp';
import { idVon } from '../testing/idVon';
import { createAnfallstelle, deleteAnfallstelle } from './anfallstelleSpeichern';

/**
 * Issue 29: deleting a site asks the order events whether orders name it, not the order overview.
 * The projector is stopped, so the overview sees none of the events these tests append.
 */
describe('deleting a site while the order overview lags', () => {
  let t: TestApp;
  let erzeugerId: number;
  beforeAll(async () => {
    t = await createTestApp();
    erzeugerId = await idVon(t.db, 'erzeuger', { name: 'Musterbau GmbH' });
  });
  afterAll(() => t.close());

  const neueStelle = (name: string) =>
    createAnfallstelle(
      t.deps,
      erzeugerId,
      // Inactive: the contract's limit of active sites plays no part here.
      anfallstelleSchema.parse({ name, art: 'BAUSTELLE', strasse: 'Kai 1', plz: '20457', ort: 'Hamburg', aktiv: false }),
      {},
    );

  /** Appends to an order stream; another test database's open transaction can hide a committed event from a reader for a moment. */
  const anhaengen = async (stream: string, type: string, data: Record<string, unknown>) => {
    await t.eventStore.appendToStream(stream, [newEvent(type, data)], { expectedRevision: 'any' });
    await settledHead(t.eventStore, t.db);
  };
  const bestellen = async (anfallstelleId: number): Promise<string> => {
    const stream = `auftrag-${randomUUID()}`;
    await anhaengen(stream, 'AuftragAufgegeben', aufgegeben({ erzeugerId, anfallstelleId, vorgangsnummer: `V-2026-${randomUUID()}` }).data);
    return stream;
  };

  it('refuses a site that an order not yet projected names, and deletes one whose projected order was deleted since', async () => {
    const mitAuftrag = await neueStelle('Baustelle mit frischem Auftrag');
    const mitGeloeschtem = await neueStelle('Baustelle mit gelöschtem Auftrag');
    const geloescht = await bestellen(mitGeloeschtem.id);
    expect(await t.aufholen(['auftraege'])).toBe(true);
    await t.projector.stop();
    await bestellen(mitAuftrag.id);
    await anhaengen(geloescht, 'AuftragGeloescht', { von: 'BESTELLUNG' });
    // The overview is behind: it knows no order of the first site and the deleted one of the second.
    expect(await t.db('auftrag_uebersicht').where({ anfallstelle_id: mitAuftrag.id }).first('id')).toBeUndefined();
    expect(await t.db('auftrag_uebersicht').where({ anfallstelle_id: mitGeloeschtem.id }).first('id')).toBeDefined();

    await expect(deleteAnfallstelle(t.deps, mitAuftrag.id, mitAuftrag.version)).rejects.toMatchObject({
      kind: 'konflikt',
      message: ANFALLSTELLE_MELDUNGEN.inVerwendung,
      details: { code: 'anfallstelleInVerwendung' },
    });
    expect(await t.db('anfallstelle').where({ id: mitAuftrag.id }).first('id')).toEqual({ id: mitAuftrag.id });

    await deleteAnfallstelle(t.deps, mitGeloeschtem.id, mitGeloeschtem.version);
    expect(await t.db('anfallstelle').where({ id: mitGeloeschtem.id }).first('id')).toBeUndefined();
  });
});
