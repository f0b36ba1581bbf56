import { randomUUID } from 'node:crypto';
import type { ProjectionLag } from '../platform/projectionLag';
import { skipStalledEvent } from '../../../projections/src/runtime/skipEvent';
import { eventually } from '../../../test/support/eventually';
import { AUFTRAG_SCHEMA_VERSION } from '../auftraege';
import { demoBestellung } from '../auftraege/testing/demoBestellung';
import { loadDemoAuftraege } from '../demo';
import { idVon } from '../testing/idVon';
import { uuidFromName } from '../platform/decider/commandHandler';
import { anmelden, createTestApp, type Browser, type TestApp } from '../testing/testApp';

/**
 * Issue 17: one order event with a day PostgreSQL refuses (year 0) stopped the order projection for
 * every tenant, and every command waited the full read-your-writes bound. Now the projection reports
 * itself stalled, commands stop waiting for it, the others run on, and the operator skips the event.
 */
describe('a projection that cannot apply an event', () => {
  let t: TestApp;
  let korn: Browser;
  beforeAll(async () => {
    t = await createTestApp({}, { vorbereiten: async (deps) => void (await loadDemoAuftraege(deps.db, deps.eventStore)) });
    korn = await anmelden(t, 'inhaber@baeckerei-korn.example');
    await t.aufholen(['auftraege', 'audit', 'bestellung_mail']);
  });
  afterAll(() => t.close());

  const auftraegeLag = async (): Promise<{ status: string; lag: ProjectionLag }> => {
    const res = await korn.get('/health');
    const lag = (res.body.projections as ProjectionLag[]).find((p) => p.name === 'auftraege')!;
    return { status: res.body.status as string, lag };
  };

  it('is reported stalled on /health, holds no command back, lets the others run, and runs again once skipped', async () => {
    const stream = `auftrag-${uuidFromName('demo-auftrag/bestellt')}`;
    const vorher = await t.eventStore.readStream(stream);
    const commandId = randomUUID();
    const gift = await t.eventStore.appendToStream(
      stream,
      [
        {
          id: randomUUID(),
          type: 'AuftragStatusErzwungen',
          data: {
            von: 'BESTELLUNG',
            nach: 'VOR_ORT',
            wunschLiefertermin: '2026-12-01',
            liefertermin: '0000-01-01',
            wunschAbholtermin: null,
            abholtermin: null,
          },
          metadata: {
            actorId: '1',
            actingAsId: null,
            tenantId: null,
            commandId,
            correlationId: commandId,
            causationId: null,
            occurredAt: new Date().toISOString(),
            schemaVersion: AUFTRAG_SCHEMA_VERSION,
          },
        },
      ],
      { expectedRevision: vorher[vorher.length - 1]!.streamRevision },
    );

    const stillstand = await eventually(async () => {
      const { status, lag } = await auftraegeLag();
      if (!lag.stalled?.position) return false;
      expect(status).toBe('degraded');
      return lag.stalled;
    });
    expect(stillstand.position).toBe(gift.position);
    expect(stillstand.error).toMatch(/date|Datum|range|0000/i);
    expect(stillstand.attempts).toBeGreaterThanOrEqual(1);

    // Another tenant's command answers at once, flagged as not yet projected, instead of after the bound.
    const erzeugerId = await idVon(t.db, 'erzeuger', { name: 'Bäckerei Korn KG' });
    const body = await demoBestellung(t.db, {
      erzeugerId,
      anfallstelleId: await idVon(t.db, 'anfallstelle', { erzeuger_id: erzeugerId, name: 'Backstube Kiel' }),
      ohnePreisBestaetigt: true,
    });
    const start = Date.now();
    const bestellt = await korn.post('/api/v1/auftrag', body);
    expect(bestellt.status).toBe(201);
    expect(bestellt.body.projektionenAktuell).toBe(false);
    expect(Date.now() - start).toBeLessThan(1500);

    // The other projections go on: the audit trail records the new order.
    expect(await t.projector.waitFor(bestellt.body.position as string, ['audit'], 5000)).toBe(true);
    expect((await auftraegeLag()).lag.stalled?.attempts).toBeGreaterThanOrEqual(1);

    // The operator skips exactly the reported event; the projection catches up with what came after.
    expect(await skipStalledEvent(t.db, t.eventStore, 'auftraege', 'falsch', 'Test')).toMatchObject({ type: 'refused' });
    const skip = await skipStalledEvent(t.db, t.eventStore, 'auftraege', stillstand.position!, 'Liefertermin im Jahr 0 (Ausgabe 17)');
    expect(skip).toMatchObject({ type: 'skipped', eventType: 'AuftragStatusErzwungen', stream });
    await eventually(async () => {
      const liste = await korn.get('/api/v1/auftrag');
      return (liste.body as { id: string }[]).some((a) => a.id === bestellt.body.id);
    });
    const { status, lag } = await auftraegeLag();
    expect([status, lag.stalled]).toEqual(['up', null]);
    expect(await t.db('projection_skip').select('projection', 'position', 'reason')).toEqual([
      { projection: 'auftraege', position: gift.position, reason: 'Liefertermin im Jahr 0 (Ausgabe 17)' },
    ]);
  });
});
