/**
 * Exports of 10,000 receipts (issue 20, Benchmarks: PDF and Excel each < 15 s and < 300 MB resident).
 *
 *   npx tsx test/bench/export.bench.ts [receipts] [PDF_ALLE_STANDORTE,XLSX_MANDANT]
 *
 * WORKER_ARGS passes Node options to the worker (e.g. WORKER_ARGS=--trace-gc to see its collections).
 *
 * Embedded PostgreSQL in a temp folder with the receipts' read model as the projection creates it
 * (belegProjection.createTables), filled with one producer, 20 sites and `receipts` receipts of three
 * positions each, spread over one year; the documentation's read model (dokumentationProjection) holds
 * the approved receipts' positions and 10 hand-entered quantities per site.
 *
 * Each export is built as in the deployed setup: this process only sends the pg-boss job, as the API
 * does, and a fresh worker process (`backend/src/platform/jobs/workerMain.ts`, JOBS=external) builds the
 * file. Measured in that worker, by the kernel (Linux /proc): its resident memory when idle, its peak
 * while it builds the export (VmHWM, reset just before the job is sent) and its CPU time. The wall time
 * is the export row's own (begonnen_am → fertig_am). The memory of generating the test data stays in
 * this process and out of the figures. In the embedded default the same job runs inside the server, whose
 * resident memory then grows by the same amount.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import PgBoss from 'pg-boss';
import { EXPORT_JOB } from '../../backend/src/exporte/exportAuftraege';
import { belegProjection } from '../../projections/src/belege/belegProjection';
import { dokumentationProjection } from '../../projections/src/dokumentation/dokumentationProjection';
import { liveTableNames } from '../../projections/src/runtime/projection';
import { machineLine, startBenchDatabase } from './benchSupport';

const BELEGE = Number(process.argv[2] ?? 10_000);
/** Optional: only these export types (comma-separated), each then measured in a process of its own. */
const ARTEN = (process.argv[3] ?? 'PDF_ALLE_STANDORTE,XLSX_MANDANT').split(',') as ('PDF_ALLE_STANDORTE' | 'XLSX_MANDANT')[];
const STANDORTE = 20;
const ZIEL_S = 15;
const ZIEL_MB = 300;
const WORKER = path.resolve(__dirname, '..', '..', 'backend', 'src', 'platform', 'jobs', 'workerMain.ts');
const TAKT = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;

const status = (pid: number, feld: 'VmRSS' | 'VmHWM'): number => {
  const zeile = fs
    .readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((z) => z.startsWith(`${feld}:`));
  return Number(/(\d+) kB/.exec(zeile ?? '')?.[1] ?? NaN) / 1024;
};

/** User plus system CPU seconds of a process (fields 14 and 15 of /proc/<pid>/stat). */
const cpuSekunden = (pid: number): number => {
  const felder = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(felder[11]) + Number(felder[12])) / TAKT;
};

type Messung = { leerlaufMb: number; spitzeMb: number; cpuS: number };

/**
 * Starts a worker process on the bench database, waits until it runs and settles, resets its peak, runs
 * `aktion` (send the job and wait for the file) and reads the worker's peak resident memory and CPU time.
 */
const inDerWorkerMessung = async (url: string, datenOrdner: string, aktion: () => Promise<void>): Promise<Messung> => {
  const worker = spawn(process.execPath, [...(process.env.WORKER_ARGS ?? '').split(' ').filter(Boolean), '--import', 'tsx', WORKER], {
    env: { ...process.env, DATABASE_URL: url, DATA_DIR: datenOrdner, JOBS: 'external', LOG_LEVEL: 'info' },
    stdio: ['ignore', 'inherit', 'pipe'],
  });
  const beendet = new Promise<void>((fertig) => worker.once('exit', () => fertig()));
  try {
    await new Promise<void>((bereit, fehler) => {
      let log = '';
      worker.stderr.on('data', (d: Buffer) => {
        log += d.toString();
        if (log.includes('Worker gestartet')) bereit();
        if (/ ERROR /.test(d.toString())) process.stderr.write(d);
      });
      worker.once('exit', (code) => fehler(new Error(`Worker beendet (${code}) vor dem Start:\n${log}`)));
    });
    await new Promise((r) => setTimeout(r, 2000));
    const pid = worker.pid!;
    const leerlaufMb = status(pid, 'VmRSS');
    fs.writeFileSync(`/proc/${pid}/clear_refs`, '5'); // the peak (VmHWM) starts again from the current size
    const cpu = cpuSekunden(pid);
    await aktion();
    return { leerlaufMb, spitzeMb: status(pid, 'VmHWM'), cpuS: cpuSekunden(pid) - cpu };
  } finally {
    worker.kill('SIGTERM');
    await beendet;
  }
};

