const EURO = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' });
const DATUM = new Intl.DateTimeFormat('de-DE', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'Europe/Berlin' });

/** 1.234,56 € (DESIGN § 8); no limit shows a dash. */
export const euroAnzeige = (betrag: number | null): string => (betrag === null ? '–' : EURO.format(betrag));

/** dd.MM.yyyy in German time; not yet sent shows a dash. */
export const datumAnzeige = (iso: string | null): string => (iso === null ? '–' : DATUM.format(new Date(iso)));
