import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { NewEvent } from '../../backend/src/eventstore/eventStore';
import { startPortal } from '../../backend/src/main';
import { loadConfig } from '../../backend/src/platform/config';
import { createDb, type Db } from '../../backend/src/platform/db';
import { ensureDatabase, startEmbeddedPostgres } from '../../backend/src/platform/embeddedPostgres';
import { freePort } from '../../backend/src/platform/freePort';
import { migrateLatest } from '../../migrations';

/** The whole portal with its demo data, as `make start` runs it, on free ports in a fresh data folder. */
export type BenchPortal = { base: string; db: Db; dbUrl: string; stop: () => Promise<void> };

export const startBenchPortal = async (name: string, logLevel: 'warn' | 'error' = 'warn'): Promise<BenchPortal> => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `abfallportal-bench-${name}-`));
  fs.chmodSync(dir, 0o755); // postgres runs as its own user when we are root
  const port = await freePort();
  const pgPort = await freePort();
  const config = loadConfig({
    DATA_DIR: dir,
    PORT: String(port),
    EMBEDDED_PG_PORT: String(pgPort),
    DEMO_DATA: 'true',
    LOG_LEVEL: logLevel,
  });
  const portal = await startPortal(config);
  const dbUrl = `postgres://abfallportal:abfallportal@127.0.0.1:${pgPort}/abfallportal`;
  const db = createDb(dbUrl, { min: 0, max: 2 });
  return {
    base: `http://127.0.0.1:${port}`,
    db,
    dbUrl,
    stop: async () => {
      await db.destroy();
      await portal.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
};

export type BenchDatabase = { db: Db; url: string; stop: () => Promise<void> };

/** An embedded PostgreSQL in a temp folder with the migrated schema; `stop` removes it all. */
export const startBenchDatabase = async (pool = { min: 0, max: 20 }): Promise<BenchDatabase> => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'abfallportal-bench-pg-'));
  fs.chmodSync(dir, 0o755); // postgres runs as its own user when we are root
  const pg = await startEmbeddedPostgres({ dir: path.join(dir, 'data'), port: await freePort(), persistent: false });
  await ensureDatabase(pg.url('postgres'), 'bench');
  const url = pg.url('bench');
  const db = createDb(url, pool);
  await migrateLatest(db);
  return {
    db,
    url,
    stop: async () => {
      await db.destroy();
      await pg.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
};

/** The machine line every benchmark prints (DESIGN § 10); the load average says how busy it was. */
export const machineLine = async (db: Db): Promise<string> => {
  const { rows } = (await db.raw('SHOW server_version')) as { rows: { server_version: string }[] };
  const load = os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' / ');
  return `Maschine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'unbekannt'}, ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB RAM, Node ${process.version}, PostgreSQL ${rows[0]?.server_version}, Last 1/5/15 min: ${load}`;
};

/** Random letters, so the payload does not compress better than real text would. */
const text = (length: number): string =>
  randomBytes(length)
    .toString('base64')
    .replace(/[^a-zA-Z0-9]/g, 'e')
    .slice(0, length);

/** An event whose data is 300 bytes of JSON, with the full metadata of a real command. */
export const benchEvent = (stream: string, revision: number): NewEvent => {
  const data = { auftragId: stream, status: 'IN_BEARBEITUNG', menge: revision * 1.5, einheit: 't', bemerkung: '' };
  data.bemerkung = text(300 - JSON.stringify(data).length);
  return {
    id: randomUUID(),
    type: 'AuftragStatusGeaendert',
    data,
    metadata: {
      actorId: randomUUID(),
      actingAsId: null,
      tenantId: randomUUID(),
      correlationId: randomUUID(),
      causationId: randomUUID(),
      occurredAt: new Date().toISOString(),
      schemaVersion: 1,
    },
  };
};

