import type { PreisPosition } from '@abfallportal/common/auftragWire';
import type { Db } from '../platform/db';
import type { LeistungKandidat } from './findPreis';

export type KandidatenFilter = {
  erzeugerId: number;
  /** null: the agreements of every disposer. */
  entsorgerId: number | null;
  abfallschluessel: string;
  behaelterId: number;
};

type Row = {
  id: number;
  entsorger_id: number;
  anfallstelle_id: number | null;
  gueltig_von: string;
  gueltig_bis: string | null;
  verguetung: boolean;
  preise: PreisPosition[];
};

/**
 * The producer's agreements for a waste key and a container: those made for the container itself
 * and those for its whole category. Site and date are left to findPreis.
 */
export const loadLeistungKandidaten = async (db: Db, f: KandidatenFilter): Promise<(LeistungKandidat & { entsorgerId: number })[]> => {
  const query = db('leistung as l')
    .join('behaeltertyp as b', (j) => j.on('b.typ', '=', 'l.behaelterkategorie').andOnVal('b.id', '=', f.behaelterId))
    .where({ 'l.erzeuger_id': f.erzeugerId, 'l.abfallschluessel': f.abfallschluessel })
    .where((w) => w.whereNull('l.behaeltertyp_id').orWhere('l.behaeltertyp_id', f.behaelterId))
    .modify((q) => {
      if (f.entsorgerId !== null) q.where('l.entsorger_id', f.entsorgerId);
    })
    .select(
      'l.id',
      'l.entsorger_id',
      'l.anfallstelle_id',
      'l.gueltig_von',
      'l.gueltig_bis',
      'l.verguetung',
      db.raw(`coalesce((SELECT json_agg(json_build_object('bezeichnung', p.bezeichnung, 'preis', p.preis, 'einheit', p.einheit)
        ORDER BY p.sort) FROM leistung_preis p WHERE p.leistung_id = l.id), '[]') AS preise`),
    )
    .orderBy('l.id');
  const rows = (await query) as Row[];
  return rows.map((r) => ({
    id: r.id,
    entsorgerId: r.entsorger_id,
    anfallstelleId: r.anfallstelle_id,
    gueltigVon: r.gueltig_von,
    gueltigBis: r.gueltig_bis,
    verguetung: r.verguetung,
    preise: r.preise.map((p) => ({ ...p, preis: Number(p.preis) })),
  }));
};
