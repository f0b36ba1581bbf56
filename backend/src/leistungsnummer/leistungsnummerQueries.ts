import {
  LEISTUNGSNUMMER_NICHT_GEFUNDEN,
  LEISTUNGSNUMMER_VERGEBEN,
  leistungsnummerOptionenSchema,
  leistungsnummerWireSchema,
  type Leistungsnummer,
  type LeistungsnummerOptionen,
  type leistungsnummerSchema,
} from '@abfallportal/common/leistungsnummer';
import { AUFTRAGSARTEN } from '@abfallportal/common/auftrag';
import { z } from 'zod';
import type { Db } from '../platform/db';
import { DomainError, nichtGefunden, ungueltig } from '../platform/domainError';
import type { ListSpec } from '../platform/http/listQuery';
import { updateVersioned, versionConflict } from '../platform/http/version';
import { textIdSchema } from '@abfallportal/common/validation';

const abfrage = (db: Db) =>
  db('leistungsnummer as l')
    .join('behaelterkategorie as k', 'k.id', 'l.behaelterkategorie_id')
    .join('behaeltertyp as b', 'b.id', 'l.behaeltertyp_id')
    .leftJoin('behaeltertyp as ab', 'ab.id', 'l.ausnahme_behaeltertyp_id')
    .leftJoin('abfallschluessel as a', 'a.schluessel', 'l.abfallschluessel')
    .select(
      'l.*',
      'k.name as behaelterkategorie',
      'b.bezeichnung as behaeltertyp',
      'ab.bezeichnung as ausnahme_behaeltertyp',
      db.raw("coalesce(a.anzeige || ' ' || a.bezeichnung, l.abfallschluessel) AS abfallschluessel_anzeige"),
    );

const filterSchema = z.object({
  // The producer is the list's tenant scope (read by the router); it narrows nothing here.
  erzeugerId: textIdSchema().optional(),
  auftragsart: z.enum(AUFTRAGSARTEN).optional(),
  bundesland: z.string().optional(),
});

export const leistungsnummerListe: ListSpec<z.infer<typeof filterSchema>> = {
  resource: 'leistungsnummer',
  from: abfrage,
  scopeColumns: { erzeuger: 'l.erzeuger_id' },
  sortable: {
    nummer: { column: 'l.nummer', text: true },
    beschreibung: { column: 'l.beschreibung', text: true },
    abfallschluessel: { column: 'l.abfallschluessel' },
    auftragsart: { column: 'l.auftragsart' },
    behaelterkategorie: { column: 'k.name', text: true },
    behaeltertyp: { column: 'b.bezeichnung', text: true },
    bundesland: { column: 'l.bundesland', text: true },
  },
  defaultSort: ['nummer', 'ASC'],
  idColumn: 'l.id',
  searchSql:
    'lower(concat_ws(chr(10), l.nummer, l.beschreibung, l.abfallschluessel, a.abfallschluessel, a.bezeichnung, k.name, b.bezeichnung, l.bundesland)) LIKE ?',
  filterSchema,
  applyFilter: (query, f) => {
    if (f.auftragsart !== undefined) query.where('l.auftragsart', f.auftragsart);
    if (f.bundesland !== undefined) query.where('l.bundesland', f.bundesland);
  },
};

type Zeile = Record<string, unknown>;

/** The row as the wire shows it, parsed (not cast) so a drift between table and wire type fails loudly. */
export const toLeistungsnummer = (r: Zeile): Leistungsnummer =>
  leistungsnummerWireSchema.parse({
    id: r.id,
    erzeugerId: r.erzeuger_id,
    nummer: r.nummer,
    beschreibung: r.beschreibung,
    abfallschluessel: r.abfallschluessel,
    abfallschluesselAnzeige: r.abfallschluessel_anzeige,
    auftragsart: r.auftragsart,
    behaelterkategorieId: r.behaelterkategorie_id,
    behaelterkategorie: r.behaelterkategorie,
    behaeltertypId: r.behaeltertyp_id,
    behaeltertyp: r.behaeltertyp,
    ausnahmeBehaeltertypId: r.ausnahme_behaeltertyp_id ?? null,
    ausnahmeBehaeltertyp: r.ausnahme_behaeltertyp ?? null,
    bundesland: r.bundesland,
    version: r.version,
  });

export const loadLeistungsnummer = async (db: Db, id: number): Promise<Leistungsnummer | null> => {
  const r = (await abfrage(db).where('l.id', id).first()) as Zeile | undefined;
  return r ? toLeistungsnummer(r) : null;
};

