import { ERSTER_KALENDERTAG, LETZTER_KALENDERTAG } from '@abfallportal/common/validation';
import { isValid } from 'date-fns';
import { isoVonDatum } from '../format/datumsauswahl';

/** The days a date field accepts (yyyy-MM-dd): its own bounds, never wider than the portal's. */
export type DatumsGrenzen = { min: string; max: string };

/**
 * Spec § 5 "not before {minDate} and not after {maxDate}": every date field keeps to the days the
 * server accepts (ERSTER_KALENDERTAG..LETZTER_KALENDERTAG, else MELDUNGEN.datumBereich), a field's
 * own bounds (not in the past, say) only narrow them.
 */
export const datumsGrenzen = (minDate?: string, maxDate?: string): DatumsGrenzen => ({
  min: minDate !== undefined && minDate > ERSTER_KALENDERTAG ? minDate : ERSTER_KALENDERTAG,
  max: maxDate !== undefined && maxDate < LETZTER_KALENDERTAG ? maxDate : LETZTER_KALENDERTAG,
});

/**
 * Why a date field's content cannot be used: `leer` a required field left empty, `ungueltig` typed
 * but no day (31.02., an unfinished year), `bereich` outside the portal's days, `vor`/`nach` outside
 * the field's own narrower bounds.
 */
export type DatumsMangel =
  { art: 'leer' } | { art: 'ungueltig' } | { art: 'bereich' } | { art: 'vor'; grenze: string } | { art: 'nach'; grenze: string };

/** A date field's content as it travels (a day is passed on even when out of bounds) and what is wrong with it. */
export type DatumsPruefung = { wert: string | null; mangel: DatumsMangel | null };

/** Checks what the picker holds: null when empty, an invalid Date when what was typed is no day. */
export function datumPruefen(datum: Date | null, pflicht: boolean, grenzen: DatumsGrenzen): DatumsPruefung {
  if (datum === null) return { wert: null, mangel: pflicht ? { art: 'leer' } : null };
  if (!isValid(datum)) return { wert: null, mangel: { art: 'ungueltig' } };
  // yyyy-MM-dd with a four-digit year: the text order is the calendar order.
  const wert = isoVonDatum(datum);
  if (wert < grenzen.min)
    return { wert, mangel: grenzen.min === ERSTER_KALENDERTAG ? { art: 'bereich' } : { art: 'vor', grenze: grenzen.min } };
  if (wert > grenzen.max)
    return { wert, mangel: grenzen.max === LETZTER_KALENDERTAG ? { art: 'bereich' } : { art: 'nach', grenze: grenzen.max } };
  return { wert, mangel: null };
}

/** A period whose end lies before its start; an open start or end is no error. */
export const zeitraumVerkehrt = (von: string | null | undefined, bis: string | null | undefined): boolean =>
  Boolean(von && bis && bis < von);
