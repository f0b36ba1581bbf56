import { avvKompakt } from '@abfallportal/common/abfallmenge';
import type { Db } from '../platform/db';
import { abfallmengeAlsZeile, abfallmengeAusZeile, ladeAbfallmengeZeilen, type AbfallmengeImJahr } from './abfallmengeAbfragen';
import { ladeBelegPositionZeilen, positionAlsZeile } from './belegPositionAbfragen';
import type { MengenZeileMitOrt } from './mengenBilanz';
import { ladeDokumentationsStamm } from './umrechnungsstamm';

/**
 * Every quantity of a producer (all years; the 10 m³ rule looks at a construction site's whole
 * measure), or of one of its sites: hand-entered ones and the positions of approved receipts,
 * converted to t and m³ with the master data they name (loaded once).
 */
export const ladeMengenZeilen = async (
  db: Db,
  erzeugerId: number,
  anfallstelleId?: number,
): Promise<{ zeilen: MengenZeileMitOrt[]; mengen: AbfallmengeImJahr[] }> => {
  const gespeichert = await ladeAbfallmengeZeilen(db, erzeugerId, anfallstelleId);
  const positionen = await ladeBelegPositionZeilen(db, erzeugerId, anfallstelleId);
  const avvKeys = [...gespeichert, ...positionen].map((r) => avvKompakt(r.abfallschluessel ?? ''));
  const anlageIds = [...gespeichert, ...positionen].map((r) => r.verbleibsanlage_id).filter((v): v is number => v !== null);
  const s = await ladeDokumentationsStamm(db, [...new Set(avvKeys)], [...new Set(anlageIds)]);
  const mengen = gespeichert.map((m) => abfallmengeAusZeile(m, s));
  const zeilen = [...mengen.map((a) => abfallmengeAlsZeile(a, s)), ...positionen.map((p) => positionAlsZeile(p, s))];
  return { zeilen, mengen };
};
