import { kpiPraeferenzSchema, type KpiPraeferenz } from '@abfallportal/common/auswertung';

/** The periods the KPI board offers (kept in the user's preferences). */
export type ZeitraumArt = KpiPraeferenz['zeitraum'];

/** The periods in the order the board offers them; their names are `auswertung.kpi.zeitraeume.<art>`. */
export const ZEITRAUM_ARTEN: readonly ZeitraumArt[] = kpiPraeferenzSchema.shape.zeitraum.unwrap().options;

const tag = (d: Date): string =>
  `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}-${String(d.getUTCDate()).padStart(2, '0')}`;

/** `heute` (yyyy-MM-dd) → the first and last day of the period. */
export function zeitraumVon(art: ZeitraumArt, heute: string): { von: string; bis: string } {
  const [j, m] = heute.split('-').map(Number) as [number, number, number];
  switch (art) {
    case 'VORJAHR':
      return { von: `${j - 1}-01-01`, bis: `${j - 1}-12-31` };
    case 'QUARTAL': {
      const erster = Math.floor((m - 1) / 3) * 3;
      return { von: tag(new Date(Date.UTC(j, erster, 1))), bis: tag(new Date(Date.UTC(j, erster + 3, 0))) };
    }
    case 'ZWOELF_MONATE':
      return { von: tag(new Date(Date.UTC(j, m - 12, 1))), bis: tag(new Date(Date.UTC(j, m, 0))) };
    default:
      return { von: `${j}-01-01`, bis: `${j}-12-31` };
  }
}

/** Today in Germany as yyyy-MM-dd (the server's calendar). */
export const heuteInBerlin = (jetzt = new Date()): string =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Berlin', year: 'numeric', month: '2-digit', day: '2-digit' }).format(jetzt);
