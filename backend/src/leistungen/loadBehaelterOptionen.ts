import type { BehaelterOptionen } from '@abfallportal/common/auftragWire';
import type { Db } from '../platform/db';

/**
 * Wizard step 2: the containers a fraction can be ordered in, or null when the fraction does not
 * exist. The reference data links no container to a fraction, so every container is offered.
 */
export const loadBehaelterOptionen = async (db: Db, fraktionId: number): Promise<BehaelterOptionen | null> => {
  if (!(await db('fraktion').where({ id: fraktionId }).first('id'))) return null;
  const rows = (await db('behaeltertyp')
    .orderBy([{ column: 'typ' }, { column: 'volumen_m3' }])
    .select('id', 'bezeichnung', 'typ', 'volumen_m3')) as { id: number; bezeichnung: string; typ: string; volumen_m3: string }[];
  return { behaelter: rows.map(({ volumen_m3, ...b }) => ({ ...b, volumenM3: Number(volumen_m3) })) };
};
