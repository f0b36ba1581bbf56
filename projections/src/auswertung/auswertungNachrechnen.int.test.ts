import { loadDemoAuftraege } from '@abfallportal/backend/demo';
import { anmelden, createTestApp, type TestApp } from '@abfallportal/backend/testing/testApp';

/**
 * Issue 21: each read model of the `auswertung` projection equals a plain SQL recomputation from the
 * source tables of the other projections (doku_beleg / doku_beleg_position, abfallmenge_uebersicht,
 * auftrag_uebersicht / auftrag_historie), row by row, on the demo data placed through the real commands
 * — and again after a receipt leaves FREIGEGEBEN and a quantity is deleted through the API.
 */
describe('auswertung read models = SQL recomputation from the source tables', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({}, { vorbereiten: async (deps) => void (await loadDemoAuftraege(deps.db, deps.eventStore)) });
    await t.aufholen(['auswertung', 'dokumentation', 'belege', 'auftraege'], 60_000);
  }, 180_000);
  afterAll(() => t?.close());

  const rows = async (sql: string): Promise<unknown[]> => ((await t.db.raw(sql)) as { rows: unknown[] }).rows;

  // Quantities from approved receipts: one row per position, in the month of the service end (else start, else date).
  const BELEG_MENGEN_NEU = `
    SELECT p.beleg_id::text AS id, p.nr, to_char(date_trunc('month', coalesce((b.zustand->'felder'->>'leistungBis')::date,
             (b.zustand->'felder'->>'leistungVon')::date, b.datum)), 'YYYY-MM-DD') AS monat,
           p.erzeuger_id, p.anfallstelle_id, replace(coalesce(p.abfallschluessel, ''), ' ', '') AS avv, b.entsorger_id,
           p.verbleibsanlage_id, p.entsorgungsverfahren, p.menge::numeric(14,3)::text AS menge, p.einheit
      FROM doku_beleg_position p JOIN doku_beleg b ON b.id = p.beleg_id
     ORDER BY 1, 2`;
  const BELEG_MENGEN_MODELL = `
    SELECT quelle_id::text AS id, nr, to_char(monat, 'YYYY-MM-DD') AS monat, erzeuger_id, anfallstelle_id, avv, entsorger_id,
           verbleibsanlage_id, entsorgungsverfahren, menge::text AS menge, einheit
      FROM ausw_menge WHERE quelle = 'BELEG' ORDER BY 1, 2`;

  // Hand-entered quantities: one row per month of the service period (else the service year), share 1/months.
  const ERFASST_NEU = `
    SELECT a.id::text AS id, to_char(m, 'YYYY-MM-DD') AS monat, a.erzeuger_id, a.anfallstelle_id, a.abfallschluessel,
           a.fraktion_id, a.verbleibsanlage_id, a.entsorgungsverfahren, a.menge_zahl::numeric(14,3)::text AS menge, a.einheit,
           round((1.0 / count(*) OVER (PARTITION BY a.id))::numeric, 9)::text AS anteil
      FROM abfallmenge_uebersicht a
      CROSS JOIN LATERAL generate_series(date_trunc('month', coalesce(a.leistung_von, make_date(a.leistungsjahr, 1, 1))),
                                         date_trunc('month', coalesce(a.leistung_bis, make_date(a.leistungsjahr, 12, 31))),
                                         interval '1 month') AS m
     WHERE NOT a.geloescht
     ORDER BY 1, 2`;
  const ERFASST_MODELL = `
    SELECT quelle_id::text AS id, to_char(monat, 'YYYY-MM-DD') AS monat, erzeuger_id, anfallstelle_id, abfallschluessel,
           fraktion_id, verbleibsanlage_id, entsorgungsverfahren, menge::text AS menge, einheit, round(anteil::numeric, 9)::text AS anteil
      FROM ausw_menge WHERE quelle = 'ERFASST' ORDER BY 1, 2`;

  // Costs: positions of approved receipts with an amount; invoices and cancelled credit notes +, credit notes and cancelled invoices −.
  const KOSTEN_NEU = `
    SELECT p.beleg_id::text AS id, p.nr, p.erzeuger_id, p.anfallstelle_id, b.entsorger_id, b.typ,
           ((CASE WHEN b.typ IN ('rechnung', 'stornogutschrift') THEN 1 ELSE -1 END)
             * abs((b.zustand->'felder'->'positionen'->p.nr->>'betrag')::numeric))::numeric(14,2)::text AS betrag
      FROM doku_beleg_position p JOIN doku_beleg b ON b.id = p.beleg_id
     WHERE b.typ IN ('rechnung', 'stornogutschrift', 'gutschrift', 'stornorechnung')
       AND b.zustand->'felder'->'positionen'->p.nr->>'betrag' IS NOT NULL
     ORDER BY 1, 2`;
  const KOSTEN_MODELL = `
    SELECT beleg_id::text AS id, nr, erzeuger_id, anfallstelle_id, entsorger_id, typ, betrag::text AS betrag FROM ausw_kosten ORDER BY 1, 2`;

  // Status times: from the history, every event whose status differs from the one before is an entry; it ends at the next entry.
  const STATUS_NEU = `
    WITH h AS (
      SELECT h.auftrag_id, h.stream_revision, h.zeitpunkt, h.status,
             lag(h.status) OVER (PARTITION BY h.auftrag_id ORDER BY h.stream_revision) AS vorher
        FROM auftrag_historie h JOIN auftrag_uebersicht u ON u.id = h.auftrag_id),
    e AS (
      SELECT auftrag_id, stream_revision, zeitpunkt, status,
             lead(zeitpunkt) OVER (PARTITION BY auftrag_id ORDER BY stream_revision) AS bis
        FROM h WHERE vorher IS NULL OR vorher <> status)
    SELECT e.auftrag_id::text AS id, e.stream_revision AS revision, u.erzeuger_id, u.anfallstelle_id, e.status,
           to_char(date_trunc('month', e.zeitpunkt AT TIME ZONE 'Europe/Berlin'), 'YYYY-MM-DD') AS monat,
           e.zeitpunkt AS von, e.bis
      FROM e JOIN auftrag_uebersicht u ON u.id = e.auftrag_id
     ORDER BY 1, 2`;
  const STATUS_MODELL = `
    SELECT auftrag_id::text AS id, revision, erzeuger_id, anfallstelle_id, status, to_char(monat, 'YYYY-MM-DD') AS monat, von, bis
      FROM ausw_auftrag_status ORDER BY 1, 2`;

  // The sums the queries read: the per-source rows (quantities above zero) grouped at their grain.
  const MENGE_SUMME_NEU = `
    SELECT erzeuger_id, to_char(monat, 'YYYY-MM-DD') AS monat, anfallstelle_id, abfallschluessel, avv, fraktion_id, entsorger_id,
           verbleibsanlage_id, entsorgungsverfahren, quelle, einheit, abweichende_dichte::text AS dichte, behaeltertyp_id, behaelter,
           round(sum(menge * anteil::numeric), 6)::text AS menge, count(*)::int AS zeilen
      FROM ausw_menge WHERE menge > 0
     GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14 ORDER BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14`;
  const MENGE_SUMME_MODELL = `
    SELECT erzeuger_id, to_char(monat, 'YYYY-MM-DD') AS monat, anfallstelle_id, abfallschluessel, avv, fraktion_id, entsorger_id,
           verbleibsanlage_id, entsorgungsverfahren, quelle, einheit, abweichende_dichte::text AS dichte, behaeltertyp_id, behaelter,
           round(menge, 6)::text AS menge, zeilen
      FROM ausw_menge_summe ORDER BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14`;
  const KOSTEN_SUMME_NEU = `
    SELECT erzeuger_id, to_char(monat, 'YYYY-MM-DD') AS monat, anfallstelle_id, abfallschluessel, avv, entsorger_id,
           sum(betrag)::text AS betrag, count(*)::int AS zeilen
      FROM ausw_kosten GROUP BY 1, 2, 3, 4, 5, 6 ORDER BY 1, 2, 3, 4, 5, 6`;
  const KOSTEN_SUMME_MODELL = `
    SELECT erzeuger_id, to_char(monat, 'YYYY-MM-DD') AS monat, anfallstelle_id, abfallschluessel, avv, entsorger_id,
           betrag::text AS betrag, zeilen
      FROM ausw_kosten_summe ORDER BY 1, 2, 3, 4, 5, 6`;
  // A completion row carries when the order first entered BESTELLUNG; no other row does.
  const BESTELLT_NEU = `
    SELECT a.auftrag_id::text AS id, a.revision,
           CASE WHEN a.status = 'AUFTRAG_ABGESCHLOSSEN'
                THEN (SELECT min(b.von) FROM ausw_auftrag_status b WHERE b.auftrag_id = a.auftrag_id AND b.status = 'BESTELLUNG') END AS bestellt
      FROM ausw_auftrag_status a ORDER BY 1, 2`;
  const BESTELLT_MODELL = `SELECT auftrag_id::text AS id, revision, bestellt FROM ausw_auftrag_status ORDER BY 1, 2`;

  const vergleichen = async () => {
    const belegMengen = await rows(BELEG_MENGEN_MODELL);
    expect(belegMengen.length).toBeGreaterThanOrEqual(4);
    expect(belegMengen).toEqual(await rows(BELEG_MENGEN_NEU));
    const erfasst = await rows(ERFASST_MODELL);
    expect(erfasst.length).toBeGreaterThan(24);
    expect(erfasst).toEqual(await rows(ERFASST_NEU));
    const kosten = await rows(KOSTEN_MODELL);
    expect(kosten.length).toBeGreaterThanOrEqual(4);
    expect(kosten).toEqual(await rows(KOSTEN_NEU));
    const status = await rows(STATUS_MODELL);
    expect(status.length).toBeGreaterThan(20);
    expect(status).toEqual(await rows(STATUS_NEU));
    const mengenSummen = await rows(MENGE_SUMME_MODELL);
    expect(mengenSummen.length).toBeGreaterThan(10);
    expect(mengenSummen).toEqual(await rows(MENGE_SUMME_NEU));
    const kostenSummen = await rows(KOSTEN_SUMME_MODELL);
    expect(kostenSummen.length).toBeGreaterThanOrEqual(2);
    expect(kostenSummen).toEqual(await rows(KOSTEN_SUMME_NEU));
    const bestellt = (await rows(BESTELLT_MODELL)) as { bestellt: unknown }[];
    expect(bestellt.filter((b) => b.bestellt !== null).length).toBeGreaterThan(0);
    expect(bestellt).toEqual(await rows(BESTELLT_NEU));
  };

  it('equals the recomputation on the demo data', vergleichen);

  it('still equals it after a quantity is deleted through the API (its month rows leave, nothing else changes)', async () => {
    const inhaber = await anmelden(t, 'inhaber@musterbau.example');
    const vorher = Number(((await rows(`SELECT count(*) AS n FROM ausw_kosten`)) as { n: string }[])[0]!.n);
    // A quantity of the demo leaves through the API (DELETE with If-Match).
    const menge = (await t.db('abfallmenge_uebersicht').where({ geloescht: false }).orderBy('id').first('id', 'version')) as {
      id: string;
      version: number;
    };
    await inhaber.agent
      .delete(`/api/v1/dokumentation/abfallmengen/${menge.id}`)
      .set('X-XSRF-TOKEN', inhaber.xsrf)
      .set('If-Match', `"${menge.version}"`)
      .expect((r) => expect([200, 204]).toContain(r.status));
    await t.aufholen(['auswertung', 'dokumentation'], 20_000);
    expect(Number(((await t.db('ausw_menge').where({ quelle_id: menge.id }).count({ n: '*' })) as { n: unknown }[])[0]!.n)).toBe(0);
    await vergleichen();
    expect(Number(((await rows(`SELECT count(*) AS n FROM ausw_kosten`)) as { n: string }[])[0]!.n)).toBe(vorher);
  });
});
