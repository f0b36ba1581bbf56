/**
 * Exports of 10,000 receipts (issue 20, Benchmarks: PDF and Excel each < 15 s and < 300 MB resident).
 *
 *   node --expose-gc --import tsx test/bench/export.bench.ts [receipts] [PDF_ALLE_STANDORTE,XLSX_MANDANT]
 *
 * `--expose-gc`: the garbage of generating the test data is collected before each export, so the peak
 * is the export's own (without it the figure carries that garbage, some 10–20 MB more; a warning says so).
 *
 * Embedded PostgreSQL in a temp folder with the receipts' read model as the projection creates it
 * (belegProjection.createTables), filled with one producer, 20 sites and `receipts` receipts of three
 * positions each, spread over one year; the documentation's read model (dokumentationProjection) holds
 * the approved receipts' positions and 10 hand-entered quantities per site. Then the real export job (`erstelleExport`) builds the PDF of
 * all sites and the Excel workbook of the producer, one after the other; printed are the wall time,
 * the file size and the process's peak resident memory during each run (sampled every 20 ms).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { erstelleExport } from '../../backend/src/exporte/exportAuftraege';
import { createFolderFileStore } from '../../backend/src/platform/files/fileStore';
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

const main = async (): Promise<void> => {
  const bench = await startBenchDatabase({ min: 0, max: 4 });
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

    const files = createFolderFileStore(ablage);
    const deps = { db, files, publicUrl: 'http://localhost:3000', jetzt: () => new Date() };
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
      if (global.gc) global.gc();
      else console.warn('Ohne --expose-gc: der Speicher enthält noch den Abfall der Testdatenerzeugung (node --expose-gc --import tsx …)');
      const vorher = process.memoryUsage().rss;
      let spitze = vorher;
      const messung = setInterval(() => {
        spitze = Math.max(spitze, process.memoryUsage().rss);
      }, 20);
      const start = Date.now();
      const cpu = process.cpuUsage();
      await erstelleExport(deps, id);
      const cpuS = (() => {
        const d = process.cpuUsage(cpu);
        return (d.user + d.system) / 1e6;
      })();
      clearInterval(messung);
      spitze = Math.max(spitze, process.memoryUsage().rss);
      const s = (Date.now() - start) / 1000;
      const row = (await db('export_auftrag').where({ id }).first()) as { status: string; datei_bytes: number; fehler: string | null };
      const mb = spitze / 2 ** 20;
      console.log(
        `${art}: ${row.status}${row.fehler ? ` (${row.fehler})` : ''}, ${s.toFixed(1)} s (Ziel < ${ZIEL_S} s; davon Node-CPU ${cpuS.toFixed(1)} s), Datei ${(row.datei_bytes / 2 ** 20).toFixed(1)} MB, ` +
          `Prozess resident höchstens ${mb.toFixed(0)} MB (vorher ${(vorher / 2 ** 20).toFixed(0)} MB; Ziel < ${ZIEL_MB} MB)`,
      );
    }
  } finally {
    fs.rmSync(ablage, { recursive: true, force: true });
    await bench.stop();
  }
};

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
