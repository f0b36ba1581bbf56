import { ABFALLMENGE_MELDUNGEN, avvKompakt, type AbfallmengeFelder } from '@abfallportal/common/abfallmenge';
import type { Db } from '../platform/db';

/**
 * Facts the quantity command cannot check itself (the quantity form and the CSV import ask the same):
 * the site is the producer's, the catalogue knows the AVV code, the plant is released or the
 * producer's own, the fraction and container exist. Field → German message; empty when all hold.
 */
export async function abfallmengeBezugsfehler(db: Db, erzeugerId: number, f: AbfallmengeFelder): Promise<Record<string, string>> {
  const errors: Record<string, string> = {};
  if (!(await db('anfallstelle').where({ id: f.anfallstelleId, erzeuger_id: erzeugerId }).first('id')))
    errors.anfallstelleId = ABFALLMENGE_MELDUNGEN.anfallstelleUnbekannt;
  if (
    !(await db('abfallschluessel')
      .where({ schluessel: avvKompakt(f.abfallschluessel) })
      .first('schluessel'))
  )
    errors.abfallschluessel = ABFALLMENGE_MELDUNGEN.abfallschluesselUnbekannt;
  if (f.verbleibsanlageId !== null) {
    const anlage = await db('verbleibsanlage')
      .where({ id: f.verbleibsanlageId })
      .andWhere((q) => void q.where('freigegeben', true).orWhere('erstellt_von_erzeuger_id', erzeugerId))
      .first('id');
    if (!anlage) errors.verbleibsanlageId = ABFALLMENGE_MELDUNGEN.anlageUnbekannt;
  }
  if (f.fraktionId !== null && !(await db('fraktion').where({ id: f.fraktionId }).first('id')))
    errors.fraktionId = ABFALLMENGE_MELDUNGEN.fraktionUnbekannt;
  if (f.behaeltertypId !== null && !(await db('behaeltertyp').where({ id: f.behaeltertypId }).first('id')))
    errors.behaeltertypId = ABFALLMENGE_MELDUNGEN.behaelterUnbekannt;
  return errors;
}
