/**
 * Staff's open orders on 1,000,000 orders (issue 18, Benchmarks: p95 < 50 ms for every sort and the
 * default status list).
 *
 *   npx tsx test/bench/offeneAuftraege.bench.ts [orders] [repetitions]
 *
 * Embedded PostgreSQL in a temp folder, the live read-model tables as the order projection creates
 * them (auftragTabellen.ts, indexes included), filled by `generateAuftraege` (benchSupport.ts) as for
 * auftragListe.bench.ts (~1,000 producers, one large with 50,000 orders, two years of dates, mostly
 * finished old orders), with the open statuses of offers, approval, follow-up orders and problems
 * mixed in, and the producers in the producer table (for erzeugerSearch). Indexes are built after the
 * load by the projection's own list, then VACUUM ANALYZE. Each query runs `repetitions` times over
 * HTTP through the real query (`ladeOffeneAuftraege` with the parsed query string), one request at a
 * time: every sort key in both directions with the default status list, then a few further cases.
 * Figures only; a query that misses the goal gets its EXPLAIN ANALYZE printed.
 */
import type { Server } from 'node:http';
import express from 'express';
import os from 'node:os';
import { offeneAuftraegeQuerySchema, OFFEN_SORTIERUNG, OFFENE_STATUS } from '../../common/src/auftragOffen';
import { findeAuftraege, ladeOffeneAuftraege } from '../../backend/src/auftraege/offeneAuftraege';
import { auftragProjection } from '../../projections/src/auftraege/auftragProjection';
import { liveTableNames } from '../../projections/src/runtime/projection';
import { generateAuftraege, machineLine, percentile, startBenchDatabase } from './benchSupport';

const ORDERS = Number(process.argv[2] ?? 1_000_000);
const REPS = Number(process.argv[3] ?? 200);
const PRODUCERS = 1_000;
const LARGE = 50_000;
const GOAL_MS = 50;

const load = (): string =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' / ');

const seconds = (since: number): string => `${((Date.now() - since) / 1000).toFixed(1)} s`;

/** Open statuses of offers, approval, follow-up orders and problems, mixed into the ordering path's. */
const WEITERE_STATUS = [
  'WARTEN_AUF_ANGEBOT',
  'ANGEBOT_AN_KUNDEN',
  'BESTELLUNG_ZUR_FREIGABE',
  'BESTELLUNG_ERINNERUNG',
  'PROBLEM',
  'ZUSATZLEERUNG_BEAUFTRAGT',
  'BEHAELTERTAUSCH_BESTAETIGT',
  'BEHAELTERABZUG_BEAUFTRAGT',
  'AUFTRAG_STORNIERT',
  'ANFRAGE_ABGELEHNT',
];

type Case = { name: string; query: Record<string, string>; find?: boolean };

