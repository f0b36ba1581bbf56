import { formatEinheiten, formatEuro } from '../format/format';
import type { FeldDefinition } from './stammdatenFelder';

const ZAHL = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 3 });

/** The texts the list needs besides the values; the caller translates them (stammdaten.*, ra.boolean.*). */
export type AnzeigeTexte = { unbegrenzt: string; ja: string; nein: string; gefaehrlichJa: string; gefaehrlichNein: string };

const leer = (wert: unknown): boolean => wert === null || wert === undefined || wert === '';

/**
 * One value of a master-data row as the list shows it (table cell and phone card): money as
 * "49,00 €", an empty maximum as "unbegrenzt", numbers German, flags as words, "m3" as "m³".
 */
export function stammdatenWert(feld: FeldDefinition, wert: unknown, texte: AnzeigeTexte): string {
  if (feld.anzeige === 'unbegrenzt' && leer(wert)) return texte.unbegrenzt;
  if (leer(wert)) return '';
  const zahl = typeof wert === 'number' ? wert : typeof wert === 'string' && feld.art !== 'text' ? Number(wert) : Number.NaN;
  if (feld.anzeige === 'euro' && Number.isFinite(zahl)) return formatEuro(zahl);
  switch (feld.art) {
    case 'zahl':
    case 'ganzzahl':
      return Number.isFinite(zahl) ? ZAHL.format(zahl) : String(wert);
    case 'bool':
      if (feld.source === 'gefaehrlich') return wert ? texte.gefaehrlichJa : texte.gefaehrlichNein;
      return wert ? texte.ja : texte.nein;
    default:
      // Reference data write "m3"; the list shows "m³" (display only).
      return formatEinheiten(String(wert));
  }
}
