import { KOSTENSTELLEN_TYPEN, type StammdatenTyp, type StammdatenZeile } from '@abfallportal/common/stammdaten';
import { z } from 'zod';
import type { Db } from '../platform/db';
import { DomainError, nichtGefunden, ungueltig } from '../platform/domainError';
import type { ListSpec } from '../platform/http/listQuery';
import { versionConflict } from '../platform/http/version';
import { TYP_DEFINITIONEN, type Spalten, type TypDefinition } from './stammdatenTypen';

export const EINTRAG_NICHT_GEFUNDEN = 'Der Eintrag wurde nicht gefunden.';
const konflikt = (message: string) => new DomainError('konflikt', message);

const pgCode = (err: unknown): string | undefined => (err as { code?: string }).code;

/** The row as the wire shows it: id plus every readable field, decimals as numbers. */
export const zuZeile = (def: TypDefinition, row: Spalten): StammdatenZeile => {
  const zeile: StammdatenZeile = { id: row[def.idSpalte] as number | string, version: row.version as number };
  for (const [feld, { spalte, art }] of Object.entries(def.felder)) {
    const wert = row[spalte] as string | number | boolean | null;
    zeile[feld] = art === 'zahl' && wert !== null ? Number(wert) : wert;
  }
  return zeile;
};

/** Validated input → columns (schema fields mapped, derived columns added). */
export const zuSpalten = (def: TypDefinition, eingabe: Record<string, unknown>): Spalten => {
  const spalten: Spalten = {};
  for (const [feld, wert] of Object.entries(eingabe)) {
    const spalte = def.felder[feld]?.spalte;
    if (spalte) spalten[spalte] = wert;
  }
  return { ...spalten, ...def.abgeleitet?.(spalten) };
};

/** Parses input with the type's shared schema; field errors as the edge maps zod errors. */
export const eingabeParsen = (def: TypDefinition, body: unknown): Spalten => zuSpalten(def, def.schema.parse(body));

const filterSchema = z.object({
  // getMany of react-admin's data provider asks for ids.
  id: z.array(z.union([z.number(), z.string()])).optional(),
  typ: z.enum(KOSTENSTELLEN_TYPEN).optional(),
});

/** The list of one type through the shared list helper: every field sortable, text in German order. */
export const stammdatenListe = (typ: StammdatenTyp): ListSpec<z.infer<typeof filterSchema>> => {
  const def = TYP_DEFINITIONEN[typ];
  const textSpalten = Object.values(def.felder)
    .filter((f) => f.art === 'text')
    .map((f) => f.spalte);
  return {
    resource: `stammdaten/${typ}`,
    from: (db) => db(def.tabelle).select('*'),
    // Master data belongs to no tenant: every list is read with scope 'alle'.
    scopeColumns: { erzeuger: 'id' },
    sortable: Object.fromEntries([
      ['id', { column: def.idSpalte }],
      ...Object.entries(def.felder).map(([feld, f]) => [feld, { column: f.spalte, text: f.art === 'text' }]),
    ]),
    defaultSort: [def.standardSortierung, 'ASC'],
    idColumn: def.idSpalte,
    searchSql: def.suche ?? `lower(concat_ws(chr(10), ${textSpalten.join(', ')})) LIKE ?`,
    filterSchema,
    applyFilter: (query, f) => {
      if (f.id) query.whereIn(def.idSpalte, f.id);
      if (f.typ && typ === 'kostenstellen') query.where('typ', f.typ);
    },
  };
};

const ladeRoh = async (db: Db, def: TypDefinition, id: string): Promise<Spalten> => {
  if (def.idSpalte === 'id' && !/^\d{1,9}$/.test(id)) throw nichtGefunden(EINTRAG_NICHT_GEFUNDEN);
  const row = (await db(def.tabelle).where(def.idSpalte, id).first()) as Spalten | undefined;
  if (!row) throw nichtGefunden(EINTRAG_NICHT_GEFUNDEN);
  return row;
};

export const loadEintrag = async (db: Db, typ: StammdatenTyp, id: string): Promise<StammdatenZeile> =>
  zuZeile(TYP_DEFINITIONEN[typ], await ladeRoh(db, TYP_DEFINITIONEN[typ], id));

/** A cross-table rule as a yes/no query in the given connection or transaction. */
export const abfrageIn =
  (db: Db) =>
  async (sql: string, werte: unknown[]): Promise<boolean> =>
    ((await db.raw(sql, werte as never[])) as { rows: unknown[] }).rows.length > 0;

