import type { BilanzZeile, MengenZeile } from '@abfallportal/common/dokumentation';

/** A quantity line with where it belongs, for grouping per site and year. */
export type MengenZeileMitOrt = MengenZeile & { anfallstelleId: number; jahr: number; gueltigBis: string | null };

export const r3 = (v: number): number => Math.round(v * 1000) / 1000;

/** The balance per AVV code and disposal path (plant or certificate, R/D method); expired certificates marked. */
export const bilanz = (zeilen: readonly MengenZeileMitOrt[], heute: string): BilanzZeile[] => {
  const gruppen = new Map<string, BilanzZeile>();
  for (const z of zeilen) {
    const key = [z.abfallschluessel, z.entsorgungsverfahren, z.verbleibsanlageName, z.zertifikatName].join('|');
    const g = gruppen.get(key) ?? {
      abfallschluessel: z.abfallschluessel,
      avvBezeichnung: z.avvBezeichnung,
      gefaehrlich: z.gefaehrlich,
      entsorgungsverfahren: z.entsorgungsverfahren,
      verbleibsanlageName: z.verbleibsanlageName,
      zertifikatName: z.zertifikatName,
      gueltigBis: z.gueltigBis,
      abgelaufen: z.gueltigBis !== null && z.gueltigBis < heute,
      tonnen: 0,
      kubikmeter: 0,
      anzahl: 0,
      ohneMenge: 0,
    };
    g.tonnen = r3(g.tonnen + (z.tonnen ?? 0));
    g.kubikmeter = r3(g.kubikmeter + (z.kubikmeter ?? 0));
    g.anzahl++;
    if (z.hinweis) g.ohneMenge++;
    gruppen.set(key, g);
  }
  return [...gruppen.values()].sort((a, b) => a.abfallschluessel.localeCompare(b.abfallschluessel));
};

/** The m³ of a site over its whole measure (every year); null when some quantity has no volume. */
export const kubikmeterGesamt = (zeilen: readonly MengenZeileMitOrt[]): number | null =>
  zeilen.some((z) => z.kubikmeter === null) ? null : r3(zeilen.reduce((s, z) => s + (z.kubikmeter ?? 0), 0));
