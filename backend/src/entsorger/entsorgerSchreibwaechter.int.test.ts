import { randomUUID } from 'node:crypto';
import { ENTSORGER_MELDUNGEN } from '@abfallportal/common/entsorger';
import { settledHead } from '../../../projections/src/runtime/testing/testEvents';
import { aufgegeben } from '../auftraege';
import { newEvent } from '../eventstore/eventStoreContractSupport';
import { idVon } from '../testing/idVon';
import { createTestApp, type TestApp } from '../testing/testApp';
import { entsorgerFuerErzeugerEntfernen } from './entsorgerFuerErzeugerCommands';
import { loadLink } from './entsorgerFuerErzeugerQueries';

/**
 * Issue 29: removing a producer's disposer asks the order events whether the producer's orders name
 * that disposer, not the order overview. The projector is stopped after the first order, so the
 * overview sees none of the events appended after it.
 */
describe('removing a disposer link while the order overview lags', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** Appends to an order stream; settled, as another test database's open transaction can hide a committed event for a moment. */
  const anhaengen = async (stream: string, type: string, data: Record<string, unknown>) => {
    await t.eventStore.appendToStream(stream, [newEvent(type, data)], { expectedRevision: 'any' });
    await settledHead(t.eventStore, t.db);
  };

  it('refuses a link an order not yet projected names, and removes one whose orders moved to another disposer since', async () => {
    // A producer with two disposers.
    const { erzeuger_id: erzeugerId } = (await t
      .db('kundennummer')
      .groupBy('erzeuger_id')
      .havingRaw('count(*) >= 2')
      .orderBy('erzeuger_id')
      .first('erzeuger_id')) as { erzeuger_id: number };
    const [neu, alt] = (await t.db('kundennummer').where({ erzeuger_id: erzeugerId }).orderBy('id').limit(2).pluck('id')) as number[];
    const [mitAuftrag, umgehaengt] = [(await loadLink(t.db, neu!))!, (await loadLink(t.db, alt!))!];
    const anfallstelleId = await idVon(t.db, 'anfallstelle', { erzeuger_id: erzeugerId });
    const auftrag = (entsorgerId: number) =>
      aufgegeben({ erzeugerId, anfallstelleId, entsorgerId, vorgangsnummer: `V-2026-${randomUUID()}` }).data;

    // An order with the second disposer, projected; then support merges that disposer into the first one.
    const frueher = `auftrag-${randomUUID()}`;
    await anhaengen(frueher, 'AuftragAufgegeben', auftrag(umgehaengt.entsorgerMandantId));
    expect(await t.aufholen(['auftraege'])).toBe(true);
    await t.projector.stop();
    await anhaengen(frueher, 'EntsorgerZusammengefuehrt', {
      vonEntsorgerId: umgehaengt.entsorgerMandantId,
      nachEntsorgerId: mitAuftrag.entsorgerMandantId,
      zusammenfuehrungId: 1,
    });
    await anhaengen(`auftrag-${randomUUID()}`, 'AuftragAufgegeben', auftrag(mitAuftrag.entsorgerMandantId));
    // The overview is behind: it still names the second disposer and knows no order of the first.
    const imUeberblick = (entsorgerId: number) =>
      t.db('auftrag_uebersicht').where({ erzeuger_id: erzeugerId, entsorger_id: entsorgerId }).first('id');
    expect(await imUeberblick(mitAuftrag.entsorgerMandantId)).toBeUndefined();
    expect(await imUeberblick(umgehaengt.entsorgerMandantId)).toBeDefined();

    await expect(entsorgerFuerErzeugerEntfernen(t.deps, mitAuftrag, mitAuftrag.version)).rejects.toMatchObject({
      kind: 'konflikt',
      message: ENTSORGER_MELDUNGEN.loeschenMitAuftraegen,
    });
    expect(await t.db('kundennummer').where({ id: mitAuftrag.kundennummerId }).first('id')).toBeDefined();

    await entsorgerFuerErzeugerEntfernen(t.deps, umgehaengt, umgehaengt.version);
    expect(await t.db('kundennummer').where({ id: umgehaengt.kundennummerId }).first('id')).toBeUndefined();
  });
});
