import { ANFALLSTELLE_ARTEN, type Anfallstelle, type AnfallstelleArt } from '@abfallportal/common/anfallstelle';
import { z } from 'zod';
import type { Db } from '../platform/db';
import type { ListSpec } from '../platform/http/listQuery';
import { idSchema } from '@abfallportal/common/validation';

export const SPALTEN = [
  'id',
  'erzeuger_id',
  'name',
  'nummer',
  'kostenstelle',
  'art',
  'hinweis_lieferant',
  'details',
  'strasse',
  'plz',
  'ort',
  'aktiv',
  'lat',
  'lon',
  'bild',
  'skizze',
  'version',
];

const filterSchema = z.object({
  aktiv: z.boolean().optional(),
  art: z.enum(ANFALLSTELLE_ARTEN).optional(),
  erzeugerId: idSchema().optional(),
});

/** The sites list (spec § 2, /erzeuger/:erzeugerId/anfallstellen): search over name, number, cost centre and address. */
export const anfallstellenListe: ListSpec<z.infer<typeof filterSchema>> = {
  resource: 'anfallstelle',
  from: (db) => db('anfallstelle').select(...SPALTEN),
  scopeColumns: { erzeuger: 'erzeuger_id' },
  sortable: {
    name: { column: 'name', text: true },
    nummer: { column: 'nummer', text: true },
    kostenstelle: { column: 'kostenstelle', text: true },
    art: { column: 'art' },
    strasse: { column: 'strasse', text: true },
    plz: { column: 'plz' },
    ort: { column: 'ort', text: true },
    aktiv: { column: 'aktiv' },
  },
  defaultSort: ['name', 'ASC'],
  idColumn: 'id',
  searchSql: 'lower(concat_ws(chr(10), name, nummer, kostenstelle, strasse, plz, ort)) LIKE ?',
  filterSchema,
  applyFilter: (query, f) => {
    if (f.aktiv !== undefined) query.where('aktiv', f.aktiv);
    if (f.art !== undefined) query.where('art', f.art);
    if (f.erzeugerId !== undefined) query.where('erzeuger_id', f.erzeugerId);
  },
};

type Zeile = Record<string, unknown>;

const text = (v: unknown): string | null => (typeof v === 'string' ? v : null);
const zahl = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));

/** Picture URLs carry the stored key's time stamp, so a replaced picture is fetched anew. */
const bildUrl = (id: number, art: 'bild' | 'skizze', schluessel: unknown): string | null => {
  if (typeof schluessel !== 'string') return null;
  const version = /-(\d+)\.\w+$/.exec(schluessel)?.[1] ?? '0';
  return `/api/v1/anfallstelle/${id}/${art}?v=${version}`;
};

export const toAnfallstelle = (r: Zeile): Anfallstelle => ({
  id: r.id as number,
  erzeugerId: r.erzeuger_id as number,
  name: r.name as string,
  nummer: text(r.nummer),
  kostenstelle: text(r.kostenstelle),
  art: r.art as AnfallstelleArt,
  hinweisLieferant: text(r.hinweis_lieferant),
  details: text(r.details),
  strasse: text(r.strasse),
  plz: text(r.plz),
  ort: text(r.ort),
  aktiv: r.aktiv as boolean,
  lat: zahl(r.lat),
  lon: zahl(r.lon),
  bildUrl: bildUrl(r.id as number, 'bild', r.bild),
  skizzeUrl: bildUrl(r.id as number, 'skizze', r.skizze),
  version: r.version as number,
});

export const loadAnfallstelleZeile = async (db: Db, id: number): Promise<Zeile | null> =>
  ((await db('anfallstelle')
    .where({ id })
    .first(...SPALTEN)) as Zeile | undefined) ?? null;
