import type { LeistungOptionen } from '@abfallportal/common/leistung';
import type { Db } from '../platform/db';

/**
 * The choices of the price form on a disposer's page: its customers (producers with a customer
 * number there) and their sites, the waste-key catalogue, container categories and containers.
 */
export const loadLeistungOptionen = async (db: Db, entsorgerId: number): Promise<LeistungOptionen> => {
  const [erzeuger, anfallstellen, schluessel, behaelter] = await Promise.all([
    db('kundennummer as k')
      .join('erzeuger as e', 'e.id', 'k.erzeuger_id')
      .where('k.entsorger_id', entsorgerId)
      .orderByRaw('e.name COLLATE "de-x-icu"')
      .select('e.id', 'e.name') as Promise<{ id: number; name: string }[]>,
    db('anfallstelle as a')
      .join('kundennummer as k', 'k.erzeuger_id', 'a.erzeuger_id')
      .where('k.entsorger_id', entsorgerId)
      .orderByRaw('a.name COLLATE "de-x-icu"')
      .select('a.id', 'a.name', 'a.erzeuger_id') as Promise<{ id: number; name: string; erzeuger_id: number }[]>,
    db('abfallschluessel').orderBy('schluessel').select('schluessel', 'anzeige', 'bezeichnung') as Promise<
      { schluessel: string; anzeige: string; bezeichnung: string }[]
    >,
    db('behaeltertyp').orderBy(['typ', 'volumen_m3', 'bezeichnung']).select('id', 'bezeichnung', 'typ') as Promise<
      { id: number; bezeichnung: string; typ: string }[]
    >,
  ]);
  return {
    erzeuger,
    anfallstellen: anfallstellen.map((a) => ({ id: a.id, name: a.name, erzeugerId: a.erzeuger_id })),
    abfallschluessel: schluessel.map((s) => ({ id: s.schluessel, name: `${s.anzeige} ${s.bezeichnung}` })),
    behaelterkategorien: [...new Set(behaelter.map((b) => b.typ))].sort((a, b) => a.localeCompare(b, 'de')),
    behaelter: behaelter.map((b) => ({ id: b.id, name: b.bezeichnung, kategorie: b.typ })),
  };
};
