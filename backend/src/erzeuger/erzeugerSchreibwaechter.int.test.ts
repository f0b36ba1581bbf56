import { randomUUID } from 'node:crypto';
import type { BenutzerInfo } from '@abfallportal/common/benutzerInfo';
import { settledHead } from '../../../projections/src/runtime/testing/testEvents';
import { aufgegeben } from '../auftraege';
import { newEvent } from '../eventstore/eventStoreContractSupport';
import { createTestApp, type TestApp } from '../testing/testApp';
import { idVon } from '../testing/idVon';
import { createErzeuger, deleteErzeuger, HAT_AUFTRAEGE } from './erzeugerSchreiben';
import { HAT_AUFTRAEGE as HAT_AUFTRAEGE_ZUSAMMENFUEHREN, mergeErzeuger } from './erzeugerZusammenfuehren';

/**
 * Issue 29: deleting and merging a producer ask the order events whether it has orders, not the
 * order overview. The projector is stopped, so the overview sees none of the orders placed here.
 */
describe('deleting and merging a producer while the order overview lags', () => {
  let t: TestApp;
  let support: BenutzerInfo;
  beforeAll(async () => {
    t = await createTestApp();
    const supportId = await idVon(t.db, 'benutzer', { email: 'support@abfallportal.example' });
    support = (await t.deps.loadUserInfo(supportId, false))!;
    // Some other producer's order, projected: the overview exists and stands at its checkpoint.
    await bestellen(await idVon(t.db, 'erzeuger', { name: 'Musterbau GmbH' }));
    expect(await t.aufholen(['auftraege'])).toBe(true);
    await t.projector.stop();
  });
  afterAll(() => t.close());

  const neuerErzeuger = async (name: string, freigegeben: boolean): Promise<{ id: number; version: number }> => {
    const e = await createErzeuger(t.deps, { name, typ: 'ERZEUGER', freigegeben }, [], t.uhr.jetzt);
    return { id: e.id, version: e.version };
  };

  /** An order of the producer, appended while the overview is held back (settled: visible to every reader). */
  const bestellen = async (erzeugerId: number): Promise<void> => {
    const data = aufgegeben({ erzeugerId, vorgangsnummer: `V-2026-${randomUUID()}` }).data;
    await t.eventStore.appendToStream(`auftrag-${randomUUID()}`, [newEvent('AuftragAufgegeben', data)], { expectedRevision: 'no_stream' });
    await settledHead(t.eventStore, t.db);
  };

  it('refuses to delete a producer whose order the overview has not seen yet', async () => {
    const e = await neuerErzeuger('Frisch bestellt GmbH', true);
    await bestellen(e.id);
    expect(await t.db('auftrag_uebersicht').where({ erzeuger_id: e.id }).first('id')).toBeUndefined();

    await expect(deleteErzeuger(t.deps, e.id, e.version)).rejects.toMatchObject({ kind: 'ungueltig', message: HAT_AUFTRAEGE });
    expect(await t.db('erzeuger').where({ id: e.id }).first('id')).toEqual({ id: e.id });
  });

  it('refuses to merge away a producer whose order the overview has not seen yet', async () => {
    const bleibt = await neuerErzeuger('Bleibt GmbH', true);
    const weg = await neuerErzeuger('Doppelt angemeldet GmbH', false);
    await bestellen(weg.id);

    const body = { discardMandantId: weg.id, keepMandantId: bleibt.id };
    await expect(mergeErzeuger(t.deps, support, body, t.uhr.jetzt)).rejects.toMatchObject({
      kind: 'ungueltig',
      message: HAT_AUFTRAEGE_ZUSAMMENFUEHREN,
    });
    expect(await t.db('erzeuger').where({ id: weg.id }).first('zusammengefuehrt_in_id')).toEqual({ zusammengefuehrt_in_id: null });
  });
});
