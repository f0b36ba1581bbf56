import type { WertstoffOptionen } from '@abfallportal/common/auftragWire';
import type { Db } from '../platform/db';

type Row = {
  id: number;
  bezeichnung: string;
  dichte: string | null;
  gemischt: boolean;
  abfallschluessel: WertstoffOptionen['fraktionen'][number]['abfallschluessel'];
};

/** Wizard step 2: every fraction with its AVV keys in the order the reference data names them. */
export const loadWertstoffOptionen = async (db: Db): Promise<WertstoffOptionen> => {
  const rows = (await db('fraktion as f')
    .select(
      'f.id',
      'f.bezeichnung',
      'f.dichte',
      'f.gemischt',
      db.raw(`coalesce((SELECT json_agg(json_build_object('schluessel', a.schluessel, 'anzeige', a.anzeige,
        'bezeichnung', a.bezeichnung, 'gefaehrlich', a.gefaehrlich) ORDER BY fa.sort)
        FROM fraktion_abfallschluessel fa JOIN abfallschluessel a ON a.schluessel = fa.abfallschluessel
        WHERE fa.fraktion_id = f.id), '[]') AS abfallschluessel`),
    )
    .orderBy('f.bezeichnung')) as Row[];
  return { fraktionen: rows.map((r) => ({ ...r, dichte: r.dichte === null ? null : Number(r.dichte) })) };
};
