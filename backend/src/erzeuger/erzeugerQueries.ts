import type { ErzeugerAuswahl, ErzeugerInfo, ErzeugerListeEintrag } from '@abfallportal/common/erzeugerWire';
import { ERZEUGER_TYPEN, type ErzeugerTyp } from '@abfallportal/common/permissions';
import { z } from 'zod';
import { auftragZahlenJeErzeugerSql } from '../auftraege';
import { belegAnzahlJeErzeugerSql } from '../belege';
import type { Db } from '../platform/db';
import type { ListSpec } from '../platform/http/listQuery';

export const ERZEUGER_NICHT_GEFUNDEN = 'Der Erzeuger wurde nicht gefunden.';

const SPALTEN = ['e.id', 'e.name', 'e.typ', 'e.strasse', 'e.plz', 'e.ort', 'e.freigegeben', 'e.erstellt_am'];

/**
 * The statistics in one set-based statement: each count is a lateral subquery on an index by
 * producer (kundennummer, anfallstelle, benutzer, the order and receipt read models through their
 * features' contracts), so a page of producers costs index look-ups, not one query per row. Invoices
 * are the producer's receipts of every type, deleted ones left out (issue 20); requests are the
 * orders in ANFRAGE_STATUS.
 */
const mitStatistik = (db: Db) =>
  db('erzeuger as e')
    .select(
      ...SPALTEN,
      db.raw('k.n AS anzahl_entsorger'),
      db.raw('a.n AS anzahl_anfallstellen'),
      db.raw('b.n AS anzahl_benutzer'),
      db.raw('r.n AS anzahl_rechnungen'),
      db.raw('o.anfragen AS anzahl_anfragen'),
      db.raw('o.auftraege AS anzahl_auftraege'),
    )
    .joinRaw('LEFT JOIN LATERAL (SELECT count(*)::int AS n FROM kundennummer WHERE erzeuger_id = e.id) k ON true')
    .joinRaw('LEFT JOIN LATERAL (SELECT count(*)::int AS n FROM anfallstelle WHERE erzeuger_id = e.id) a ON true')
    .joinRaw('LEFT JOIN LATERAL (SELECT count(*)::int AS n FROM benutzer WHERE erzeuger_id = e.id) b ON true')
    .joinRaw(`LEFT JOIN LATERAL (${belegAnzahlJeErzeugerSql('e.id')}) r ON true`)
    .joinRaw(`LEFT JOIN LATERAL (${auftragZahlenJeErzeugerSql('e.id')}) o ON true`);

const filterSchema = z.object({
  typ: z.union([z.enum(ERZEUGER_TYPEN), z.array(z.enum(ERZEUGER_TYPEN))]).optional(),
  freigegeben: z.boolean().optional(),
  // Read by the router (the data provider sends the flag inside the filter); it narrows nothing.
  statistics: z.boolean().optional(),
});

const zaehlSortierung = (column: string) => ({ column });

/** The support's producer list (spec § 2, /support/erzeuger); with the figures when asked. */
export const erzeugerListe = (statistik: boolean): ListSpec<z.infer<typeof filterSchema>> => ({
  resource: 'erzeuger',
  // A producer merged into another is history, not a tenant of its own (see erzeugerZusammenfuehren).
  from: (db) => (statistik ? mitStatistik(db) : db('erzeuger as e').select(...SPALTEN)).whereNull('e.zusammengefuehrt_in_id'),
  scopeColumns: { erzeuger: 'e.id' },
  sortable: {
    name: { column: 'e.name', text: true },
    ort: { column: 'e.ort', text: true },
    erstelltAm: { column: 'e.erstellt_am' },
    ...(statistik && {
      anzahlEntsorger: zaehlSortierung('k.n'),
      anzahlAnfallstellen: zaehlSortierung('a.n'),
      anzahlBenutzer: zaehlSortierung('b.n'),
      anzahlRechnungen: zaehlSortierung('r.n'),
      anzahlAnfragen: zaehlSortierung('o.anfragen'),
      anzahlAuftraege: zaehlSortierung('o.auftraege'),
    }),
  },
  defaultSort: ['name', 'ASC'],
  idColumn: 'e.id',
  searchSql: 'lower(concat_ws(chr(10), e.name, e.ort)) LIKE ?',
  filterSchema,
  applyFilter: (query, f) => {
    if (f.typ !== undefined) query.whereIn('e.typ', Array.isArray(f.typ) ? f.typ : [f.typ]);
    if (f.freigegeben !== undefined) query.where('e.freigegeben', f.freigegeben);
  },
});

type Zeile = Record<string, unknown>;

export const toErzeugerEintrag = (r: Zeile): ErzeugerListeEintrag => ({
  id: r.id as number,
  name: r.name as string,
  typ: r.typ as ErzeugerTyp,
  strasse: (r.strasse as string | null) ?? null,
  plz: (r.plz as string | null) ?? null,
  ort: (r.ort as string | null) ?? null,
  freigegeben: r.freigegeben as boolean,
  erstelltAm: r.erstellt_am instanceof Date ? r.erstellt_am.toISOString() : String(r.erstellt_am),
  ...('anzahl_entsorger' in r && {
    anzahlEntsorger: Number(r.anzahl_entsorger),
    anzahlAnfallstellen: Number(r.anzahl_anfallstellen),
    anzahlBenutzer: Number(r.anzahl_benutzer),
    anzahlRechnungen: Number(r.anzahl_rechnungen),
    anzahlAnfragen: Number(r.anzahl_anfragen),
    anzahlAuftraege: Number(r.anzahl_auftraege),
  }),
});

export const loadErzeugerInfo = async (db: Db, id: number): Promise<ErzeugerInfo | null> => {
  const r = (await db('erzeuger').where({ id }).first('id', 'name', 'typ', 'freigegeben')) as ErzeugerInfo | undefined;
  return r ?? null;
};

/** The producers a user may choose: their own, or every producer for staff. */
export const loadErzeugerForBenutzer = async (db: Db, eigenerErzeugerId: number | null, alle: boolean): Promise<ErzeugerAuswahl[]> => {
  const query = db('erzeuger').select('id', 'name').whereNull('zusammengefuehrt_in_id').orderByRaw('name COLLATE "de-x-icu", id');
  if (!alle) query.where('id', eigenerErzeugerId ?? -1);
  return (await query) as ErzeugerAuswahl[];
};

/**
 * Approves a producer; approving an approved one changes nothing. Null when it does not exist.
 * An approval is an action, not a form: it needs no If-Match, but raises the version when it
 * changes the record, so an edit form loaded before it cannot quietly take it back.
 */
export const approveErzeuger = async (db: Db, id: number): Promise<ErzeugerInfo | null> => {
  const [r] = (await db('erzeuger')
    .where({ id })
    .update({ freigegeben: true, version: db.raw('CASE WHEN freigegeben THEN version ELSE version + 1 END') })
    .returning(['id', 'name', 'typ', 'freigegeben'])) as ErzeugerInfo[];
  return r ?? null;
};
