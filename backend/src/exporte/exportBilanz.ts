import type { ExportBeleg } from './exportBelege';

/**
 * Sums per AVV code and unit: the quantity balance of the APPROVED receipts' positions (a delivery note
 * and its invoice describe the same waste; only what was checked and approved counts, once).
 */
export type BilanzZeile = { abfallschluessel: string; einheit: string; menge: number; wege: string[] };

export const bilanzVon = (belege: readonly ExportBeleg[]): BilanzZeile[] => {
  const zeilen = new Map<string, BilanzZeile>();
  for (const b of belege) {
    if (b.status !== 'FREIGEGEBEN') continue;
    // A cancellation reverses what it cancels.
    const vorzeichen = b.typ === 'stornorechnung' || b.typ === 'stornogutschrift' ? -1 : 1;
    for (const p of b.positionen) {
      if (p.menge === null || !p.einheit) continue;
      const avv = p.abfallschluessel ?? '–';
      const key = `${avv}|${p.einheit}`;
      const z = zeilen.get(key) ?? { abfallschluessel: avv, einheit: p.einheit, menge: 0, wege: [] };
      z.menge = Math.round((z.menge + vorzeichen * p.menge) * 1000) / 1000;
      const weg = [p.entsorgungsverfahren, p.verbleibsanlage].filter(Boolean).join(' · ');
      if (weg && !z.wege.includes(weg)) z.wege.push(weg);
      zeilen.set(key, z);
    }
  }
  return [...zeilen.values()].sort(
    (a, b) => a.abfallschluessel.localeCompare(b.abfallschluessel, 'de') || a.einheit.localeCompare(b.einheit, 'de'),
  );
};
