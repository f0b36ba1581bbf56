import type { EventStore } from '@abfallportal/backend/eventstore/eventStore';
import { createTestEventStore, type TestEventStore } from '@abfallportal/backend/eventstore/testing/testEventStore';
import { startProjector } from '../runtime/startProjector';
import { testEvent } from '../runtime/testing/testEvents';
import { auditProjection } from './auditProjection';

let tdb: TestEventStore;
let store: EventStore;

beforeAll(async () => {
  tdb = await createTestEventStore();
  store = tdb.eventStore;
});
afterAll(() => tdb.drop());

it('writes one audit row per event with who acted, as whom, for which tenant', async () => {
  const aufgegeben = testEvent('AuftragAufgegeben', { vorgangsnummer: 'V-1' });
  const geaendert = {
    ...testEvent('AuftragStatusGeaendert', { status: 'ANGENOMMEN' }),
    metadata: {
      ...aufgegeben.metadata,
      actorId: 'benutzer-9',
      actingAsId: 'support-2',
      causationId: aufgegeben.id,
      occurredAt: '2026-11-20T10:00:00.000Z',
    },
  };
  const written = await store.appendToStream('auftrag-audit', [aufgegeben, geaendert], { expectedRevision: 'no_stream' });
  const projector = await startProjector({ db: tdb.db, eventStore: store, projections: [auditProjection], pollMs: 10 });
  try {
    expect(await projector.waitFor(written.position, ['audit'], 10_000)).toBe(true);
  } finally {
    await projector.stop();
  }
  const rows = await tdb.db('audit_ereignis').where({ stream_id: 'auftrag-audit' }).orderBy('stream_revision');
  expect(rows).toHaveLength(2);
  expect(rows[1]).toMatchObject({
    event_id: geaendert.id,
    position: written.position,
    stream_revision: 1,
    type: 'AuftragStatusGeaendert',
    actor_id: 'benutzer-9',
    acting_as_id: 'support-2',
    tenant_id: 'erzeuger-1',
    correlation_id: aufgegeben.metadata.correlationId,
    causation_id: aufgegeben.id,
    schema_version: 1,
    occurred_at: new Date('2026-11-20T10:00:00.000Z'),
    data: { status: 'ANGENOMMEN' },
  });
});
