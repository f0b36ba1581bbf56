import type { AuftragListeEintrag } from '@abfallportal/common/auftragWire';

export type Leistung = { art: 'lieferung' | 'leerung' | 'tausch' | 'abholung'; tag: string };

/**
 * The service a disposer owes next on an order and its day, as the list filter leistungFaelligBis
 * counts it (backend entsorgerArbeitFilter.ts): a confirmed delivery on its delivery date, an
 * extra emptying or swap on its service day, a removal on its pick-up day. Null when none is owed.
 */
export const leistungstag = (
  a: Pick<AuftragListeEintrag, 'status' | 'liefertermin' | 'wunschLiefertermin' | 'wunschAbholtermin'>,
): Leistung | null => {
  const status = a.status.type;
  const tag = (art: Leistung['art'], wert: string | null): Leistung | null => (wert === null ? null : { art, tag: wert });
  if (status === 'BESTELLUNG_BESTAETIGT' || status === 'BESTELLAENDERUNG_LIEFERTERMIN' || status === 'IN_ANLIEFERUNG')
    return tag('lieferung', a.liefertermin ?? a.wunschLiefertermin);
  if (status === 'ZUSATZLEERUNG_BESTAETIGT' || status === 'ZUSATZLEERUNG_AENDERUNG_WUNSCHTERMIN')
    return tag('leerung', a.wunschLiefertermin);
  if (status === 'BEHAELTERTAUSCH_BESTAETIGT' || status === 'BEHAELTERTAUSCH_AENDERUNG_WUNSCHTERMIN')
    return tag('tausch', a.wunschLiefertermin);
  if (status === 'BEHAELTERABZUG_BESTAETIGT' || status === 'BEHAELTERABZUG_AENDERUNG_WUNSCHTERMIN' || status === 'IN_ABHOLUNG')
    return tag('abholung', a.wunschAbholtermin);
  return null;
};

/** Calendar days from `heute` to `tag` (both yyyy-MM-dd), negative when the day has passed. */
export const tageBis = (heute: string, tag: string): number =>
  Math.round((Date.parse(`${tag}T00:00:00Z`) - Date.parse(`${heute}T00:00:00Z`)) / 86_400_000);
