import type { Abfallstrom, KpiAntwort, Overview } from '@abfallportal/common/auswertung';
import { heuteInBerlin } from '@abfallportal/common/kalendertag';
import { loadDemoAuftraege } from '../demo';
import { idVon } from '../testing/idVon';
import { anmelden, createTestApp, type Browser, type TestApp } from '../testing/testApp';

/**
 * The evaluations through the real app (issue 21): Musterbau's demo figures (issue 20's quantities
 * and invoice plus demoAuswertung.ts), the producer scope, staff, and bad filters.
 *
 * This year (tonnes): Betriebshof 12,5 + 3,8 + 1,2 (ch. 20, spread over the year) + 1,8 + 1,1 (metals,
 * invoice and credit note) + 2,4 (paper to West) + 14 (rubble to West) = 36,8; Hafencity 4 m³ rubble ×
 * 1,2 t/m³ = 4,8; Eppendorf 0,8 (asbestos, D1) + 3,42 (invoice) = 4,22; together 45,82 t.
 * Costs 718,20 + 450 − 154 (credit note) = 1.014,20 €. Last year: 8 + 2 + 1,5 + 2,4 + 5,2 + 18 = 37,1 t, 980 €.
 */
describe('evaluations (Auswertungen) through the app', () => {
  let t: TestApp;
  let inhaber: Browser;
  let korn: Browser;
  let support: Browser;
  let musterbau: number;
  let kornId: number;
  const jahr = Number(heuteInBerlin(new Date()).slice(0, 4));

  beforeAll(async () => {
    t = await createTestApp({}, { vorbereiten: async (deps) => void (await loadDemoAuftraege(deps.db, deps.eventStore)) });
    await t.aufholen(['auswertung', 'dokumentation'], 60_000);
    musterbau = await idVon(t.db, 'erzeuger', { name: 'Musterbau GmbH' });
    kornId = await idVon(t.db, 'erzeuger', { name: 'Bäckerei Korn KG' });
    inhaber = await anmelden(t, 'inhaber@musterbau.example');
    korn = await anmelden(t, 'inhaber@baeckerei-korn.example');
    support = await anmelden(t, 'support@abfallportal.example');
  }, 180_000);
  afterAll(() => t?.close());

  it("gives Musterbau's owner the overview of this year: twelve months, the sites with their tonnes", async () => {
    const o = (await inhaber.get('/api/v1/overview').expect(200)).body as Overview;
    expect(o.abfallstromList.map((m) => m.zeitraum.id)).toEqual(
      Array.from({ length: 12 }, (_, i) => `${jahr}-${String(i + 1).padStart(2, '0')}`),
    );
    expect(o.abfallstromList[1]!.zeitraum).toEqual({
      id: `${jahr}-02`,
      beginn: `${jahr}-02-01`,
      ende: `${jahr}-02-${jahr % 4 === 0 ? 29 : 28}`,
    });
    // Month values are not rounded: a yearly 12,5 t spread over twelve months adds up to 12,5 t again.
    const summe = o.abfallstromList.flatMap((m) => m.abfallstromMengeByName).reduce((s, e) => s + e.value, 0);
    expect(summe).toBeCloseTo(45.82, 6);
    const stellen = Object.fromEntries(o.standortList.map((s) => [s.name, s.mengeT]));
    expect(stellen['Betriebshof Billbrook']).toBeCloseTo(36.8, 2);
    expect(stellen['Baustelle Hafencity Quartier 4']).toBeCloseTo(4.8, 2);
    expect(stellen['Baustelle Wohnpark Eppendorf']).toBeCloseTo(4.22, 2);
    expect(o.firmenhauptsitzList.map((f) => f.name)).toEqual(['Musterbau GmbH']);
    expect(o.standortList.reduce((s, x) => s + x.offeneAuftraege, 0)).toBeGreaterThan(0);
  });

  it('lists the sites of the producer', async () => {
    const s = (await inhaber.get(`/api/v1/erzeuger/${musterbau}/standorte`).expect(200)).body as { name: string }[];
    expect(s.map((x) => x.name)).toEqual(['Baustelle Hafencity Quartier 4', 'Baustelle Wohnpark Eppendorf', 'Betriebshof Billbrook']);
  });

  it('gives the waste streams: bars per month and fraction, Sankey site → fraction → disposer → plant, table with costs', async () => {
    const a = (await inhaber.get('/api/v1/auswertung/abfallstrom').expect(200)).body as Abfallstrom;
    expect([a.von, a.bis, a.monate.length]).toEqual([`${jahr}-01-01`, `${jahr}-12-31`, 12]);
    expect(a.summeT).toBeCloseTo(45.82, 2);
    expect(a.kostenEuro).toBe(1014.2);
    expect(Math.abs(a.zeilen.reduce((s, z) => s + z.mengeT, 0) - 45.82)).toBeLessThan(0.012); // rows rounded to kg each
    expect(a.zeilen.reduce((s, z) => s + z.kostenEuro, 0)).toBeCloseTo(1014.2, 2);
    expect(a.reihen.length).toBeGreaterThanOrEqual(3);
    expect(Math.abs(a.reihen.reduce((s, r) => s + r.werte.reduce((x, y) => x + y, 0), 0) - 45.82)).toBeLessThan(0.012);
    const knoten = (ebene: string) =>
      a.sankey.knoten
        .filter((k) => k.ebene === ebene)
        .map((k) => k.name)
        .sort();
    expect(knoten('STANDORT')).toEqual(['Baustelle Hafencity Quartier 4', 'Baustelle Wohnpark Eppendorf', 'Betriebshof Billbrook']);
    expect(knoten('ENTSORGER')).toEqual(['Container-Dienst West GmbH', 'Entsorgung Nord GmbH', 'Ohne Entsorger']);
    expect(knoten('ZIEL')).toEqual(['Bauschutt-Aufbereitung West Neuss', 'D1', 'Recyclingzentrum Nord Billwerder']);
    // Every level carries the whole amount.
    const ausStandorten = a.sankey.kanten.filter((k) => k.quelle.startsWith('STANDORT:')).reduce((s, k) => s + k.wert, 0);
    const inZiele = a.sankey.kanten.filter((k) => k.ziel.startsWith('ZIEL:')).reduce((s, k) => s + k.wert, 0);
    expect(ausStandorten).toBeCloseTo(45.82, 2);
    expect(inZiele).toBeCloseTo(45.82, 2);
    const asbest = a.zeilen.find((z) => z.abfallschluessel === '17 06 05*')!;
    expect([asbest.gefaehrlich, asbest.mengeT, asbest.entsorgungsverfahren, asbest.monat]).toEqual([true, 0.8, 'D1', `${jahr}-05`]);

    const west = await idVon(t.db, 'entsorger', { name: 'Container-Dienst West GmbH' });
    const nurWest = (await inhaber.get(`/api/v1/auswertung/abfallstrom?entsorgerIds=${west}`).expect(200)).body as Abfallstrom;
    expect(nurWest.summeT).toBeCloseTo(16.4, 2);
    const letztesJahr = (await inhaber.get(`/api/v1/auswertung/abfallstrom?von=${jahr - 1}-01-01&bis=${jahr - 1}-12-31`).expect(200))
      .body as Abfallstrom;
    expect([letztesJahr.summeT, letztesJahr.kostenEuro]).toEqual([37.1, 980]);
  });

  it('gives every KPI tile with the previous year', async () => {
    const k = (await inhaber.get('/api/v1/auswertung/kpi').expect(200)).body as KpiAntwort;
    const w = Object.fromEntries(k.kacheln.map((x) => [x.id, [x.wert, x.vorjahr]]));
    expect(k.formular.kacheln).toHaveLength(10);
    expect(k.formular.standorte).toHaveLength(3);
    expect(w.GESAMTMENGE).toEqual([45.82, 37.1]);
    expect(w.KOSTEN).toEqual([1014.2, 980]);
    expect(w.KOSTEN_JE_TONNE).toEqual([22.13, 26.42]);
    // Chapter 20 of the Betriebshof: (12,5 + 3,8) / 17,5 this year, (8 + 2) / 11,5 last year (floored to one decimal).
    expect(w.GETRENNTSAMMELQUOTE).toEqual([93.1, 86.9]);
    // D1 (0,8 t asbestos) is the only disposal; last year everything was recovered.
    expect(w.VERWERTUNGSQUOTE).toEqual([98.3, 100]);
    expect(w.GEFAEHRLICHE_ABFAELLE).toEqual([0.8, 0]);
    expect(w.OFFENE_AUFTRAEGE![0]).toBeGreaterThan(0);
    expect(w.OFFENE_AUFTRAEGE![1]).toBeNull();
    expect(w.BELEGE_ZU_PRUEFEN).toEqual([1, null]);
    const gewaehlt = (await inhaber.get('/api/v1/auswertung/kpi?kacheln=KOSTEN,GESAMTMENGE').expect(200)).body as KpiAntwort;
    expect(gewaehlt.kacheln.map((x) => x.id)).toEqual(['KOSTEN', 'GESAMTMENGE']);
  });

  it("never shows Musterbau's figures to Bäckerei Korn", async () => {
    for (const pfad of ['/api/v1/overview', '/api/v1/auswertung/abfallstrom', '/api/v1/auswertung/kpi']) {
      const res = await korn.get(`${pfad}?erzeugerId=${musterbau}`).expect(403);
      expect(res.body.message).toBe('Sie haben keine Berechtigung für die Auswertungen dieses Erzeugers.');
    }
    await korn.get(`/api/v1/erzeuger/${musterbau}/standorte`).expect(403);
    const o = (await korn.get('/api/v1/overview').expect(200)).body as Overview;
    expect(o.standortList.map((s) => s.name)).toEqual(['Backstube Kiel']);
    expect(o.firmenhauptsitzList.map((f) => f.id)).toEqual([kornId]);
    const a = (await korn.get('/api/v1/auswertung/abfallstrom').expect(200)).body as Abfallstrom;
    expect(a.zeilen.some((z) => z.anfallstelleName.includes('Billbrook'))).toBe(false);
  });

  it('lets staff ask for any producer', async () => {
    const a = (await support.get(`/api/v1/auswertung/abfallstrom?erzeugerId=${musterbau}`).expect(200)).body as Abfallstrom;
    expect(a.summeT).toBeCloseTo(45.82, 2);
    const leer = (await support.get('/api/v1/auswertung/abfallstrom').expect(200)).body as Abfallstrom;
    expect(leer.zeilen).toEqual([]);
    await support.get('/api/v1/overview?erzeugerId=999999').expect(404);
  });

  it('answers bad filters with 400 and the German message, nothing else', async () => {
    const fall = async (pfad: string, meldung: string) => {
      const res = await inhaber.get(pfad).expect(400);
      expect(JSON.stringify(res.body)).toContain(meldung);
      expect(Object.keys(res.body as object).sort()).not.toContain('zeilen');
    };
    await fall('/api/v1/auswertung/abfallstrom?von=2026-05-01&bis=2026-04-01', 'Das Ende darf nicht vor dem Beginn liegen.');
    await fall('/api/v1/auswertung/abfallstrom?anfallstelleIds=abc', 'Bitte gültige Anfallstellen wählen.');
    await fall('/api/v1/overview?fraktionIds=-1', 'Bitte gültige Fraktionen wählen.');
    await fall('/api/v1/auswertung/kpi?kacheln=GIBTSNICHT', 'Diese Kennzahl gibt es nicht.');
  });
});