const main = async (): Promise<void> => {
  const bench = await startBenchDatabase({ min: 0, max: 4 });
  const { db } = bench;
  let server: Server | undefined;
  try {
    console.log(await machineLine(db));
    const names = liveTableNames(auftragProjection);
    await db.transaction((trx) => auftragProjection.createTables(trx, names));

    let started = Date.now();
    await generateAuftraege(db, {
      orders: ORDERS,
      producers: PRODUCERS,
      large: LARGE,
      weitereStatus: WEITERE_STATUS,
      erzeugerTabelle: true,
    });
    console.log(`${ORDERS} Aufträge erzeugt in ${seconds(started)} (Last ${load()})`);
    started = Date.now();
    await db.transaction(async (trx) => {
      await trx.raw("SET LOCAL maintenance_work_mem = '512MB'");
      await trx.raw('SET LOCAL idle_in_transaction_session_timeout = 0');
      for (const index of auftragProjection.indexes?.(names) ?? []) await trx.raw(index.sql);
    });
    const { rows: indexes } = await db.raw<{ rows: { n: string }[] }>(
      `SELECT count(*) AS n FROM pg_indexes WHERE tablename = 'auftrag_uebersicht' AND indexname LIKE '%offen%'`,
    );
    if (Number(indexes[0]?.n ?? 0) === 0) throw new Error('Keine Indizes der offenen Aufträge gebaut');
    console.log(`Indizes gebaut in ${seconds(started)} (${indexes[0]?.n} für offene Aufträge, Last ${load()})`);
    started = Date.now();
    await db.raw('VACUUM ANALYZE auftrag_uebersicht');
    await db.raw('VACUUM ANALYZE erzeuger');
    console.log(`VACUUM ANALYZE in ${seconds(started)}`);
    const { rows: offen } = await db.raw<{ rows: { n: string }[] }>(
      `SELECT count(*) AS n FROM auftrag_uebersicht WHERE status IN (${OFFENE_STATUS.map(() => '?').join(', ')})`,
      [...OFFENE_STATUS],
    );
    const { rows: groesse } = await db.raw<{ rows: { t: string; o: string }[] }>(
      `SELECT pg_size_pretty(pg_total_relation_size('auftrag_uebersicht')) AS t,
         pg_size_pretty(sum(pg_relation_size(indexrelid))) AS o
       FROM pg_index WHERE indexrelid::regclass::text LIKE '%offen%'`,
    );
    console.log(
      `Offen (Standard-Statusliste, ${OFFENE_STATUS.length} Status): ${offen[0]?.n} von ${ORDERS}; Größe auftrag_uebersicht ${groesse[0]?.t}, davon Teilindizes offen ${groesse[0]?.o}`,
    );

    // The real query behind a tiny express app, the query string parsed by the route's schema (scope: staff, all).
    const app = express();
    app.get('/offen', (req, res, next) => {
      ladeOffeneAuftraege(db, { type: 'alle' }, offeneAuftraegeQuerySchema.parse(req.query))
        .then((a) => res.json(a))
        .catch(next);
    });
    app.get('/find', (req, res, next) => {
      findeAuftraege(db, { type: 'alle' }, { vorgangsnummer: String(req.query.vorgangsnummer) })
        .then((a) => res.json(a))
        .catch(next);
    });
    app.use((err: Error, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
      res.status(500).json({ message: err.message });
    });
    server = await new Promise<Server>((resolve) => {
      const s = app.listen(0, '127.0.0.1', () => resolve(s));
    });
    const address = server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const beispiel = (await db('auftrag_uebersicht')
      .where('erzeuger_id', 1)
      .orderBy('erstellt_am', 'desc')
      .offset(500)
      .first('vorgangsnummer')) as {
      vorgangsnummer: string;
    };

    const cases: Case[] = [
      ...OFFEN_SORTIERUNG.flatMap((sortBy) => [
        { name: `${sortBy} aufsteigend`, query: { sortBy, sortDesc: 'false' } },
        { name: `${sortBy} absteigend ('undefined')`, query: { sortBy, sortDesc: 'undefined' } },
      ]),
      { name: 'Standard (ohne Parameter)', query: {} },
      { name: 'dueInDays, Seite 40', query: { page: '40' } },
      { name: 'dueInDays, 100 je Seite', query: { pageSize: '100' } },
      { name: 'Status PROBLEM', query: { status: 'PROBLEM' } },
      { name: 'Status BESTELLUNG,BESTELLUNG_ERINNERUNG', query: { status: 'BESTELLUNG,BESTELLUNG_ERINNERUNG' } },
      { name: 'erzeugerSearch "Erzeuger 1 GmbH" (groß)', query: { erzeugerSearch: 'erzeuger 1 gmbh' } },
      { name: 'erzeugerSearch "Erzeuger 500" (normal)', query: { erzeugerSearch: 'Erzeuger 500 ' } },
      { name: 'erzeugerSearch "77" (Nummer und Namen)', query: { erzeugerSearch: '77' } },
      {
        name: 'erzeugerSearch "Erzeuger 1 GmbH", anfallstelleName',
        query: { erzeugerSearch: 'erzeuger 1 gmbh', sortBy: 'anfallstelleName' },
      },
      { name: `find: Vorgangsnummer ${beispiel.vorgangsnummer}`, query: { vorgangsnummer: beispiel.vorgangsnummer }, find: true },
      {
        name: `find: Präfix ${beispiel.vorgangsnummer.slice(0, 10)}`,
        query: { vorgangsnummer: beispiel.vorgangsnummer.slice(0, 10) },
        find: true,
      },
    ];

    const statements = new Map<string, { sql: string; bindings: unknown[] }[]>();
    let capture: { sql: string; bindings: unknown[] }[] | null = null;
    db.on('query', (q: { sql: string; bindings?: unknown[] }) => capture?.push({ sql: q.sql, bindings: q.bindings ?? [] }));

    console.log(`\nJe Abfrage ${REPS} Wiederholungen über HTTP, nacheinander (Ziel p95 < ${GOAL_MS} ms):`);
    const verfehlt: string[] = [];
    for (const c of cases) {
      const url = `${base}/${c.find ? 'find' : 'offen'}?${new URLSearchParams(c.query).toString()}`;
      const ms: number[] = [];
      let umfang = '';
      for (let i = 0; i < REPS + 3; i += 1) {
        capture = i === 0 ? [] : null;
        const t0 = process.hrtime.bigint();
        const res = await fetch(url);
        const body = (await res.json()) as { eintraege?: unknown[]; gesamt?: number } | unknown[];
        const dauer = Number(process.hrtime.bigint() - t0) / 1e6;
        if (res.status !== 200) throw new Error(`${c.name}: ${res.status} ${JSON.stringify(body)}`);
        umfang = Array.isArray(body) ? `${body.length} Treffer` : `${body.eintraege?.length ?? 0} von ${body.gesamt ?? 0}`;
        if (i === 0) statements.set(c.name, capture ?? []);
        if (i >= 3) ms.push(dauer); // the first three warm the cache and the connections
      }
      ms.sort((a, b) => a - b);
      const p95 = percentile(ms, 0.95);
      if (p95 >= GOAL_MS) verfehlt.push(c.name);
      console.log(
        `${p95 < GOAL_MS ? '  ' : '✗ '}${c.name.padEnd(52)} p50 ${percentile(ms, 0.5).toFixed(1).padStart(6)} ms  p95 ${p95.toFixed(1).padStart(6)} ms  max ${(ms[ms.length - 1] ?? 0).toFixed(1).padStart(6)} ms  [${umfang}]  Last ${load()}`,
      );
    }
    console.log(
      `\nZiel p95 < ${GOAL_MS} ms: ${verfehlt.length === 0 ? 'erreicht für alle Abfragen' : `VERFEHLT für ${verfehlt.length}: ${verfehlt.join('; ')}`}`,
    );

    // The machine is shared: the database's own time per statement (median of 5 EXPLAIN ANALYZE runs
    // without per-row timing) tells the query apart from waiting for a core. Plans are printed where
    // the database alone misses the goal.
    console.log(`\nDatenbankzeit je Anweisung (Median aus 5 EXPLAIN (ANALYZE, TIMING OFF)):`);
    const langsam: string[] = [];
    const artVon = (sql: string): string =>
      sql.includes('count(*)')
        ? 'Anzahl'
        : sql.includes('from "erzeuger"')
          ? 'Erzeuger'
          : sql.includes('"id" in (select')
            ? 'Seite'
            : 'Treffer';
    for (const c of cases) {
      const zeiten: string[] = [];
      for (const s of statements.get(c.name) ?? []) {
        const sql = `EXPLAIN (ANALYZE, BUFFERS, TIMING OFF) ${s.sql.replace(/\$\d+/g, '?')}`;
        const laeufe: number[] = [];
        let plan = '';
        for (let i = 0; i < 5; i += 1) {
          const { rows } = await db.raw<{ rows: { 'QUERY PLAN': string }[] }>(sql, s.bindings as never);
          plan = rows.map((r) => r['QUERY PLAN']).join('\n');
          laeufe.push(Number(/Execution Time: ([\d.]+) ms/.exec(plan)?.[1] ?? 0));
        }
        laeufe.sort((a, b) => a - b);
        const median = percentile(laeufe, 0.5);
        zeiten.push(`${artVon(s.sql)} ${median.toFixed(1)} ms`);
        if (median >= GOAL_MS) langsam.push(`\nEXPLAIN ANALYZE – ${c.name}:\n${s.sql}\n${plan}`);
      }
      console.log(`  ${c.name.padEnd(52)} ${zeiten.join(', ')}`);
    }
    for (const l of langsam) console.log(l);
    console.log(`\n${await machineLine(db)}`);
  } finally {
    await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
    await bench.stop();
  }
};

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
