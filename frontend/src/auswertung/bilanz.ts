import type { AbfallstromZeile } from '@abfallportal/common/auswertung';

/** One line of the material-flow balance: a waste code and fraction, where it went and how much. */
export type BilanzZeile = {
  abfallschluessel: string;
  gefaehrlich: boolean;
  fraktionName: string;
  entsorgerName: string;
  verbleib: string;
  mengeT: number;
  kostenEuro: number;
};

/**
 * The balance of a period: the table rows of `/auswertung/abfallstrom` summed over months and sites
 * per waste code, fraction, disposer and plant/R-D method; sorted by waste code, then the largest amount.
 */
export function bilanzZeilen(zeilen: readonly AbfallstromZeile[]): BilanzZeile[] {
  const summen = new Map<string, BilanzZeile>();
  for (const z of zeilen) {
    const verbleib = [z.verbleibsanlageName, z.entsorgungsverfahren].filter(Boolean).join(' · ');
    const schluessel = [z.abfallschluessel, z.fraktionName, z.entsorgerName, verbleib].join('\u0000');
    const alt = summen.get(schluessel);
    if (alt) {
      alt.mengeT += z.mengeT;
      alt.kostenEuro += z.kostenEuro;
    } else {
      summen.set(schluessel, {
        abfallschluessel: z.abfallschluessel,
        gefaehrlich: z.gefaehrlich,
        fraktionName: z.fraktionName,
        entsorgerName: z.entsorgerName,
        verbleib,
        mengeT: z.mengeT,
        kostenEuro: z.kostenEuro,
      });
    }
  }
  return [...summen.values()].sort((a, b) => a.abfallschluessel.localeCompare(b.abfallschluessel, 'de') || b.mengeT - a.mengeT);
}
