/**
 * The calendar day in Germany as yyyy-MM-dd: at 00:30 in Berlin it is already tomorrow, whatever
 * UTC says. One formatter for the whole process: building an Intl.DateTimeFormat costs far more
 * than formatting with it.
 */
const BERLIN = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin', year: 'numeric', month: '2-digit', day: '2-digit' });

export const heuteInBerlin = (jetzt: Date): string => BERLIN.format(jetzt);

/** A calendar day `tage` days after `tag` (both yyyy-MM-dd); negative goes back. Calendar days, so no clock change can shift it. */
export const tageSpaeter = (tag: string, tage: number): string => {
  const datum = new Date(`${tag}T00:00:00Z`);
  datum.setUTCDate(datum.getUTCDate() + tage);
  return datum.toISOString().slice(0, 10);
};

/** Whole calendar days from `von` to `bis` (both yyyy-MM-dd), never negative: the rent days of an order. */
export const tageZwischen = (von: string, bis: string): number =>
  Math.max(0, Math.round((Date.parse(`${bis}T00:00:00Z`) - Date.parse(`${von}T00:00:00Z`)) / 86_400_000));
