import type { Freigeber } from '@abfallportal/common/angebot';
import type { BenutzerInfo } from '@abfallportal/common/benutzerInfo';
import type { Db } from '../platform/db';

/**
 * Who may approve an order of `benutzer` above its limit (spec § 4): every other active user of the
 * producer whose limit is higher, or who has none (the owner's limit never applies). The same rule
 * the order command checks through the price port (leistungen/auftragPreisPort.ts, bestellGrenzen).
 */
export const loadFreigeber = async (db: Db, erzeugerId: number, benutzer: BenutzerInfo): Promise<Freigeber[]> => {
  const eigene = benutzer.erzeuger?.id === erzeugerId && benutzer.rolle !== 'INHABER' ? benutzer.bestellwertGrenze : null;
  const rows = (await db('benutzer')
    .where({ erzeuger_id: erzeugerId, aktiv: true })
    .whereNot({ id: benutzer.id })
    .select('id', 'vorname', 'nachname', 'email', 'rolle', 'bestellwert_grenze')
    .orderByRaw('rolle = \'INHABER\' DESC, nachname COLLATE "de-x-icu", vorname COLLATE "de-x-icu", id')) as {
    id: number;
    vorname: string;
    nachname: string;
    email: string;
    rolle: string;
    bestellwert_grenze: string | null;
  }[];
  return rows
    .map((r) => ({
      id: r.id,
      name: `${r.vorname} ${r.nachname}`.trim() || r.email,
      bestellwertGrenze: r.rolle === 'INHABER' || r.bestellwert_grenze === null ? null : Number(r.bestellwert_grenze),
    }))
    .filter((f) => f.bestellwertGrenze === null || (eigene !== null && f.bestellwertGrenze > eigene));
};
