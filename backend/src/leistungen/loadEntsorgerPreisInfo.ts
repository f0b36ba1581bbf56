import type { EntsorgerPreisInfo } from '@abfallportal/common/auftragWire';
import type { Db } from '../platform/db';
import { findPreis } from './findPreis';
import { loadLeistungKandidaten } from './loadLeistungKandidaten';
import { loadPreisKontext, type PreisFrage } from './loadPreisFuerAuftrag';

type Eintrag = EntsorgerPreisInfo['entsorger'][number];

/** Disposers with a price first, the cheapest estimate first; the rest keep their alphabetical order. */
export const sortEntsorger = (eintraege: Eintrag[]): Eintrag[] => {
  const summe = (e: Eintrag): number => (e.preis.ergebnis === 'GEFUNDEN' ? e.preis.summeNetto : Number.POSITIVE_INFINITY);
  return [...eintraege].sort((a, b) => summe(a) - summe(b) || a.name.localeCompare(b.name, 'de'));
};

/**
 * The disposers the producer may order from (active customer numbers of active disposers) with
 * the price each would charge for this order.
 */
export const loadEntsorgerPreisInfo = async (db: Db, frage: Omit<PreisFrage, 'entsorgerId'>): Promise<EntsorgerPreisInfo> => {
  const [entsorger, kandidaten, kontext] = await Promise.all([
    db('kundennummer as k')
      .join('entsorger as s', 's.id', 'k.entsorger_id')
      .where({ 'k.erzeuger_id': frage.erzeugerId, 'k.aktiv': true, 's.aktiv': true })
      .select('s.id', 's.name', 'k.kundennummer') as Promise<{ id: number; name: string; kundennummer: string }[]>,
    loadLeistungKandidaten(db, { ...frage, entsorgerId: null }),
    loadPreisKontext(db, frage),
  ]);
  return {
    entsorger: sortEntsorger(
      entsorger.map((s) => ({
        ...s,
        preis: findPreis(
          kandidaten.filter((l) => l.entsorgerId === s.id),
          kontext,
        ),
      })),
    ),
  };
};