/** How often each place references the row; places whose table does not exist yet count 0. */
const verwendet = async (db: Db, def: TypDefinition, row: Spalten, nurWertAenderung?: Spalten) => {
  const treffer: { wo: string; anzahl: number; aenderung?: string }[] = [];
  for (const v of def.verwendungen) {
    if (nurWertAenderung && (!v.aenderung || v.wert(row) === v.wert(nurWertAenderung))) continue;
    const wert = v.wert(row);
    if (wert === null || wert === undefined) continue;
    const vorhanden = ((await db.raw('SELECT to_regclass(?) AS t', [v.tabelle])) as { rows: { t: string | null }[] }).rows[0]?.t;
    if (!vorhanden) continue;
    const anzahl = (await db(v.tabelle)
      .whereRaw(v.bedingung, [wert as string])
      .count({ n: '*' })
      .first()) as { n: number } | undefined;
    const n = Number(anzahl?.n ?? 0);
    if (n > 0) treffer.push({ wo: v.wo, anzahl: n, aenderung: v.aenderung });
  }
  return treffer;
};

const wo = (treffer: { wo: string; anzahl: number }[]) => treffer.map((t) => `${t.wo}: ${t.anzahl}`).join(', ');

export const schreibFehler = (def: TypDefinition, err: unknown): unknown => {
  if (pgCode(err) === '23505') return konflikt(def.schonVorhanden);
  if (pgCode(err) === '23503') return konflikt('Der Eintrag wird noch verwendet und kann nicht gelöscht oder geändert werden.');
  return err;
};

const pruefen = async (db: Db, def: TypDefinition, spalten: Spalten): Promise<void> => {
  const fehler = await def.pruefen?.(abfrageIn(db), spalten);
  if (fehler) throw ungueltig(fehler);
};

export const createEintrag = async (db: Db, typ: StammdatenTyp, body: unknown): Promise<StammdatenZeile> => {
  const def = TYP_DEFINITIONEN[typ];
  const spalten = eingabeParsen(def, body);
  await pruefen(db, def, spalten);
  try {
    const [row] = (await db(def.tabelle).insert(spalten).returning('*')) as [Spalten];
    return zuZeile(def, row);
  } catch (err) {
    throw schreibFehler(def, err);
  }
};

/** Changes the row only if it still has the version the editor loaded (else 409, nothing changes). */
export const aendereEintrag = async (db: Db, typ: StammdatenTyp, id: string, version: number, body: unknown): Promise<StammdatenZeile> => {
  const def = TYP_DEFINITIONEN[typ];
  const spalten = eingabeParsen(def, body);
  return db.transaction(async (trx) => {
    const alt = await ladeRoh(trx, def, id);
    if (alt.version !== version) throw versionConflict();
    // Other tables hold some values themselves (a category's name, an AVV key): those may not change while in use.
    const treffer = await verwendet(trx, def, alt, { ...alt, ...spalten });
    if (treffer.length > 0) {
      const was = treffer[0]?.aenderung ?? 'der Wert';
      throw konflikt(`„${def.anzeige(alt)}“ wird noch verwendet (${wo(treffer)}); ${was} kann deshalb nicht geändert werden.`);
    }
    await pruefen(trx, def, spalten);
    try {
      const rows = (await trx(def.tabelle)
        .where(def.idSpalte, id)
        .where('version', version)
        .update({ ...spalten, version: trx.raw('version + 1') })
        .returning('*')) as Spalten[];
      // A concurrent save between the read above and this guarded UPDATE.
      if (!rows[0]) throw versionConflict();
      return zuZeile(def, rows[0]);
    } catch (err) {
      throw schreibFehler(def, err);
    }
  });
};

export const deleteEintrag = async (db: Db, typ: StammdatenTyp, id: string, version: number): Promise<StammdatenZeile> => {
  const def = TYP_DEFINITIONEN[typ];
  return db.transaction(async (trx) => {
    const alt = await ladeRoh(trx, def, id);
    if (alt.version !== version) throw versionConflict();
    const treffer = await verwendet(trx, def, alt);
    if (treffer.length > 0) throw konflikt(`„${def.anzeige(alt)}“ wird noch verwendet (${wo(treffer)}) und kann nicht gelöscht werden.`);
    try {
      if ((await trx(def.tabelle).where(def.idSpalte, id).where('version', version).delete()) === 0) throw versionConflict();
    } catch (err) {
      throw schreibFehler(def, err);
    }
    return zuZeile(def, alt);
  });
};
