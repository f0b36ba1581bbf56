import { leistungFilterSchema, type Leistung, type LeistungTyp, type PreisEinheit } from '@abfallportal/common/leistung';
import { z } from 'zod';
import type { Db } from '../platform/db';
import type { ListSpec } from '../platform/http/listQuery';
import { textIdSchema } from '@abfallportal/common/validation';

type Zeile = Record<string, unknown>;

/** The agreements with the names of everything they refer to and their price lines in order. */
export const leistungQuery = (db: Db) =>
  db('leistung as l')
    .join('erzeuger as e', 'e.id', 'l.erzeuger_id')
    .join('entsorger as s', 's.id', 'l.entsorger_id')
    .join('abfallschluessel as k', 'k.schluessel', 'l.abfallschluessel')
    .leftJoin('anfallstelle as a', 'a.id', 'l.anfallstelle_id')
    .leftJoin('behaeltertyp as b', 'b.id', 'l.behaeltertyp_id')
    .select(
      'l.*',
      'e.name as erzeuger_name',
      's.name as entsorger_name',
      'a.name as anfallstelle_name',
      'b.bezeichnung as behaelter_bezeichnung',
      db.raw(`k.anzeige || ' ' || k.bezeichnung AS abfallschluessel_anzeige`),
      db.raw(`coalesce((SELECT json_agg(json_build_object('bezeichnung', p.bezeichnung, 'preis', p.preis, 'einheit', p.einheit)
        ORDER BY p.sort) FROM leistung_preis p WHERE p.leistung_id = l.id), '[]') AS preise`),
    );

export const toLeistung = (r: Zeile): Leistung => ({
  id: r.id as number,
  typ: r.typ as LeistungTyp,
  gueltigVon: r.gueltig_von as string,
  gueltigBis: (r.gueltig_bis as string | null) ?? null,
  erzeugerId: r.erzeuger_id as number,
  erzeugerName: r.erzeuger_name as string,
  anfallstelleId: (r.anfallstelle_id as number | null) ?? null,
  anfallstelleName: (r.anfallstelle_name as string | null) ?? null,
  entsorgerId: r.entsorger_id as number,
  entsorgerName: r.entsorger_name as string,
  abfallschluessel: r.abfallschluessel as string,
  abfallschluesselAnzeige: r.abfallschluessel_anzeige as string,
  behaelterkategorie: r.behaelterkategorie as string,
  behaelterId: (r.behaeltertyp_id as number | null) ?? null,
  behaelterBezeichnung: (r.behaelter_bezeichnung as string | null) ?? null,
  einheit: r.einheit as PreisEinheit,
  verguetung: r.verguetung as boolean,
  zyklusunabhaengig: r.zyklusunabhaengig as boolean,
  preise: (r.preise as { bezeichnung: string; preis: string | number; einheit: PreisEinheit }[]).map((p) => ({
    ...p,
    preis: Number(p.preis),
  })),
  version: r.version as number,
});

const ids = z.union([z.array(textIdSchema()), textIdSchema()]).transform((v) => (Array.isArray(v) ? v : [v]));

/** GET /leistung: react-admin's list, and its getMany (`filter={"id":[…]}`). */
export const leistungListe: ListSpec<z.infer<typeof leistungFilterSchema> & { id?: number[] }> = {
  resource: 'leistung',
  from: leistungQuery,
  scopeColumns: { erzeuger: 'l.erzeuger_id', entsorger: 'l.entsorger_id' },
  sortable: {
    id: { column: 'l.id' },
    gueltigVon: { column: 'l.gueltig_von' },
    gueltigBis: { column: 'l.gueltig_bis' },
    erzeugerName: { column: 'e.name', text: true },
    entsorgerName: { column: 's.name', text: true },
    anfallstelleName: { column: 'a.name', text: true },
    abfallschluessel: { column: 'l.abfallschluessel' },
    behaelterkategorie: { column: 'l.behaelterkategorie', text: true },
  },
  defaultSort: ['gueltigVon', 'DESC'],
  idColumn: 'l.id',
  searchSql: `lower(concat_ws(' ', e.name, s.name, a.name, k.abfallschluessel, l.abfallschluessel, k.bezeichnung, l.behaelterkategorie, b.bezeichnung)) LIKE ?`,
  filterSchema: leistungFilterSchema.extend({ id: ids.optional() }),
  applyFilter: (q, f) => {
    if (f.id) q.whereIn('l.id', f.id);
    if (f.typ) q.where('l.typ', f.typ);
    if (f.erzeugerId) q.where('l.erzeuger_id', f.erzeugerId);
    if (f.entsorgerId) q.where('l.entsorger_id', f.entsorgerId);
    if (f.gueltigAm) {
      const tag = f.gueltigAm;
      q.where('l.gueltig_von', '<=', tag).andWhere((w) => w.whereNull('l.gueltig_bis').orWhere('l.gueltig_bis', '>=', tag));
    }
  },
};
