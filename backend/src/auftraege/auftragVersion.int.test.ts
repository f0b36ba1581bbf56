import { randomUUID } from 'node:crypto';
import type { AppendResult, ExpectedRevision, NewEvent } from '../eventstore/eventStore';
import { HttpError } from '../platform/http/httpError';
import { anmelden, createTestApp, type TestApp } from '../testing/testApp';
import { createAuftragBefehle } from './auftragBefehle';
import type { AuftragPorts } from './ports';
import { demoBestellung } from './testing/demoBestellung';

const meta = () => {
  const id = randomUUID();
  return { actorId: '1', actingAsId: null, tenantId: null, commandId: id, correlationId: id, causationId: null };
};

/**
 * The version of an order edit is the expected revision of the append itself: a writer that appends
 * between our read and our append makes the store refuse, and the user gets 409, not a retry that
 * would write over what the other one just did.
 */
describe('orders: If-Match is the expected revision of the append', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers 409 VERSION_KONFLIKT when another writer appends between read and append, and keeps only that writer’s event', async () => {
    const inhaber = await anmelden(t, 'inhaber@musterbau.example');
    const { id } = (await inhaber.post('/api/v1/auftrag', await demoBestellung(t.db))).body as { id: string };
    const stream = `auftrag-${id}`;
    const vorher = await t.eventStore.readStream(stream);
    const gesehen = vorher.at(-1)!.streamRevision;
    const befehle = createAuftragBefehle(t.deps, {} as AuftragPorts);
    const akteur = { seite: 'ERZEUGER' as const, erzeugerId: vorher[0]!.data.erzeugerId as number, entsorgerId: null };

    // The other writer: a note change appended just before ours.
    const dazwischen = async (s: string, events: NewEvent[], options: { expectedRevision: ExpectedRevision }): Promise<AppendResult> => {
      await befehle(id, { type: 'VorgangsKommentarAendern', akteur, kommentar: 'von der anderen Sitzung' }, meta(), {
        expectedVersion: () => gesehen,
      });
      return t.eventStore.appendToStream(s, events, options);
    };
    const unsere = befehle(id, { type: 'VorgangsKommentarAendern', akteur, kommentar: 'von dieser Sitzung' }, meta(), {
      expectedVersion: () => gesehen,
      append: dazwischen,
    });
    await expect(unsere).rejects.toBeInstanceOf(HttpError);
    await expect(unsere).rejects.toMatchObject({ status: 409, extra: { code: 'VERSION_KONFLIKT' } });

    const nachher = await t.eventStore.readStream(stream);
    expect(nachher).toHaveLength(vorher.length + 1);
    expect(nachher.at(-1)!.data).toEqual({ kommentar: 'von der anderen Sitzung' });
  });
});
