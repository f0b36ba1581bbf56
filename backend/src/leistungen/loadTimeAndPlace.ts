import type { TimeAndPlaceOptionen } from '@abfallportal/common/auftragWire';
import { heuteInBerlin, tageSpaeter } from '@abfallportal/common/kalendertag';
import type { Db } from '../platform/db';

/**
 * The next working day (Monday to Friday) after today in Germany: disposers plan their tours the
 * day before, so a same-day delivery cannot be promised. Public holidays are not known here.
 */
export const fruehesterLiefertermin = (jetzt: Date): string => {
  let tag = heuteInBerlin(jetzt);
  do tag = tageSpaeter(tag, 1);
  while ([0, 6].includes(new Date(`${tag}T00:00:00Z`).getUTCDay()));
  return tag;
};

/** Wizard step 1: the producer's active sites and the earliest delivery date. */
export const loadTimeAndPlace = async (db: Db, erzeugerId: number, jetzt: Date): Promise<TimeAndPlaceOptionen> => ({
  anfallstellen: (await db('anfallstelle')
    .where({ erzeuger_id: erzeugerId, aktiv: true })
    .orderBy('name')
    .select('id', 'name', 'nummer', 'art', 'strasse', 'plz', 'ort')) as TimeAndPlaceOptionen['anfallstellen'],
  fruehesterLiefertermin: fruehesterLiefertermin(jetzt),
});
