/**
 * Evaluations on a large database (issue 21, Benchmarks: `/overview` and `/auswertung/kpi` p95 < 100 ms for
 * a producer with 100,000 receipts and 1,000,000 orders in the database).
 *
 *   npx tsx test/bench/auswertung.bench.ts [receipts] [orders] [repetitions]
 *
 * Embedded PostgreSQL in a temp folder with the migrated schema; the read-model tables as the
 * `auswertung` and `dokumentation` projections create them (indexes built after the load by the
 * projections' own lists, then VACUUM ANALYZE). Bulk-generated rows: the large producer's receipts
 * (two positions each: quantities and costs over two years, 20 sites, 8 AVV codes, 3 disposers), a
 * hand-entered quantity per site and month, and 1,000,000 orders over 1,000 producers (50,000 of the
 * large one) with four status visits each (the last one open for a tenth); then the sums the queries read
 * (`ausw_menge_summe`, `ausw_kosten_summe`) and the completions' order time, as the projection keeps them. Each query runs through the
 * real query functions behind the routes (`ladeOverview`, `ladeKpi`, the JSON encoded), one at a time.
 * Figures only.
 */
import os from 'node:os';
import { ladeKpi } from '../../backend/src/auswertung/auswertungKpi';
import { ladeOverview } from '../../backend/src/auswertung/auswertungOverview';
import { zeitraumAus } from '../../backend/src/auswertung/auswertungZeitraum';
import { heuteInBerlin } from '../../common/src/kalendertag';
import { auswertungProjection, summenNeuBerechnen } from '../../projections/src/auswertung/auswertungProjection';
import { dokumentationProjection } from '../../projections/src/dokumentation/dokumentationProjection';
import { liveTableNames } from '../../projections/src/runtime/projection';
import { machineLine, percentile, startBenchDatabase } from './benchSupport';

const RECEIPTS = Number(process.argv[2] ?? 100_000);
const ORDERS = Number(process.argv[3] ?? 1_000_000);
const REPS = Number(process.argv[4] ?? 100);
const PRODUCERS = 1_000;
const LARGE_ORDERS = Math.min(50_000, Math.floor(ORDERS / 2));
const SITES = 20;
const GOAL_MS = 100;

const seconds = (since: number): string => `${((Date.now() - since) / 1000).toFixed(1)} s`;
const load = (): string =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' / ');

