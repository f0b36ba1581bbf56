import { format, parseISO } from 'date-fns';

const EURO = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' });

/** A calendar date as it travels (yyyy-MM-dd) shown as dd.MM.yyyy (spec § 9); empty when absent. */
export const datumAnzeige = (iso: string | null | undefined): string => (iso ? format(parseISO(iso), 'dd.MM.yyyy') : '');

/** A point in time shown as dd.MM.yyyy HH:mm in the browser's time zone. */
export const zeitpunktAnzeige = (iso: string): string => format(new Date(iso), 'dd.MM.yyyy HH:mm');

/** An amount in euro as 1.234,56 €. */
export const betragAnzeige = (betrag: number): string => EURO.format(betrag);

/** A picked date as it travels. */
export const isoVonDatum = (datum: Date): string => format(datum, 'yyyy-MM-dd');

/** A travelling date for the date picker; null when absent. */
export const datumVonIso = (iso: string | null | undefined): Date | null => (iso ? parseISO(iso) : null);