export const percentile = (sorted: number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

/** Runs `workers` loops of `step` for `seconds`; returns how many steps ran and each one's milliseconds, sorted. */
export const runFor = async (seconds: number, workers: number, step: (worker: number, i: number) => Promise<void>) => {
  const deadline = Date.now() + seconds * 1000;
  const latencies: number[] = [];
  const started = process.hrtime.bigint();
  await Promise.all(
    Array.from({ length: workers }, async (_, worker) => {
      for (let i = 0; Date.now() < deadline; i += 1) {
        const t0 = process.hrtime.bigint();
        await step(worker, i);
        latencies.push(Number(process.hrtime.bigint() - t0) / 1e6);
      }
    }),
  );
  const elapsed = Number(process.hrtime.bigint() - started) / 1e9;
  latencies.sort((a, b) => a - b);
  return {
    count: latencies.length,
    perSecond: latencies.length / elapsed,
    p50: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
  };
};

/**
 * CPU seconds spent so far by this Node process and by every PostgreSQL process on the machine
 * (from /proc, children that ended included through their parent's totals); Linux only, else null.
 * The difference over a run says how much work it took, whatever the overlap of the two.
 */
export const cpuSeconds = (): { node: number; postgres: number | null } => {
  const usage = process.cpuUsage();
  const node = (usage.user + usage.system) / 1e6;
  if (process.platform !== 'linux') return { node, postgres: null };
  const tick = 100; // USER_HZ, 100 on every Linux we run on
  let ticks = 0;
  for (const pid of fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    let stat: string;
    try {
      stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    } catch {
      continue; // ended meanwhile
    }
    const close = stat.lastIndexOf(')');
    if (stat.slice(stat.indexOf('(') + 1, close) !== 'postgres') continue;
    // After "pid (comm) ": state is field 3; utime, stime, cutime, cstime are fields 14–17.
    const fields = stat.slice(close + 2).split(' ');
    ticks += Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
  }
  return { node, postgres: ticks / tick };
};

/** The statuses of the ordering path that recent orders of the generator take. */
const BESTELLWEG_STATUS = [
  'BESTELLUNG',
  'BESTELLUNG_BESTAETIGT',
  'BESTELLAENDERUNG_LIEFERTERMIN',
  'IN_ANLIEFERUNG',
  'VOR_ORT',
  'VOR_ORT',
  'VOR_ORT',
  'IN_ABHOLUNG',
  'ABRECHNUNG',
  'AUFTRAG_ABGESCHLOSSEN',
];

export type AuftragGenerator = {
  orders: number;
  /** Producers 1..producers; the first `large` orders belong to producer 1. */
  producers?: number;
  large?: number;
  /** Further statuses recent orders take besides the ordering path's, each as often as one of those. */
  weitereStatus?: readonly string[];
  /** Also fill the producer table (for erzeugerSearch). */
  erzeugerTabelle?: boolean;
};

/**
 * Order read-model rows for the list benchmarks (auftragListe, offeneAuftraege), in SQL with
 * generate_series, the same rows for the same arguments (fixed seed). Order n (1-based): the first
 * `large` belong to producer 1, the rest spread over 2..producers. The status follows the age (old
 * orders are mostly finished), with a random share for the rest. The search text goes into
 * `auftrag_suche` as the projection writes it.
 */
export const generateAuftraege = async (db: Db, options: AuftragGenerator): Promise<void> => {
  const { orders, producers = 1_000, large = 50_000, weitereStatus = [], erzeugerTabelle = false } = options;
  const status = [...BESTELLWEG_STATUS, ...weitereStatus];
  if (erzeugerTabelle) {
    await db.raw(`INSERT INTO erzeuger (id, name) SELECT g, 'Erzeuger ' || g || ' GmbH' FROM generate_series(1, ${producers}) g`);
  }
  await db.raw('SELECT setseed(0.42)');
  await db.raw(
    `
    WITH n AS (
      SELECT g AS n,
        CASE WHEN g <= ${large} THEN 1 ELSE 2 + (hashint4(g) & 2147483647) % ${producers - 1} END AS erzeuger_id,
        random() AS r_alter, random() AS r_status, random() AS r, (g % 5) AS stelle, (g % 3) AS wahl
      FROM generate_series(1, ?) g
    ), b AS (
      SELECT n.*,
        now() - (r_alter * r_alter * interval '730 days') AS erstellt_am,
        erzeuger_id * 10 + stelle AS anfallstelle_id,
        1 + (erzeuger_id * 7 + wahl * 11) % 50 AS entsorger_id,
        (ARRAY['Baumischabfall','Bauschutt','Holz A IV','Gemischte Verpackungen','Boden und Steine','Altpapier'])[1 + (n % 6)] AS fraktion,
        (ARRAY['17 09 04','17 01 07','17 02 04*','15 01 06','17 05 04','20 01 01'])[1 + (n % 6)] AS avv,
        (ARRAY['Absetzmulde 7 m3','Absetzmulde 10 m3','Abrollcontainer 20 m3','Abrollcontainer 36 m3','Big Bag 1 m3'])[1 + ((n / 7) % 5)] AS behaelter,
        (ARRAY['Hamburg','Bremen','Kiel','Lübeck','Hannover','Berlin','Köln','Düsseldorf','München','Leipzig'])[1 + (erzeuger_id % 10)] AS ort
      FROM n
    ), s AS (
      SELECT b.*,
        CASE
          WHEN r_alter > 0.25 THEN (CASE WHEN r_status < 0.80 THEN 'AUFTRAG_ABGESCHLOSSEN' WHEN r_status < 0.90 THEN 'AUFTRAG_STORNIERT' ELSE 'BESTELLUNG_ABGELEHNT' END)
          ELSE (ARRAY[${status.map((x) => `'${x}'`).join(',')}])[1 + floor(r_status * ${status.length})::int]
        END AS status,
        (erstellt_am AT TIME ZONE 'Europe/Berlin')::date + 3 AS wunsch_liefertermin,
        (erstellt_am AT TIME ZONE 'Europe/Berlin')::date + 10 + (n % 20) AS wunsch_abholtermin,
        (ARRAY['Baustelle','Betriebshof','Lager','Werk','Filiale'])[1 + stelle] || ' ' ||
          (ARRAY['Hafencity','Eppendorf','Billbrook','Altona','Wandsbek','Harburg','Bergedorf','Barmbek','Ottensen','Winterhude','Nord','Süd','Ost','West','Mitte'])[1 + (erzeuger_id + stelle * 3) % 15]
          || ' ' || (1 + erzeuger_id % 40) AS anfallstelle_name,
        (ARRAY['Entsorgung','Recycling','Container-Dienst','Umweltservice','Rohstoff'])[1 + entsorger_id % 5] || ' ' ||
          (ARRAY['Nord','Süd','West','Ost','Mitte','Elbe','Rhein','Weser','Main','Spree'])[1 + (entsorger_id / 5) % 10] || ' GmbH' AS entsorger_name,
        CASE WHEN n % 4 = 0 THEN 'Bitte an der Einfahrt ' || (ARRAY['Nord','Süd','Ost','West'])[1 + n % 4] || ' abstellen.' WHEN n % 4 = 1 THEN 'Ansprechpartner vor Ort: Polier ' ||
          (ARRAY['Meier','Schulz','Krüger','Hansen','Petersen','Wagner','Becker','Hoffmann','Schäfer','Koch','Richter','Klein','Wolf','Neumann','Schwarz','Zimmermann','Braun','Hofmann','Hartmann','Lange'])[1 + (n / 4) % 20] ||
          ', Tel. 0171 ' || (n % 9000000 + 1000000) ELSE NULL END AS kommentar
      FROM b
    )
    INSERT INTO auftrag_uebersicht (id, vorgangsnummer, auftragsart, status, erzeuger_id, erzeuger_name, anfallstelle_id,
      anfallstelle_name, anfallstelle_nummer, anfallstelle_strasse, anfallstelle_plz, anfallstelle_ort, entsorger_id,
      entsorger_name, entsorger_email, kundennummer, fraktion_id, fraktion, dichte, abfallschluessel, avv_name, gefaehrlich,
      behaelter_id, behaelter, anzahl, wunsch_liefertermin, liefertermin, wunsch_abholtermin, abholtermin,
      liefertermin_unbekannt, kommentar, begruendung_gemischt, ohne_preis_bestaetigt, leistung_id, geschaetzter_preis,
      besteller_id, besteller_name, ablehnungsgrund, vorgangs_kommentar, faellig_am, erstellt_am, aktualisiert_am)
    SELECT md5('auftrag' || n)::uuid,
      'V-' || extract(year FROM erstellt_am AT TIME ZONE 'Europe/Berlin') || '-' || lpad((1000 + n)::text, 7, '0'),
      'BEHAELTERSTELLUNG', status, erzeuger_id, 'Erzeuger ' || erzeuger_id || ' GmbH', anfallstelle_id,
      anfallstelle_name, 'BS-' || lpad(stelle::text, 3, '0'), 'Hauptstraße ' || (1 + n % 120), lpad((20000 + erzeuger_id * 37 % 70000)::text, 5, '0'), ort,
      entsorger_id, entsorger_name, 'dispo' || entsorger_id || '@entsorger.example', 'KD-' || (100000 + erzeuger_id * 50 + entsorger_id),
      1 + n % 6, fraktion, 0.9, replace(replace(avv, ' ', ''), '*', ''), avv || ' ' || fraktion, avv LIKE '%*',
      1 + (n / 7) % 5, behaelter, 1 + n % 3, wunsch_liefertermin,
      CASE WHEN status IN ('BESTELLUNG','BESTELLUNG_ABGELEHNT') THEN NULL ELSE wunsch_liefertermin END,
      wunsch_abholtermin, CASE WHEN status IN ('IN_ABHOLUNG','ABRECHNUNG','AUFTRAG_ABGESCHLOSSEN') THEN wunsch_abholtermin END,
      false, kommentar, CASE WHEN fraktion = 'Baumischabfall' THEN 'Trennung technisch nicht möglich (GewAbfV § 9 Abs. 2).' END,
      false, NULL, round((150 + r * 900)::numeric, 2), erzeuger_id * 10, 'Besteller ' || erzeuger_id,
      CASE WHEN status = 'BESTELLUNG_ABGELEHNT' THEN 'Keine Fahrzeuge frei.' END, NULL,
      CASE WHEN status IN ('BESTELLUNG','BESTELLUNG_ERINNERUNG','BESTELLUNG_ZUR_FREIGABE','BESTELLUNG_BESTAETIGT','BESTELLAENDERUNG_LIEFERTERMIN','IN_ANLIEFERUNG') THEN wunsch_liefertermin
           WHEN status IN ('VOR_ORT','IN_ABHOLUNG') THEN wunsch_abholtermin END,
      erstellt_am, erstellt_am + interval '2 days'
    FROM s`,
    [orders],
  );
  // The search text as the projection writes it: its own insert-only table.
  await db.raw(
    `INSERT INTO auftrag_suche (id, erzeuger_id, suchtext)
     SELECT id, erzeuger_id, lower(concat_ws(' ', vorgangsnummer, anfallstelle_name, anfallstelle_nummer, anfallstelle_ort, anfallstelle_strasse,
       entsorger_name, fraktion, avv_name, abfallschluessel, behaelter, kommentar, besteller_name, kundennummer))
     FROM auftrag_uebersicht`,
  );
};
