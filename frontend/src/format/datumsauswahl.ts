import { format, parseISO } from 'date-fns';

/** A date picked in the date picker (a local calendar day) as it travels: yyyy-MM-dd. */
export const isoVonDatum = (datum: Date): string => format(datum, 'yyyy-MM-dd');

/** A travelling calendar day for the date picker; null when absent. */
export const datumVonIso = (iso: string | null | undefined): Date | null => (iso ? parseISO(iso) : null);