type Eingabe = z.output<typeof leistungsnummerSchema>;

/** The choices must exist and fit together: the container belongs to the chosen category. */
const pruefeStammdaten = async (db: Db, e: Eingabe): Promise<void> => {
  const errors: Record<string, string> = {};
  const kategorie = (await db('behaelterkategorie').where({ id: e.behaelterkategorieId }).first('name')) as { name: string } | undefined;
  if (!kategorie) errors.behaelterkategorieId = 'Diese Behälterkategorie gibt es nicht.';
  const behaelter = (await db('behaeltertyp').where({ id: e.behaeltertypId }).first('typ')) as { typ: string } | undefined;
  if (!behaelter) errors.behaeltertypId = 'Diesen Behälter gibt es nicht.';
  else if (kategorie && behaelter.typ !== kategorie.name)
    errors.behaeltertypId = 'Der Behälter gehört nicht zur gewählten Behälterkategorie.';
  if (e.ausnahmeBehaeltertypId !== null && !(await db('behaeltertyp').where({ id: e.ausnahmeBehaeltertypId }).first('id'))) {
    errors.ausnahmeBehaeltertypId = 'Diesen Behälter gibt es nicht.';
  }
  if (!(await db('abfallschluessel').where({ schluessel: e.abfallschluessel }).first('schluessel'))) {
    errors.abfallschluessel = 'Diesen Abfallschlüssel gibt es nicht.';
  }
  if (Object.keys(errors).length > 0) throw ungueltig(Object.values(errors)[0]!, { errors });
};

const spalten = (e: Eingabe) => ({
  nummer: e.nummer,
  beschreibung: e.beschreibung,
  abfallschluessel: e.abfallschluessel,
  auftragsart: e.auftragsart,
  behaelterkategorie_id: e.behaelterkategorieId,
  behaeltertyp_id: e.behaeltertypId,
  ausnahme_behaeltertyp_id: e.ausnahmeBehaeltertypId,
  bundesland: e.bundesland,
});

/** Spec §§ 5, 8: the number is unique; the unique index decides, so two concurrent creates cannot both win. */
const eindeutig = (error: unknown): never => {
  if ((error as { code?: string; constraint?: string }).constraint === 'leistungsnummer_nummer_unique') {
    throw new DomainError('konflikt', LEISTUNGSNUMMER_VERGEBEN, { errors: { nummer: LEISTUNGSNUMMER_VERGEBEN } });
  }
  throw error;
};

export const createLeistungsnummer = async (db: Db, erzeugerId: number, e: Eingabe): Promise<Leistungsnummer> => {
  await pruefeStammdaten(db, e);
  const [r] = (await db('leistungsnummer')
    .insert({ ...spalten(e), erzeuger_id: erzeugerId })
    .returning('id')
    .catch(eindeutig)) as { id: number }[];
  return (await loadLeistungsnummer(db, r!.id))!;
};

/** Changes the number only if it still has the version the editor loaded (else 409, nothing changes). */
export const updateLeistungsnummer = async (db: Db, id: number, version: number, e: Eingabe): Promise<Leistungsnummer> => {
  await pruefeStammdaten(db, e);
  await updateVersioned(db, 'leistungsnummer', { id }, version, spalten(e), LEISTUNGSNUMMER_NICHT_GEFUNDEN).catch(eindeutig);
  return (await loadLeistungsnummer(db, id))!;
};

export const deleteLeistungsnummer = async (db: Db, id: number, version: number): Promise<void> => {
  if ((await db('leistungsnummer').where({ id, version }).delete()) > 0) return;
  if (await db('leistungsnummer').where({ id }).first('id')) throw versionConflict();
  throw nichtGefunden(LEISTUNGSNUMMER_NICHT_GEFUNDEN);
};

export const loadLeistungsnummerOptionen = async (db: Db): Promise<LeistungsnummerOptionen> => {
  const [behaelterkategorien, behaeltertypen, abfallschluessel] = await Promise.all([
    db('behaelterkategorie').select('id', 'name').orderByRaw('name COLLATE "de-x-icu"'),
    db('behaeltertyp').select('id', 'bezeichnung as name', 'typ as kategorie').orderBy(['sortierung', 'volumen_m3', 'id']),
    db('abfallschluessel').select('schluessel as id', db.raw("anzeige || ' ' || bezeichnung AS name")).orderBy('schluessel'),
  ]);
  return leistungsnummerOptionenSchema.parse({ behaelterkategorien, behaeltertypen, abfallschluessel });
};
