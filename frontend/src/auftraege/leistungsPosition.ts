import type { Leistungsuebersicht } from '@abfallportal/common/auftragWire';
import { formatAnzahl, formatEinheiten, formatEuro, formatMenge } from '../format/format';

type Position = Leistungsuebersicht['positionen'][number];

/** The cells of one row of the service overview ('Leistungsübersicht'); `menge` null: the rent has not started ("ab Lieferung"). */
export type PositionZellen = { menge: string | null; einzelpreis: string; summe: string };

/**
 * A rent per day counts its days ("1 Tag", "0 Tage"); before delivery there are none to count, so the
 * row shows its price and "ab Lieferung" instead of "0 Tag" and "–". Units read "m³", not "m3".
 */
export const positionZellen = (p: Position): PositionZellen => {
  if (p.einheit === 'Tag') {
    if (p.summe === null) return { menge: null, einzelpreis: formatEuro(p.einzelpreis), summe: '' };
    return { menge: formatAnzahl(p.menge, 'Tag', 'Tage'), einzelpreis: formatEuro(p.einzelpreis), summe: formatEuro(p.summe) };
  }
  return { menge: formatMenge(p.menge, formatEinheiten(p.einheit)), einzelpreis: formatEuro(p.einzelpreis), summe: formatEuro(p.summe) };
};
