import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import type { Db } from '../platform/db';
import { PROJECT_ROOT } from '../platform/config';

/** The reference data shipped with the project (data/referenz, credits in its SOURCES.md). */
export const REFERENZ_DIR = path.join(PROJECT_ROOT, 'data', 'referenz');

type Row = Record<string, string>;

const tableIsEmpty = async (db: Db, table: string): Promise<boolean> => (await db(table).first('*')) === undefined;

/** Fill-once: the rows go in only while the table is empty (see loadReferenzdaten). */
const fillIfEmpty = async (db: Db, table: string, rows: () => Record<string, unknown>[]): Promise<void> => {
  if (await tableIsEmpty(db, table)) await db(table).insert(rows());
};

const readCsv = (file: string): Row[] =>
  parse(fs.readFileSync(path.join(REFERENZ_DIR, file), 'utf8'), { columns: true, skip_empty_lines: true, trim: true }) as Row[];

const orNull = (v: string | undefined): string | null => (v === undefined || v === '' ? null : v);

const field = (row: Row, name: string): string => {
  const value = row[name];
  if (value === undefined) throw new Error(`Referenzdaten: Spalte ${name} fehlt`);
  return value;
};

/**
 * Loads the AVV catalogue, R/D methods, fractions and container types, and the portal's own master
 * data. Every table an admin edits in /stammdaten is filled once, while it is empty: a restart
 * never overwrites a changed density or brings back a deleted row. Only the AVV chapter and group
 * names, which nobody edits, are refreshed on every start.
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
    await fillIfEmpty(trx, 'abfallschluessel', () => avv);
    await fillIfEmpty(trx, 'entsorgungsverfahren', () => verfahren);
    await fillIfEmpty(trx, 'fraktion', () => fraktionen);
    await fillIfEmpty(trx, 'behaeltertyp', () => behaelter);
    await fillStammdaten(trx);
  });
};

/** The portal's own starting master data (data/stammdaten, see its SOURCES.md). */
export const STAMMDATEN_DIR = path.join(PROJECT_ROOT, 'data', 'stammdaten');

const readStammdaten = (file: string): Row[] =>
  parse(fs.readFileSync(path.join(STAMMDATEN_DIR, file), 'utf8'), { columns: true, skip_empty_lines: true, trim: true }) as Row[];

const intOrNull = (v: string | undefined): number | null => (v === undefined || v === '' ? null : Number(v));

/**
 * Fills each editable master-data table once, while it is empty: admins change these lists in
 * /stammdaten, and a restart must never overwrite or re-add what they changed or deleted.
 */
const fillStammdaten = async (trx: Db): Promise<void> => {
  await fillIfEmpty(trx, 'branche', () => readStammdaten('branchen.csv').map((r) => ({ name: field(r, 'name') })));
  await fillIfEmpty(trx, 'einheit', () =>
    readStammdaten('einheiten.csv').map((r) => ({ name: field(r, 'name'), kuerzel: orNull(r.kuerzel) })),
  );
  await fillIfEmpty(trx, 'vertrag', () =>
    readStammdaten('vertraege.csv').map((r) => ({
      name: field(r, 'name'),
      max_anfallstellen: intOrNull(r.max_anfallstellen),
      max_entsorger: intOrNull(r.max_entsorger),
      preis_pro_monat: field(r, 'preis_pro_monat'),
      registrierbar: field(r, 'registrierbar') === '1',
    })),
  );
  await fillIfEmpty(trx, 'leerungszyklus', () =>
    readStammdaten('leerungszyklen.csv').map((r) => ({ name: field(r, 'name'), tage: intOrNull(r.tage) })),
  );
  await fillIfEmpty(trx, 'quotenquelle', () =>
    readStammdaten('quotenquellen.csv').map((r) => ({ name: field(r, 'name'), beschreibung: orNull(r.beschreibung) })),
  );
  await fillIfEmpty(trx, 'ausnahme', () =>
    readStammdaten('ausnahmen.csv').map((r) => ({ name: field(r, 'name'), beschreibung: orNull(r.beschreibung) })),
  );
  await fillIfEmpty(trx, 'kostenstelle', () =>
    readStammdaten('kostenstellen.csv').map((r) => ({ typ: field(r, 'typ'), nummer: field(r, 'nummer'), name: field(r, 'name') })),
  );
  // Container categories are the container types' kinds (Absetzmulde, MGB, ...), as price agreements name them.
  if (await tableIsEmpty(trx, 'behaelterkategorie')) {
    await trx.raw('INSERT INTO behaelterkategorie (name) SELECT DISTINCT typ FROM behaeltertyp ORDER BY typ');
  }
};
