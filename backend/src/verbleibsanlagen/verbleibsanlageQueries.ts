import { verbleibsanlageWireSchema, type Verbleibsanlage } from '@abfallportal/common/verbleibsanlage';
import { z } from 'zod';
import type { Db } from '../platform/db';
import type { ListSpec } from '../platform/http/listQuery';
import type { Sicht } from './verbleibsanlageZugriff';
import { idSchema } from '@abfallportal/common/validation';

const SPALTEN = [
  'v.id',
  'v.name',
  'v.entsorger_id',
  's.name as entsorger_name',
  'v.strasse',
  'v.plz',
  'v.ort',
  'v.zertifikat_gueltig_bis',
  'v.zertifikat_datei',
  'v.freigegeben',
  'v.erstellt_von_erzeuger_id',
  'v.version',
];

const basis = (db: Db) =>
  db('verbleibsanlage as v')
    .leftJoin('entsorger as s', 's.id', 'v.entsorger_id')
    .select(...SPALTEN);

const filterSchema = z.object({
  freigegeben: z.boolean().optional(),
  /** Only plants whose certificate has (true) or has not (false) expired. */
  abgelaufen: z.boolean().optional(),
  entsorgerId: idSchema().optional(),
});

/**
 * The plant list for one viewer. The tenant scope is part of the base query (the approved plants
 * plus the producer's own unapproved ones), so the helper runs with scope 'alle' over that.
 */
export const verbleibsanlagenListe = (sicht: Sicht, heute: string): ListSpec<z.infer<typeof filterSchema>> => ({
  resource: 'ablageort',
  from: (db) => {
    const q = basis(db);
    if (sicht.art === 'freigegeben') q.where('v.freigegeben', true);
    if (sicht.art === 'erzeuger') q.where((w) => w.where('v.freigegeben', true).orWhere('v.erstellt_von_erzeuger_id', sicht.erzeugerId));
    return q;
  },
  scopeColumns: { erzeuger: 'v.erstellt_von_erzeuger_id' },
  sortable: {
    name: { column: 'v.name', text: true },
    entsorgerName: { column: 's.name', text: true },
    ort: { column: 'v.ort', text: true },
    zertifikatGueltigBis: { column: 'v.zertifikat_gueltig_bis' },
    freigegeben: { column: 'v.freigegeben' },
  },
  defaultSort: ['name', 'ASC'],
  idColumn: 'v.id',
  searchSql: 'lower(concat_ws(chr(10), v.name, v.ort, v.strasse, s.name)) LIKE ?',
  filterSchema,
  applyFilter: (query, f) => {
    if (f.freigegeben !== undefined) query.where('v.freigegeben', f.freigegeben);
    if (f.entsorgerId !== undefined) query.where('v.entsorger_id', f.entsorgerId);
    if (f.abgelaufen === true) query.where('v.zertifikat_gueltig_bis', '<', heute);
    if (f.abgelaufen === false)
      query.where((w) => w.whereNull('v.zertifikat_gueltig_bis').orWhere('v.zertifikat_gueltig_bis', '>=', heute));
  },
});

type Zeile = Record<string, unknown>;
const text = (v: unknown): string | null => (typeof v === 'string' ? v : null);

/** The row as the wire shows it, parsed (not cast) so a drift between table and wire type fails loudly. */
export const toVerbleibsanlage =
  (heute: string) =>
  (r: Zeile): Verbleibsanlage => {
    const bis = text(r.zertifikat_gueltig_bis);
    const datei = text(r.zertifikat_datei);
    return verbleibsanlageWireSchema.parse({
      id: r.id,
      name: r.name,
      entsorgerId: r.entsorger_id ?? null,
      entsorgerName: text(r.entsorger_name),
      strasse: text(r.strasse),
      plz: text(r.plz),
      ort: text(r.ort),
      zertifikatGueltigBis: bis,
      zertifikatAbgelaufen: bis !== null && bis < heute,
      zertifikatUrl: datei ? `/api/v1/ablageort/${r.id as number}/zertifikat?v=${/-(\d+)\.pdf$/.exec(datei)?.[1] ?? '0'}` : null,
      freigegeben: r.freigegeben,
      erstelltVonErzeugerId: r.erstellt_von_erzeuger_id ?? null,
      version: r.version,
    });
  };

export type AnlageZeile = Zeile & {
  id: number;
  freigegeben: boolean;
  erstellt_von_erzeuger_id: number | null;
  zertifikat_datei: string | null;
  version: number;
};

export const loadAnlageZeile = async (db: Db, id: number): Promise<AnlageZeile | null> =>
  ((await basis(db).where('v.id', id).first()) as AnlageZeile | undefined) ?? null;
