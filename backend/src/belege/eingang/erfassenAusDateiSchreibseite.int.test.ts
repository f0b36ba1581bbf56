import { randomUUID } from 'node:crypto';
import { settledHead } from '../../../../projections/src/runtime/testing/testEvents';
import { aufgegeben } from '../../auftraege';
import { newEvent } from '../../eventstore/eventStoreContractSupport';
import { idVon } from '../../testing/idVon';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { beispiel } from '../erechnung/eRechnungTestdaten';
import { erfassenAusDatei } from './erfassenAusDatei';

/**
 * Issue 29: a receipt takes its producer, disposer and site from the events of the order its
 * invoice names, not from the order overview. The projector is stopped after the first order, so
 * the overview sees none of the events appended after it.
 */
describe('an e-invoice naming an order the order overview has not caught up with', () => {
  let t: TestApp;
  let musterbau: number;
  let nord: number;
  let stelle: number;
  beforeAll(async () => {
    t = await createTestApp();
    musterbau = await idVon(t.db, 'erzeuger', { name: 'Musterbau GmbH' });
    nord = await idVon(t.db, 'entsorger', { name: 'Entsorgung Nord GmbH' });
    stelle = await idVon(t.db, 'anfallstelle', { erzeuger_id: musterbau });
  }, 120_000);
  afterAll(() => t?.close());

  /** Appends to an order stream; settled, as another test database's open transaction can hide a committed event for a moment. */
  const anhaengen = async (stream: string, type: string, data: Record<string, unknown>) => {
    await t.eventStore.appendToStream(stream, [newEvent(type, data)], { expectedRevision: 'any' });
    await settledHead(t.eventStore, t.db);
  };
  /** Support uploads the file without naming producer or disposer: both are found from the invoice. */
  const erfassen = (datei: string) =>
    erfassenAusDatei(t.deps, {
      belegId: randomUUID(),
      datei: { bytes: beispiel(datei), name: datei },
      akteur: { seite: 'ADMIN', erzeugerId: null, entsorgerId: null },
      quelle: 'ERECHNUNG',
      meta: { actorId: null, actingAsId: null, tenantId: null, commandId: randomUUID(), correlationId: randomUUID(), causationId: null },
    });
  const erfasst = async (belegId: string) => (await t.eventStore.readStream(`beleg-${belegId}`))[0]!.data;

  it('assigns the receipt to an order placed a moment ago and to one whose disposer was merged since, as the events say', async () => {
    const anderer = (await t.db('entsorger').whereNot({ id: nord }).orderBy('id').first('id')) as { id: number };
    const auftrag = (vorgangsnummer: string, entsorgerId: number) =>
      aufgegeben({ vorgangsnummer, erzeugerId: musterbau, anfallstelleId: stelle, entsorgerId }).data;
    // V-DEMO-008 was placed with another disposer and projected; support then merged that disposer into Nord.
    const umgehaengt = randomUUID();
    await anhaengen(`auftrag-${umgehaengt}`, 'AuftragAufgegeben', auftrag('V-DEMO-008', anderer.id));
    expect(await t.aufholen(['auftraege'])).toBe(true);
    await t.projector.stop();
    await anhaengen(`auftrag-${umgehaengt}`, 'EntsorgerZusammengefuehrt', {
      vonEntsorgerId: anderer.id,
      nachEntsorgerId: nord,
      zusammenfuehrungId: 1,
    });
    // V-DEMO-009 was placed while the overview is held back.
    const frisch = randomUUID();
    await anhaengen(`auftrag-${frisch}`, 'AuftragAufgegeben', auftrag('V-DEMO-009', nord));
    expect(await t.db('auftrag_uebersicht').where({ id: frisch }).first('id')).toBeUndefined();
    expect(await t.db('auftrag_uebersicht').where({ id: umgehaengt }).first('entsorger_id')).toEqual({ entsorger_id: anderer.id });

    for (const [datei, id, vorgangsnummer] of [
      ['RE-2026-0413_entsorgung-nord_xrechnung-cii.xml', frisch, 'V-DEMO-009'],
      ['RE-2026-0412_entsorgung-nord_xrechnung-ubl.xml', umgehaengt, 'V-DEMO-008'],
    ] as const) {
      const ergebnis = await erfassen(datei);
      expect(ergebnis).toMatchObject({ leseFehler: null, zugeordnet: { id, vorgangsnummer } });
      expect(await erfasst(ergebnis.id)).toMatchObject({ erzeugerId: musterbau, entsorgerId: nord });
    }
  });
});
