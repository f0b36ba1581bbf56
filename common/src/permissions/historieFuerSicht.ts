import { AUFTRAG_NICHT_VERSANDT, type AuftragSicht } from './auftragSicht';

/** History entries that are the producer's internal matters (the internal note). */
const INTERNE_EREIGNISSE: readonly string[] = ['VorgangsKommentarGeaendert'];

/** One history entry as far as its visibility depends on it: the event, the disposer it is about, the status after it. */
export type HistorieZugang = { ereignis: string; entsorgerId: number | null; status: string | null };

/**
 * The order history as this view may read it (issue 28), oldest first. Staff and the producer read
 * every entry. A disposer reads neither the producer's internal steps (internal note, internal
 * approval) nor anything about another disposer (its offer, price, decline and reason). A disposer
 * that was asked but not given the order reads the request, its own answer and, retold without
 * name or price (`fremdVergeben`), that another offer was accepted; what follows is not its business.
 */
export const historieFuerSicht = <T extends HistorieZugang>(
  sicht: AuftragSicht,
  eintraege: readonly T[],
): (T & { fremdVergeben?: true })[] => {
  if (sicht.art === 'voll') return [...eintraege];
  const sichtbar: (T & { fremdVergeben?: true })[] = [];
  for (const e of eintraege) {
    const fremd = e.entsorgerId !== null && e.entsorgerId !== sicht.entsorgerId;
    if (sicht.art === 'angefragt' && e.ereignis === 'AngebotAngenommen' && fremd) {
      sichtbar.push({ ...e, fremdVergeben: true });
      break;
    }
    if (fremd || INTERNE_EREIGNISSE.includes(e.ereignis) || (e.status !== null && AUFTRAG_NICHT_VERSANDT.includes(e.status))) continue;
    sichtbar.push(e);
  }
  return sichtbar;
};
