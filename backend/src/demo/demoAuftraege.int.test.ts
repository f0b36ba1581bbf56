import type { AuftragHistorieEintrag, AuftragListeEintrag } from '@abfallportal/common/auftragWire';
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
    const liste = await t.projector
      .waitFor((await t.eventStore.headPosition())!, ['auftraege'], 10_000)
      .then(() => inhaber.get('/api/v1/auftrag?range=[0,99]'));
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
        'IN_ABHOLUNG',
        'IN_ANLIEFERUNG',
        'VOR_ORT',
        'PROBLEM',
        'PROBLEM_BEHOBEN',
      ].sort(),
    );
    const abgeschlossen = (liste.body as AuftragListeEintrag[]).find((a) => a.status.type === 'AUFTRAG_ABGESCHLOSSEN')!;
    const historie = (await inhaber.get(`/api/v1/auftrag/${abgeschlossen.id}/historie`)).body as AuftragHistorieEintrag[];
    expect(historie.map((h) => h.beschreibung)).toEqual([
      expect.stringContaining('Bestellung aufgegeben'),
      expect.stringContaining('Bestellung angenommen'),
      'Anlieferung gestartet',
      'Behälter gestellt',
      expect.stringContaining('Abholung beauftragt'),
      'Behälter abgeholt',
      'Auftrag abgeschlossen',
    ]);
    expect(historie.map((h) => h.akteur)).toContain('Jana Petersen');
  });

  it('places them only once', async () => {
    expect(await loadDemoAuftraege(t.db, t.eventStore)).toBe(0);
  });
});
