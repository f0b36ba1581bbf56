import type { AuftragDetails, AuftragHistorieEintrag, AuftragListeEintrag } from '@abfallportal/common/auftragWire';
import { AUFTRAG_STATUS } from '@abfallportal/common/auftrag';
import { anmelden, createTestApp, type TestApp } from '../testing/testApp';
import { loadDemoAuftraege } from './demoAuftraege';

describe('demo orders', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { vorbereiten: async (deps) => void (await loadDemoAuftraege(deps.db, deps.eventStore)) });
  });
  afterAll(() => t.close());

  it('shows Musterbau’s owner an order in every status of the ordering path, each with a real history', async () => {
    const inhaber = await anmelden(t, 'inhaber@musterbau.example');
    const liste = await t.aufholen(['auftraege']).then(() => inhaber.get('/api/v1/auftrag?range=[0,199]'));
    // Issue 28: every one of the 30 statuses (spec § 4), placed through the same commands as a user's orders.
    const status = new Set((liste.body as AuftragListeEintrag[]).map((a) => a.status.type));
    expect([...AUFTRAG_STATUS].filter((s) => !status.has(s))).toEqual([]);
    expect(status.size).toBe(30);
    const abgeschlossen = (liste.body as AuftragListeEintrag[]).find(
      (a) => a.status.type === 'AUFTRAG_ABGESCHLOSSEN' && a.auftragsart === 'BEHAELTERSTELLUNG',
    )!;
    const alle = (await inhaber.get(`/api/v1/auftrag/${abgeschlossen.id}/historie`)).body as AuftragHistorieEintrag[];
    // The removal's own entries are in the main order's history too (issue 28), each naming the follow-up order.
    expect(alle.filter((h) => h.folgeauftrag).map((h) => h.beschreibung)).toContainEqual(
      expect.stringMatching(/: Behälterabzug beauftragt/),
    );
    const historie = alle.filter((h) => !h.folgeauftrag);
    expect(historie.map((h) => h.beschreibung)).toEqual([
      expect.stringContaining('Bestellung aufgegeben'),
      expect.stringContaining('Bestellung angenommen'),
      'Anlieferung gestartet',
      'Behälter gestellt',
      'Behälter abgezogen (Behälterabzug durchgeführt)',
      'Auftrag abgeschlossen',
    ]);
    expect(historie.map((h) => h.akteur)).toContain('Jana Petersen (Entsorgung Nord GmbH)');
    expect(historie[4]!.akteur).toBe('System');
    const details = (await inhaber.get(`/api/v1/auftrag/${abgeschlossen.id}`)).body as AuftragDetails;
    expect(details.folgeauftraege?.map((f) => [f.auftragsart, f.status])).toEqual([['BEHAELTERABZUG', 'AUFTRAG_ABGESCHLOSSEN']]);
  });

  it('has an offer request with one offer in and one declined, and an order waiting for the owner’s approval', async () => {
    const inhaber = await anmelden(t, 'inhaber@musterbau.example');
    const liste = (await inhaber.get('/api/v1/auftrag?range=[0,199]')).body as AuftragListeEintrag[];
    const anfrage = liste.find((a) => a.status.type === 'ANGEBOT_AN_KUNDEN')!;
    expect(anfrage).toMatchObject({ numberAngebotReceived: 2, numberAngebotRequested: 2 });
    const angebote = (await inhaber.get(`/api/v1/auftrag/${anfrage.id}/angebote`)).body as { status: string }[];
    expect(angebote.map((a) => a.status).sort()).toEqual(['abgegeben', 'abgelehnt']);
    const freigabe = (await inhaber.get(`/api/v1/auftrag?filter=${encodeURIComponent(JSON.stringify({ zurFreigabe: true }))}`))
      .body as AuftragListeEintrag[];
    expect(freigabe.map((a) => a.vorgangsnummer)).toEqual(['V-DEMO-102']);
  });

  it('places them only once', async () => {
    expect(await loadDemoAuftraege(t.db, t.eventStore)).toBe(0);
  });
});
