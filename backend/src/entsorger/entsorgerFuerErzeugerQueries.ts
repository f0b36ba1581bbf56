import {
  entsorgerFuerErzeugerWireSchema,
  entsorgerTrefferSchema,
  type EntsorgerFuerErzeuger,
  type EntsorgerTreffer,
} from '@abfallportal/common/entsorger';
import { z } from 'zod';
import type { Db } from '../platform/db';
import type { ListSpec } from '../platform/http/listQuery';
import { textIdSchema } from '@abfallportal/common/validation';

/** The producer's disposers: its customer-number links (kundennummer) joined with the disposer. */
export const linkAbfrage = (db: Db) =>
  db('kundennummer as k').join('entsorger as s', 's.id', 'k.entsorger_id').select(
    'k.id',
    'k.erzeuger_id',
    'k.entsorger_id',
    'k.kundennummer',
    'k.aktiv',
    // The link's version covers both rows it shows: the customer number and the disposer (a change to either raises it).
    db.raw('(k.version + s.version)::int AS version'),
    's.name',
    's.strasse',
    's.plz',
    's.ort',
    's.ansprechpartner',
    's.email',
    's.auftragsannahme',
    's.abweichende_kontaktdaten',
    's.freigegeben',
    's.haendler_ausnahme',
    's.erstellt_von_erzeuger_id',
    db.raw(
      '(SELECT max(d.angefragt_am) FROM datenabfrage d WHERE d.erzeuger_id = k.erzeuger_id AND d.entsorger_id = k.entsorger_id) AS letzte_datenabfrage',
    ),
  );

const filterSchema = z.object({
  // The producer is the list's tenant scope (read by the router); it narrows nothing here.
  erzeugerId: textIdSchema().optional(),
  aktiv: z.boolean().optional(),
  freigegeben: z.boolean().optional(),
});

export const entsorgerFuerErzeugerListe: ListSpec<z.infer<typeof filterSchema>> = {
  resource: 'entsorger',
  from: linkAbfrage,
  scopeColumns: { erzeuger: 'k.erzeuger_id', entsorger: 'k.entsorger_id' },
  sortable: {
    name: { column: 's.name', text: true },
    ort: { column: 's.ort', text: true },
    kundennummer: { column: 'k.kundennummer', text: true },
    ansprechpartner: { column: 's.ansprechpartner', text: true },
    aktiv: { column: 'k.aktiv' },
    freigegeben: { column: 's.freigegeben' },
  },
  defaultSort: ['name', 'ASC'],
  idColumn: 'k.id',
  searchSql: 'lower(concat_ws(chr(10), s.name, s.ort, s.plz, k.kundennummer, s.ansprechpartner, s.email)) LIKE ?',
  filterSchema,
  applyFilter: (query, f) => {
    if (f.aktiv !== undefined) query.where('k.aktiv', f.aktiv);
    if (f.freigegeben !== undefined) query.where('s.freigegeben', f.freigegeben);
  },
};

type Zeile = Record<string, unknown>;
const text = (v: unknown): string | null => (v === null || v === undefined ? null : String(v));

/** The row as the wire shows it, parsed (not cast) so a drift between table and wire type fails loudly. */
export const toEntsorgerFuerErzeuger = (r: Zeile): EntsorgerFuerErzeuger =>
  entsorgerFuerErzeugerWireSchema.parse({
    id: r.id,
    kundennummerId: r.id,
    entsorgerMandantId: r.entsorger_id,
    erzeugerId: r.erzeuger_id,
    kundennummer: r.kundennummer,
    aktiv: r.aktiv,
    name: r.name,
    strasse: text(r.strasse),
    plz: text(r.plz),
    ort: text(r.ort),
    ansprechpartner: text(r.ansprechpartner),
    email: text(r.email),
    auftragsannahme: text(r.auftragsannahme),
    abweichendeKontaktdaten: text(r.abweichende_kontaktdaten),
    freigegeben: r.freigegeben,
    haendlerAusnahme: r.haendler_ausnahme,
    eigenerEntwurf: !(r.freigegeben as boolean) && r.erstellt_von_erzeuger_id === r.erzeuger_id,
    letzteDatenabfrage: r.letzte_datenabfrage instanceof Date ? r.letzte_datenabfrage.toISOString() : text(r.letzte_datenabfrage),
    version: r.version,
  });

export const loadLink = async (db: Db, kundennummerId: number): Promise<EntsorgerFuerErzeuger | null> => {
  const r = (await linkAbfrage(db).where('k.id', kundennummerId).first()) as Zeile | undefined;
  return r ? toEntsorgerFuerErzeuger(r) : null;
};

/**
 * The search before creating (autocomplete on name and city): approved disposers and the producer's
 * own unapproved ones, never another producer's unapproved entry or a merged duplicate.
 */
export const sucheEntsorger = async (db: Db, erzeugerId: number, q: string): Promise<EntsorgerTreffer[]> => {
  const muster = `%${q
    .trim()
    .toLowerCase()
    .replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = (await db('entsorger as s')
    .select(
      's.id',
      's.name',
      's.ort',
      's.plz',
      's.freigegeben',
      db.raw('EXISTS (SELECT 1 FROM kundennummer k WHERE k.entsorger_id = s.id AND k.erzeuger_id = ?) AS verknuepft', [erzeugerId]),
    )
    .whereNull('s.zusammengefuehrt_in_id')
    .where('s.aktiv', true)
    .where((w) => w.where('s.freigegeben', true).orWhere('s.erstellt_von_erzeuger_id', erzeugerId))
    .whereRaw('lower(concat_ws(chr(10), s.name, s.ort, s.plz)) LIKE ?', [muster])
    .orderByRaw('s.name COLLATE "de-x-icu", s.id')
    .limit(20)) as unknown[];
  return z.array(entsorgerTrefferSchema).parse(rows);
};
