import type { TimeAndPlaceOptionen } from '@abfallportal/common/auftragWire';
import { heuteInBerlin } from '@abfallportal/common/kalendertag';
import type { Db } from '../platform/db';

/**
 * The next working day (Monday to Friday) after today in Germany: disposers plan their tours the
 * day before, so a same-day delivery cannot be promised. Public holidays are not known here.
 */
export const fruehesterLiefertermin = (jetzt: Date): string => {
  const tag = new Date(`${heuteInBerlin(jetzt)}T00:00:00Z`);
  do tag.setUTCDate(tag.getUTCDate() + 1);
  while (tag.getUTCDay() === 0 || tag.getUTCDay() === 6);
  return tag.toISOString().slice(0, 10);
};

/** Wizard step 1: the producer's active sites and the earliest delivery date. */
export const loadTimeAndPlace = async (db: Db, erzeugerId: number, jetzt: Date): Promise<TimeAndPlaceOptionen> => ({
  anfallstellen: (await db('anfallstelle')
    .where({ erzeuger_id: erzeugerId, aktiv: true })
    .orderBy('name')
    .select('id', 'name', 'nummer', 'art', 'strasse', 'plz', 'ort')) as TimeAndPlaceOptionen['anfallstellen'],
  fruehesterLiefertermin: fruehesterLiefertermin(jetzt),
});
