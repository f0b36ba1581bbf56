import { loadDemoAuftraege } from '../../demo';
import { beispielFuer, loadDemoIds, routeKey, type DemoIds } from '../../testing/routeBeispiele';
import { projektionenAbwarten, registrierteRouten, sende } from '../../testing/routenPruefung';
import { anmelden, createTestApp, type Browser, type TestApp } from '../../testing/testApp';
import { westAnmelden } from '../../testing/zweiterEntsorger';
import type { RouteSpec } from './route';

/**
 * Issue 28, route-wide: every registered reading route that takes an order, called with the demo's
 * offer request V-DEMO-101 by each of its two asked disposers. Entsorgung Nord offered 455 € ("Inklusive
 * Anfahrt …"), Container-Dienst West declined ("Keine Fahrzeuge frei …"); no answer of any route shows
 * one of them what belongs to the other. The order lists are called too (they take no order id).
 */
const SPUREN = {
  nord: [/Entsorgung Nord/, /Jana Petersen/, /Inklusive Anfahrt/, /455,00/, /"preis":455\b/],
  west: [/Container-Dienst West/, /Sabine Krüger/, /Keine Fahrzeuge frei/, /Angebotsanfrage abgelehnt/],
};

describe('Angebotsanfrage über alle Routen: jeder angefragte Entsorger sieht nur sich (Ausgabe 28)', () => {
  let t: TestApp;
  let ids: DemoIds;
  let anfrage: string;
  let routen: RouteSpec[];
  const als: Record<'nord' | 'west', Browser> = {} as never;

  beforeAll(async () => {
    t = await createTestApp({}, { vorbereiten: async (deps) => void (await loadDemoAuftraege(deps.db, deps.eventStore)) });
    ids = await loadDemoIds(t);
    routen = registrierteRouten(t).filter((r) => r.method === 'get');
    await projektionenAbwarten(t);
    als.nord = await anmelden(t, 'dispo@entsorgung-nord.example');
    als.west = (await westAnmelden(t)).browser;
    anfrage = ((await t.db('auftrag_uebersicht').where({ vorgangsnummer: 'V-DEMO-101' }).first('id')) as { id: string }).id;
  }, 120_000);
  afterAll(() => t.close());

  it('no order route shows an asked disposer the other one’s name, price or reason', async () => {
    const befunde: string[] = [];
    let geprueft = 0;
    for (const spec of routen) {
      // The routes about one order are those whose example names the demo order; the lists take none.
      const beispiel = beispielFuer(spec, { ...ids, auftrag: anfrage });
      const umAuftrag = Object.values(beispiel.params ?? {}).includes(anfrage);
      const liste = spec.path === '/v1/auftrag' || spec.path.startsWith('/v1/auftrag/offen');
      if (!umAuftrag && !liste) continue;
      for (const [wer, anderer] of [
        ['nord', 'west'],
        ['west', 'nord'],
      ] as const) {
        const res = await sende(als[wer].agent, spec, beispiel, { xsrf: als[wer].xsrf });
        geprueft++;
        const wo = `${routeKey(spec)} als ${wer}`;
        if (res.status >= 500) befunde.push(`${wo}: ${res.status}`);
        const text = res.text ?? '';
        for (const spur of SPUREN[anderer]) if (spur.test(text)) befunde.push(`${wo}: zeigt ${spur}`);
      }
    }
    console.log(`Angebotsanfrage: ${geprueft} Aufrufe über ${routen.length} lesende Routen geprüft`);
    expect(geprueft).toBeGreaterThanOrEqual(10);
    expect(befunde).toEqual([]);
  }, 120_000);

  it('each disposer does see its own answer (the check above is not vacuous)', async () => {
    const nord = (await als.nord.get(`/api/v1/auftrag/${anfrage}/historie`)).text;
    const west = (await als.west.get(`/api/v1/auftrag/${anfrage}/historie`)).text;
    expect(SPUREN.nord.some((s) => s.test(nord))).toBe(true);
    expect(SPUREN.west.some((s) => s.test(west))).toBe(true);
  });
});