const main = async (): Promise<void> => {
  const bench = await startBenchDatabase({ min: 0, max: 4 });
  const { db } = bench;
  try {
    console.log(await machineLine(db));
    const a = liveTableNames(auswertungProjection);
    const d = liveTableNames(dokumentationProjection);
    await db.transaction(async (trx) => {
      await auswertungProjection.createTables(trx, a);
      await dokumentationProjection.createTables(trx, d);
    });
    let started = Date.now();
    // Master data: producers, the large producer's sites, disposers, a plant, AVV codes with fractions.
    await db.raw(`INSERT INTO erzeuger (name) SELECT 'Erzeuger ' || g || ' GmbH' FROM generate_series(1, ?) g ON CONFLICT DO NOTHING`, [
      PRODUCERS,
    ]);
    const gross = ((await db('erzeuger').where({ name: 'Erzeuger 1 GmbH' }).first('id')) as { id: number }).id;
    await db.raw(
      `INSERT INTO anfallstelle (erzeuger_id, name, art) SELECT ?, 'Anfallstelle ' || g, 'GEWERBEBETRIEB' FROM generate_series(1, ?) g`,
      [gross, SITES],
    );
    await db.raw(`INSERT INTO anfallstelle (erzeuger_id, name, art) SELECT id, 'Hof', 'GEWERBEBETRIEB' FROM erzeuger WHERE id <> ?`, [
      gross,
    ]);
    await db.raw(`INSERT INTO entsorger (name) SELECT 'Entsorger ' || g FROM generate_series(1, 3) g ON CONFLICT DO NOTHING`);
    const entsorger = (await db('entsorger').orderBy('id').limit(3).pluck('id')) as number[];
    await db('verbleibsanlage').insert({ name: 'Anlage Bench', entsorger_id: entsorger[0] }).onConflict('name').ignore();
    const anlage = ((await db('verbleibsanlage').where({ name: 'Anlage Bench' }).first('id')) as { id: number }).id;
    let avvs = (await db('fraktion_abfallschluessel').distinct('abfallschluessel').limit(8).pluck('abfallschluessel')) as string[];
    if (avvs.length === 0) avvs = ['200101', '200139', '200301', '170107', '170904', '150101', '170405', '170201'];
    const stellen = (await db('anfallstelle').where({ erzeuger_id: gross }).pluck('id')) as number[];
    const jahr = Number(heuteInBerlin(new Date()).slice(0, 4));
    const anzeige = (k: string) => `${k.slice(0, 2)} ${k.slice(2, 4)} ${k.slice(4, 6)}`;

    // Receipts of the large producer: two positions each, over two years (ausw_menge, ausw_kosten, doku_beleg).
    await db.raw(
      `INSERT INTO ausw_menge (quelle, quelle_id, nr, monat, erzeuger_id, anfallstelle_id, abfallschluessel, avv, fraktion_id,
                               entsorger_id, verbleibsanlage_id, entsorgungsverfahren, menge, einheit, abweichende_dichte,
                               behaeltertyp_id, behaelter, anteil)
       SELECT 'BELEG', md5('b' || g)::uuid, nr, make_date(? - (g % 2), 1 + (g % 12), 1), ?, (?::int[])[1 + g % ?],
              (?::text[])[1 + (g + nr) % ?], (?::text[])[1 + (g + nr) % ?], NULL, (?::int[])[1 + g % 3], ?, CASE WHEN g % 7 = 0 THEN 'D1' ELSE 'R3' END,
              1 + (g % 50) / 10.0, CASE WHEN g % 5 = 0 THEN 'm³' ELSE 't' END, NULL, NULL, 'Absetzmulde 7 m3', 1
         FROM generate_series(1, ?) g CROSS JOIN generate_series(0, 1) nr`,
      [jahr, gross, stellen, stellen.length, avvs.map(anzeige), avvs.length, avvs, avvs.length, entsorger, anlage, RECEIPTS],
    );
    await db.raw(
      `INSERT INTO ausw_kosten (beleg_id, nr, monat, erzeuger_id, anfallstelle_id, entsorger_id, abfallschluessel, avv, typ, betrag)
       SELECT quelle_id, nr, monat, erzeuger_id, anfallstelle_id, entsorger_id, abfallschluessel, avv,
              CASE WHEN nr = 1 AND (hashtext(quelle_id::text) % 10) = 0 THEN 'gutschrift' ELSE 'rechnung' END, menge * 80
         FROM ausw_menge WHERE quelle = 'BELEG'`,
    );
    await db.raw(
      `INSERT INTO doku_beleg (id, erzeuger_id, entsorger_id, anfallstelle_id, typ, status, jahr, zustand, version)
       SELECT md5('b' || g)::uuid, ?, (?::int[])[1 + g % 3], (?::int[])[1 + g % ?], 'rechnung',
              CASE WHEN g % 50 = 0 THEN 'ERFASST' ELSE 'FREIGEGEBEN' END, ? - (g % 2), '{}', 1
         FROM generate_series(1, ?) g`,
      [gross, entsorger, stellen, stellen.length, jahr, RECEIPTS],
    );
    // A hand-entered quantity per site and month (two years).
    await db.raw(
      `INSERT INTO ausw_menge (quelle, quelle_id, nr, monat, erzeuger_id, anfallstelle_id, abfallschluessel, avv, entsorgungsverfahren,
                               verbleibsanlage_id, menge, einheit, anteil)
       SELECT 'ERFASST', md5('m' || s || '-' || m)::uuid, 0, make_date(? - 1 + m / 12, 1 + m % 12, 1), ?, s, ?, ?, 'R3', ?, 12, 't', 1.0 / 12
         FROM unnest(?::int[]) s CROSS JOIN generate_series(0, 23) m`,
      [jahr, gross, anzeige(avvs[0]!), avvs[0]!, anlage, stellen],
    );
    await summenNeuBerechnen(db, a);
    console.log(`${RECEIPTS} Belege (${RECEIPTS * 2} Positionen) des großen Erzeugers erzeugt in ${seconds(started)} (Last ${load()})`);

    // Orders: 1,000,000 over 1,000 producers, the large one 50,000; four status visits each.
    started = Date.now();
    const STATUS = ['BESTELLUNG', 'BESTELLUNG_BESTAETIGT', 'IN_ABHOLUNG', 'AUFTRAG_ABGESCHLOSSEN'];
    for (let von = 1; von <= ORDERS; von += 200_000) {
      const bis = Math.min(ORDERS, von + 199_999);
      await db.raw(
        `INSERT INTO ausw_auftrag_status (auftrag_id, revision, erzeuger_id, anfallstelle_id, status, monat, von, bis)
         SELECT md5('a' || g)::uuid, i, e.id, coalesce((?::int[])[CASE WHEN e.id = ? THEN 1 + g % ? END], e.id), (?::text[])[i + 1],
                date_trunc('month', t0 + i * interval '2 days')::date, t0 + i * interval '2 days',
                CASE WHEN i = 3 OR (i = 2 AND g % 10 = 0) THEN NULL ELSE t0 + (i + 1) * interval '2 days' END
           FROM generate_series(?::int, ?::int) g
           CROSS JOIN LATERAL (SELECT CASE WHEN g <= ? THEN ? ELSE ? + 1 + g % (? - 1) END AS id) e0
           CROSS JOIN LATERAL (SELECT e0.id AS id) e
           CROSS JOIN LATERAL (SELECT make_timestamptz(? - (g % 2), 1 + g % 12, 1 + g % 27, 8, 0, 0) AS t0) t
           CROSS JOIN generate_series(0, 3) i
          WHERE NOT (g % 10 = 0 AND i = 3)`,
        [stellen, gross, stellen.length, STATUS, von, bis, LARGE_ORDERS, gross, gross, PRODUCERS, jahr],
      );
    }
    // A completion carries when the order was placed (as the projection writes it).
    await db.raw(
      `UPDATE ausw_auftrag_status s SET bestellt = b.von
         FROM ausw_auftrag_status b
        WHERE s.status = 'AUFTRAG_ABGESCHLOSSEN' AND b.auftrag_id = s.auftrag_id AND b.status = 'BESTELLUNG'`,
    );
    // Producers without a site of their own above: their orders name the producer id as site id (unused by the queries).
    console.log(
      `${ORDERS} Aufträge (${LARGE_ORDERS} des großen Erzeugers) mit ihren Statuszeiten erzeugt in ${seconds(started)} (Last ${load()})`,
    );

    started = Date.now();
    await db.transaction(async (trx) => {
      await trx.raw("SET LOCAL maintenance_work_mem = '512MB'");
      await trx.raw('SET LOCAL idle_in_transaction_session_timeout = 0');
      for (const index of auswertungProjection.indexes?.(a) ?? []) await trx.raw(index.sql);
      for (const index of dokumentationProjection.indexes?.(d) ?? []) await trx.raw(index.sql);
    });
    for (const t of [
      'ausw_menge',
      'ausw_kosten',
      'ausw_menge_summe',
      'ausw_kosten_summe',
      'ausw_auftrag_status',
      'doku_beleg',
      'anfallstelle',
      'erzeuger',
    ])
      await db.raw(`VACUUM ANALYZE ${t}`);
    console.log(`Indizes und VACUUM ANALYZE in ${seconds(started)}`);
    const groesse = (await db.raw(
      `SELECT pg_size_pretty(pg_total_relation_size('ausw_menge')) AS m, pg_size_pretty(pg_total_relation_size('ausw_auftrag_status')) AS s,
              (SELECT count(*) FROM ausw_menge_summe) AS ms, (SELECT count(*) FROM ausw_kosten_summe) AS ks`,
    )) as { rows: { m: string; s: string; ms: string; ks: string }[] };
    const g = groesse.rows[0];
    console.log(`Größe ausw_menge ${g?.m}, ausw_auftrag_status ${g?.s}; Summenzeilen Mengen ${g?.ms}, Kosten ${g?.ks}`);

    const heute = heuteInBerlin(new Date());
    const filter = { erzeugerIds: [gross], zeitraum: zeitraumAus({}, heute) };
    const cases: { name: string; run: () => Promise<unknown> }[] = [
      { name: 'GET /overview (laufendes Jahr)', run: () => ladeOverview(db, filter) },
      { name: 'GET /auswertung/kpi (alle Kacheln, mit Vorjahr)', run: () => ladeKpi(db, filter, undefined) },
      {
        name: 'GET /auswertung/kpi (3 Anfallstellen)',
        run: () => ladeKpi(db, { ...filter, anfallstelleIds: stellen.slice(0, 3) }, undefined),
      },
      { name: 'GET /overview (kleiner Erzeuger)', run: () => ladeOverview(db, { erzeugerIds: [gross + 500], zeitraum: filter.zeitraum }) },
    ];
    console.log(`\nJe Abfrage ${REPS} Wiederholungen, nacheinander (Ziel p95 < ${GOAL_MS} ms):`);
    const verfehlt: string[] = [];
    for (const c of cases) {
      const ms: number[] = [];
      let bytes = 0;
      for (let i = 0; i < REPS + 3; i += 1) {
        const t0 = process.hrtime.bigint();
        bytes = JSON.stringify(await c.run()).length;
        const dauer = Number(process.hrtime.bigint() - t0) / 1e6;
        if (i >= 3) ms.push(dauer);
      }
      ms.sort((x, y) => x - y);
      const p95 = percentile(ms, 0.95);
      if (p95 >= GOAL_MS) verfehlt.push(c.name);
      console.log(
        `${p95 < GOAL_MS ? '  ' : '✗ '}${c.name.padEnd(48)} p50 ${percentile(ms, 0.5).toFixed(1).padStart(6)} ms  p95 ${p95.toFixed(1).padStart(6)} ms  max ${(ms[ms.length - 1] ?? 0).toFixed(1).padStart(6)} ms  [${bytes} B]  Last ${load()}`,
      );
    }
    console.log(`\nZiel p95 < ${GOAL_MS} ms: ${verfehlt.length === 0 ? 'erreicht' : `VERFEHLT für ${verfehlt.join('; ')}`}`);
    console.log(`\n${await machineLine(db)}`);
  } finally {
    await bench.stop();
  }
};

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
