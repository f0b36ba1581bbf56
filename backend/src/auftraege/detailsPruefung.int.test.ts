import type { AuftragHistorieEintrag, WorkflowAktion } from '@abfallportal/common/auftragWire';
import { idVon } from '../testing/idVon';
import { anmelden, createTestApp, type Browser, type TestApp } from '../testing/testApp';
import { demoBestellung } from './testing/demoBestellung';

/** Issue 18 review of the details page: who may withdraw before approval, who acted in the history, m³. */
describe('order details after the issue 18 review', () => {
  let t: TestApp;
  let inhaber: Browser;
  let nutzer: Browser;
  let support: Browser;
  let dispo: Browser;
  let inhaberId: number;
  beforeAll(async () => {
    t = await createTestApp();
    inhaber = await anmelden(t, 'inhaber@musterbau.example');
    nutzer = await anmelden(t, 'nutzer@musterbau.example');
    support = await anmelden(t, 'support@abfallportal.example');
    dispo = await anmelden(t, 'dispo@entsorgung-nord.example');
    inhaberId = await idVon(t.db, 'benutzer', { email: 'inhaber@musterbau.example' });
  }, 120_000);
  afterAll(() => t.close());

  const aktionen = async (b: Browser, id: string) =>
    ((await b.get(`/api/v1/workflow/stateTransitions/${id}`)).body as WorkflowAktion[]).map((a) => a.name);
  const streamLaenge = async (id: string) => (await t.eventStore.readStream(`auftrag-${id}`)).length;

  it('offers "Bestellung zurückziehen" to the orderer and staff, not to the approver, and refuses the approver’s withdrawal', async () => {
    // 12 containers: far above the limited demo user's 1.000 €; the owner approves.
    const res = await nutzer.post('/api/v1/auftrag', { ...(await demoBestellung(t.db, { anzahl: 12 })), freigeberId: inhaberId });
    expect(res.body.status).toBe('BESTELLUNG_ZUR_FREIGABE');
    const id = (res.body as { id: string }).id;

    expect((await aktionen(inhaber, id)).sort()).toEqual(['bestellungFreigeben', 'freigabeAblehnen']);
    expect(await aktionen(nutzer, id)).toEqual(['stornieren']);
    expect(await aktionen(support, id)).toEqual(expect.arrayContaining(['stornieren', 'bestellungFreigeben', 'freigabeAblehnen']));

    const verweigert = await inhaber.post(`/api/v1/workflow/stornieren/${id}`, {});
    expect(verweigert.status).toBe(403);
    expect(verweigert.body.message).toBe('Nur wer bestellt hat, kann die Bestellung zurückziehen.');
    expect(await streamLaenge(id)).toBe(1);

    const zurueck = await nutzer.post(`/api/v1/workflow/stornieren/${id}`, {});
    expect(zurueck.status).toBe(200);
    expect(zurueck.body.status).toBe('AUFTRAG_STORNIERT_VOR_FREIGABE');
  });

  it('names a disposer’s user with the company in the history, and writes m³', async () => {
    const res = await inhaber.post('/api/v1/auftrag', await demoBestellung(t.db));
    expect(res.status).toBe(201);
    const id = (res.body as { id: string }).id;
    const angenommen = await dispo.post(`/api/v1/workflow/bestellungAnnehmen/${id}`, {});
    expect(angenommen.status).toBe(200);
    const historie = (await inhaber.get(`/api/v1/auftrag/${id}/historie`)).body as AuftragHistorieEintrag[];
    expect(historie[0]!.beschreibung).toContain('Absetzmulde 7 m³');
    expect(historie[0]!.beschreibung).not.toContain('m3');
    expect(historie.at(-1)).toMatchObject({ akteur: 'Jana Petersen (Entsorgung Nord GmbH)', status: 'BESTELLUNG_BESTAETIGT' });
    // The producer's own user keeps a plain name.
    expect(historie[0]!.akteur).toBe('Max Mustermann');
  });
});
