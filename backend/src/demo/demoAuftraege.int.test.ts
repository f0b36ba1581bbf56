import type { AuftragDetails, AuftragHistorieEintrag, AuftragListeEintrag } from '@abfallportal/common/auftragWire';
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
    const liste = await t.aufholen(['auftraege']).then(() => inhaber.get('/api/v1/auftrag?range=[0,99]'));
    const status = (liste.body as AuftragListeEintrag[]).map((a) => a.status.type).sort();
    expect(status).toEqual(
      [
        'ABRECHNUNG',
        'AUFTRAG_ABGESCHLOSSEN',
        'AUFTRAG_STORNIERT',
        'BESTELLAENDERUNG_LIEFERTERMIN',
        'BESTELLUNG',
        'BESTELLUNG_ABGELEHNT',
        'BESTELLUNG_BESTAETIGT',
        'IN_ANLIEFERUNG',
        'VOR_ORT',
        'ANGEBOT_AN_KUNDEN',
        'BESTELLUNG_ZUR_FREIGABE',
        // Issue 18: services on a container on site are follow-up orders with statuses of their own.
        'ZUSATZLEERUNG_BEAUFTRAGT',
        'VOR_ORT',
        'IN_ABHOLUNG',
        'ABRECHNUNG',
        'AUFTRAG_ABGESCHLOSSEN',
        'VOR_ORT',
        'BEHAELTERTAUSCH_AENDERUNG_WUNSCHTERMIN',
        'BESTELLUNG_ERINNERUNG',
        'PROBLEM',
        'PROBLEM_BEHOBEN',
      ].sort(),
    );
    const abgeschlossen = (liste.body as AuftragListeEintrag[]).find(
      (a) => a.status.type === 'AUFTRAG_ABGESCHLOSSEN' && a.auftragsart === 'BEHAELTERSTELLUNG',
    )!;
    const historie = (await inhaber.get(`/api/v1/auftrag/${abgeschlossen.id}/historie`)).body as AuftragHistorieEintrag[];
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
    const liste = (await inhaber.get('/api/v1/auftrag?range=[0,99]')).body as AuftragListeEintrag[];
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
