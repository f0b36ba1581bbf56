import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import type { Db } from '../platform/db';
import { PROJECT_ROOT } from '../platform/config';

/** The reference data shipped with the project (data/referenz, credits in its SOURCES.md). */
export const REFERENZ_DIR = path.join(PROJECT_ROOT, 'data', 'referenz');

type Row = Record<string, string>;

const readCsv = (file: string): Row[] =>
  parse(fs.readFileSync(path.join(REFERENZ_DIR, file), 'utf8'), { columns: true, skip_empty_lines: true, trim: true }) as Row[];

const orNull = (v: string | undefined): string | null => (v === undefined || v === '' ? null : v);

const field = (row: Row, name: string): string => {
  const value = row[name];
  if (value === undefined) throw new Error(`Referenzdaten: Spalte ${name} fehlt`);
  return value;
};

/**
 * Loads (or refreshes) the AVV catalogue, R/D methods, fractions and container types.
 * Idempotent: running it again updates rows in place and adds nothing twice.
 */
export const loadReferenzdaten = async (db: Db): Promise<void> => {
  const kapitelGruppen = readCsv('avv_kapitel_gruppen.csv').map((r) => ({
    code: field(r, 'code'),
    ebene: field(r, 'ebene'),
    bezeichnung: field(r, 'bezeichnung'),
    bezeichnung_en: orNull(r.bezeichnung_en),
  }));
  const avv = readCsv('avv_abfallverzeichnis_2020.csv').map((r) => ({
    schluessel: field(r, 'schluessel_kompakt'),
    abfallschluessel: field(r, 'abfallschluessel'),
    anzeige: field(r, 'anzeige'),
    gefaehrlich: field(r, 'gefaehrlich') === '1',
    kapitel: field(r, 'kapitel'),
    gruppe: field(r, 'gruppe'),
    bezeichnung: field(r, 'bezeichnung'),
    bezeichnung_en: orNull(r.bezeichnung_en),
  }));
  const verfahren = readCsv('krwg_rd_verfahren.csv').map((r) => ({
    code: field(r, 'code'),
    art: field(r, 'art'),
    bezeichnung: field(r, 'bezeichnung'),
    hinweis: orNull(r.hinweis),
    quelle: orNull(r.quelle),
  }));
  const fraktionen = readCsv('fraktionen_seed.csv').map((r) => ({
    bezeichnung: field(r, 'fraktion'),
    typische_avv: orNull(r.typische_avv),
    gewabfv_bezug: orNull(r.gewabfv_bezug),
    dichte_min: orNull(r.dichte_t_m3_min),
    dichte_max: orNull(r.dichte_t_m3_max),
    dichte: orNull(r.dichte_t_m3_default),
    quelle: orNull(r.quelle),
  }));
  const behaelter = readCsv('behaeltertypen_seed.csv').map((r) => ({
    bezeichnung: field(r, 'bezeichnung'),
    typ: field(r, 'typ'),
    volumen_m3: field(r, 'volumen_m3'),
    norm_hinweis: orNull(r.norm_hinweis),
    quelle: orNull(r.quelle),
  }));

  await db.transaction(async (trx) => {
    await trx('avv_kapitel_gruppe').insert(kapitelGruppen).onConflict('code').merge();
    await trx('abfallschluessel').insert(avv).onConflict('schluessel').merge();
    await trx('entsorgungsverfahren').insert(verfahren).onConflict('code').merge();
    await trx('fraktion').insert(fraktionen).onConflict('bezeichnung').merge();
    await trx('behaeltertyp').insert(behaelter).onConflict('bezeichnung').merge();
  });
};