const main = async (): Promise<void> => {
  const bench = await startBenchDatabase({ min: 0, max: 4 });
  let boss: PgBoss | undefined;
  const { db } = bench;
  const ablage = fs.mkdtempSync(path.join(os.tmpdir(), 'abfallportal-export-bench-'));
  try {
    await db.transaction((trx) => belegProjection.createTables(trx, liveTableNames(belegProjection)));
    await db.transaction((trx) => dokumentationProjection.createTables(trx, liveTableNames(dokumentationProjection)));
    const [erzeuger] = (await db('erzeuger').insert({ name: 'Bench Bau GmbH' }).returning('id')) as { id: number }[];
    const [entsorger] = (await db('entsorger').insert({ name: 'Bench Entsorgung GmbH' }).returning('id')) as { id: number }[];
    const [anlage] = (await db('verbleibsanlage')
      .insert({ name: 'Bench Recyclinghof', entsorger_id: entsorger!.id, zertifikat_gueltig_bis: '2027-06-30' })
      .returning('id')) as { id: number }[];
    const [benutzer] = (await db('benutzer')
      .insert({ email: 'bench@bench.example', passwort_hash: 'x', rolle: 'INHABER', erzeuger_id: erzeuger!.id })
      .returning('id')) as { id: number }[];
    const stellen = (await db('anfallstelle')
      .insert(
        Array.from({ length: STANDORTE }, (_, i) => ({
          erzeuger_id: erzeuger!.id,
          name: `Baustelle ${String(i + 1).padStart(2, '0')} Hafencity`,
          nummer: `BS-${i + 1}`,
          art: i % 2 ? 'BAUSTELLE' : 'GEWERBEBETRIEB',
          strasse: 'Am Sandtorkai 1',
          plz: '20457',
          ort: 'Hamburg',
        })),
      )
      .returning('id')) as { id: number }[];
    const avv = ['17 09 04', '17 01 07', '20 03 01', '15 01 01', '17 06 05*'];
    const typen = ['rechnung', 'lieferschein', 'wiegeschein', 'gutschrift'] as const;
    const t0 = Date.now();
    for (let start = 0; start < BELEGE; start += 1000) {
      const belege = [];
      const positionen = [];
      // The documentation's read model: the positions of the approved receipts, as the projection writes them.
      const dokuPositionen = [];
      for (let i = start; i < Math.min(BELEGE, start + 1000); i++) {
        const id = randomUUID();
        const tag = new Date(Date.UTC(2026, 0, 1) + (i % 365) * 86_400_000).toISOString().slice(0, 10);
        belege.push({
          id,
          typ: typen[i % typen.length],
          status: i % 5 === 0 ? 'ERFASST' : 'FREIGEGEBEN',
          herkunft: 'AUTOMATISCH',
          quelle: 'ERECHNUNG',
          nummer: `RE-2026-${String(i).padStart(6, '0')}`,
          datum: tag,
          summe: 100 + (i % 900),
          erzeuger_id: erzeuger!.id,
          entsorger_id: entsorger!.id,
          anfallstelle_id: stellen[i % STANDORTE]!.id,
          zustand: {},
          version: 3,
          erfasst_am: new Date(`${tag}T10:00:00Z`),
        });
        for (let nr = 1; nr <= 3; nr++)
          positionen.push({
            beleg_id: id,
            nr,
            abfallschluessel: avv[(i + nr) % avv.length],
            bezeichnung: 'Gemischte Bau- und Abbruchabfälle, Absetzmulde 7 m³',
            menge: ((i * 7 + nr * 13) % 5000) / 1000 + 0.5,
            einheit: nr === 3 ? 'm3' : 't',
            entsorgungsverfahren: nr === 2 ? 'D1' : 'R5',
            verbleibsanlage_id: anlage!.id,
          });
        if (i % 5 !== 0)
          for (const p of positionen.slice(-3))
            dokuPositionen.push({
              beleg_id: id,
              nr: p.nr,
              erzeuger_id: erzeuger!.id,
              anfallstelle_id: stellen[i % STANDORTE]!.id,
              jahr: 2026,
              beleg_nummer: `RE-2026-${String(i).padStart(6, '0')}`,
              abfallschluessel: p.abfallschluessel,
              menge: p.menge,
              menge_text: String(p.menge).replace('.', ','),
              einheit: p.einheit,
              behaelter: 'Absetzmulde 7 m³',
              entsorgungsverfahren: p.entsorgungsverfahren,
              verbleibsanlage_id: anlage!.id,
            });
      }
      await db('beleg_uebersicht').insert(belege);
      await db('beleg_position').insert(positionen);
      await db('doku_beleg_position').insert(dokuPositionen);
    }
    // Hand-entered quantities: 10 per site.
    await db('abfallmenge_uebersicht').insert(
      stellen.flatMap((st, s) =>
        Array.from({ length: 10 }, (_, k) => ({
          id: randomUUID(),
          erzeuger_id: erzeuger!.id,
          anfallstelle_id: st.id,
          abfallschluessel: avv[(s + k) % avv.length],
          leistungsjahr: 2026,
          menge: `${k + 1},5`,
          menge_zahl: k + 1.5,
          einheit: k % 2 ? 'm³' : 't',
          rhythmus: 'ENTSORGUNG',
          entsorgungsverfahren: 'R5',
          verbleibsanlage_id: anlage!.id,
          zustand: {},
          version: 1,
        })),
      ),
    );
    await db.raw('VACUUM ANALYZE beleg_uebersicht, beleg_position, doku_beleg_position, abfallmenge_uebersicht');
    console.log(await machineLine(db));
    console.log(`${BELEGE} Belege mit je 3 Positionen an ${STANDORTE} Anfallstellen geladen in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    // The API's side of the queue: it only sends the job; the worker process builds the file.
    boss = new PgBoss({ connectionString: bench.url, supervise: false, schedule: false });
    boss.on('error', (e: unknown) => console.error(e));
    await boss.start();

    for (const art of ARTEN) {
      const id = randomUUID();
      await db('export_auftrag').insert({
        id,
        art,
        erzeuger_id: erzeuger!.id,
        beginn: '2026-01-01',
        ende: '2026-12-31',
        status: 'WARTET',
        benutzer_id: benutzer!.id,
      });
      const m = await inDerWorkerMessung(bench.url, ablage, async () => {
        await boss!.send(EXPORT_JOB, { id });
        for (;;) {
          const row = (await db('export_auftrag').where({ id }).first()) as { status: string };
          if (row.status === 'FERTIG' || row.status === 'FEHLER') return;
          await new Promise((r) => setTimeout(r, 100));
        }
      });
      const row = (await db('export_auftrag').where({ id }).first()) as {
        status: string;
        datei_bytes: number;
        fehler: string | null;
        begonnen_am: Date;
        fertig_am: Date;
      };
      const s = (row.fertig_am.getTime() - row.begonnen_am.getTime()) / 1000;
      console.log(
        `${art}: ${row.status}${row.fehler ? ` (${row.fehler})` : ''}, ${s.toFixed(1)} s (Ziel < ${ZIEL_S} s; Worker-CPU ${m.cpuS.toFixed(1)} s), Datei ${(row.datei_bytes / 2 ** 20).toFixed(1)} MB, ` +
          `Worker resident höchstens ${m.spitzeMb.toFixed(0)} MB (Ziel < ${ZIEL_MB} MB; im Leerlauf ${m.leerlaufMb.toFixed(0)} MB, der Export also +${(m.spitzeMb - m.leerlaufMb).toFixed(0)} MB)`,
      );
    }
  } finally {
    await boss?.stop({ graceful: false, wait: true });
    fs.rmSync(ablage, { recursive: true, force: true });
    await bench.stop();
  }
};

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
