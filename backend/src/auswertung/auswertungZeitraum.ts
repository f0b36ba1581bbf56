/** Periods of the evaluations: a filter's period, the previous year's, the months it touches. */

export type Zeitraum = { von: string; bis: string };

/** The period of a filter: without von/bis the calendar year of `heute` (Berlin day). */
export const zeitraumAus = (f: { von?: string; bis?: string }, heute: string): Zeitraum => {
  const jahr = heute.slice(0, 4);
  return {
    von: f.von ?? (f.bis ? `${f.bis.slice(0, 4)}-01-01` : `${jahr}-01-01`),
    bis: f.bis ?? (f.von ? `${f.von.slice(0, 4)}-12-31` : `${jahr}-12-31`),
  };
};

/** The same period one year earlier (29 February becomes 28 February). */
export const vorjahrVon = (z: Zeitraum): Zeitraum => {
  const zurueck = (t: string) => {
    const j = Number(t.slice(0, 4)) - 1;
    const md = t.slice(5) === '02-29' ? '02-28' : t.slice(5);
    return `${j}-${md}`;
  };
  return { von: zurueck(z.von), bis: zurueck(z.bis) };
};

/** `YYYY-MM` of every month the period touches. */
export const monateIm = (z: Zeitraum): string[] => {
  const monate: string[] = [];
  let j = Number(z.von.slice(0, 4));
  let m = Number(z.von.slice(5, 7));
  const ej = Number(z.bis.slice(0, 4));
  const em = Number(z.bis.slice(5, 7));
  while (j < ej || (j === ej && m <= em)) {
    monate.push(`${j}-${String(m).padStart(2, '0')}`);
    if (++m > 12) {
      m = 1;
      j++;
    }
  }
  return monate;
};

export const letzterTag = (monat: string): string => {
  const [j, m] = monat.split('-').map(Number) as [number, number];
  return `${monat}-${String(new Date(Date.UTC(j, m, 0)).getUTCDate()).padStart(2, '0')}`;
};
