import { randomUUID } from 'node:crypto';
import { idVon } from '../testing/idVon';
import { anmelden, createTestApp, type Browser, type TestApp } from '../testing/testApp';
import { demoBestellung } from './testing/demoBestellung';

/** Issue 17: idempotency keys were global, so another tenant's key replayed that tenant's answer. */
describe('Idempotency keys count per user and tenant', () => {
  let t: TestApp;
  let inhaber: Browser;
  let korn: Browser;
  beforeAll(async () => {
    t = await createTestApp();
    inhaber = await anmelden(t, 'inhaber@musterbau.example');
    korn = await anmelden(t, 'inhaber@baeckerei-korn.example');
  });
  afterAll(() => t.close());

  const kornBestellung = async () => {
    const erzeugerId = await idVon(t.db, 'erzeuger', { name: 'Bäckerei Korn KG' });
    return demoBestellung(t.db, {
      erzeugerId,
      anfallstelleId: await idVon(t.db, 'anfallstelle', { erzeuger_id: erzeugerId, name: 'Backstube Kiel' }),
      ohnePreisBestaetigt: true,
    });
  };

  it('another tenant sending the same key on placing an order gets its own order, not the first tenant’s', async () => {
    const key = randomUUID();
    const erste = await inhaber.post('/api/v1/auftrag', await demoBestellung(t.db)).set('Idempotency-Key', key);
    expect(erste.status).toBe(201);

    const fremde = await korn.post('/api/v1/auftrag', await kornBestellung()).set('Idempotency-Key', key);
    expect(fremde.status).toBe(201);
    expect(fremde.body.id).not.toBe(erste.body.id);
    expect(fremde.body.vorgangsnummer).not.toBe(erste.body.vorgangsnummer);
    const eigene = await korn.get(`/api/v1/auftrag/${fremde.body.id}`);
    expect(eigene.body.erzeugerName).toBe('Bäckerei Korn KG');
    expect((await korn.get(`/api/v1/auftrag/${erste.body.id}`)).status).toBe(404);

    // The same user with the same key still finds the first answer again.
    const nochmal = await inhaber.post('/api/v1/auftrag', await demoBestellung(t.db)).set('Idempotency-Key', key);
    expect([nochmal.status, nochmal.body.id, nochmal.body.vorgangsnummer]).toEqual([201, erste.body.id, erste.body.vorgangsnummer]);
  });

  it('replaying another tenant’s workflow key on its order answers 404 and reveals no status', async () => {
    const auftrag = await inhaber.post('/api/v1/auftrag', await demoBestellung(t.db));
    expect(auftrag.status).toBe(201);
    const key = randomUUID();
    const storniert = await inhaber.post(`/api/v1/workflow/stornieren/${auftrag.body.id}`).set('Idempotency-Key', key);
    expect(storniert.status).toBe(200);
    expect(storniert.body.status).toBe('AUFTRAG_STORNIERT');

    const fremd = await korn.post(`/api/v1/workflow/stornieren/${auftrag.body.id}`).set('Idempotency-Key', key);
    expect(fremd.status).toBe(404);
    expect(fremd.body).toEqual({ message: 'Der Auftrag wurde nicht gefunden.' });
    expect((await t.eventStore.readStream(`auftrag-${auftrag.body.id}`)).length).toBe(2);
  });
});
