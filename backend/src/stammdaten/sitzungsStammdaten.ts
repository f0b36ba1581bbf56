import type { BenutzerInfo } from '@abfallportal/common/benutzerInfo';
import { isStaff } from '@abfallportal/common/permissions';
import { NUR_FUER_PERSONAL, type SitzungsListe, type StammdatenZeile, type VertragInfo } from '@abfallportal/common/stammdaten';
import type { Db } from '../platform/db';
import { verboten } from '../platform/domainError';
import { zuZeile } from './stammdatenQueries';
import { TYP_DEFINITIONEN, type Spalten } from './stammdatenTypen';

/**
 * A reference list for session start (spec § 4), whole and sorted: every signed-in user needs the
 * containers, waste keys, categories, units, methods and cycles to order; producers, cost centres
 * and fractions only admin and support.
 */
export const sitzungsListe = async (db: Db, benutzer: BenutzerInfo, liste: SitzungsListe): Promise<StammdatenZeile[]> => {
  if (NUR_FUER_PERSONAL.includes(liste) && !isStaff(benutzer.rolle))
    throw verboten('Diese Liste steht nur Administration und Support zur Verfügung.');
  if (liste === 'erzeuger') {
    return (await db('erzeuger')
      .select('id', 'name', 'typ')
      .whereNull('zusammengefuehrt_in_id')
      .orderByRaw('name COLLATE "de-x-icu", id')) as StammdatenZeile[];
  }
  const def = TYP_DEFINITIONEN[liste];
  const sortFeld = def.felder[def.standardSortierung] ?? { spalte: def.idSpalte, art: 'zahl' };
  const collate = sortFeld.art === 'text' ? ' COLLATE "de-x-icu"' : '';
  const rows = (await db(def.tabelle).select('*').orderByRaw(`??${collate}, ??`, [sortFeld.spalte, def.idSpalte])) as Spalten[];
  return rows.map((r) => zuZeile(def, r));
};

/** GET /api/v1/vertrag/info: the contract of the producer the user acts for, with its limits and how much of them is used. */
export const vertragInfo = async (db: Db, benutzer: BenutzerInfo): Promise<VertragInfo> => {
  const erzeugerId = benutzer.erzeuger?.id;
  if (erzeugerId === undefined) return { vertrag: null, anzahlAnfallstellen: 0, anzahlEntsorger: 0 };
  const row = (await db('erzeuger as e')
    .leftJoin('vertrag as v', 'v.id', 'e.vertrag_id')
    .where('e.id', erzeugerId)
    .first(
      'v.id',
      'v.name',
      'v.max_anfallstellen',
      'v.max_entsorger',
      'v.preis_pro_monat',
      db.raw('(SELECT count(*)::int FROM anfallstelle WHERE erzeuger_id = e.id) AS anfallstellen'),
      db.raw('(SELECT count(*)::int FROM kundennummer WHERE erzeuger_id = e.id) AS entsorger'),
    )) as Spalten | undefined;
  if (!row) return { vertrag: null, anzahlAnfallstellen: 0, anzahlEntsorger: 0 };
  return {
    vertrag:
      row.id === null
        ? null
        : {
            id: row.id as number,
            name: row.name as string,
            maxAnfallstellen: row.max_anfallstellen as number | null,
            maxEntsorger: row.max_entsorger as number | null,
            preisProMonat: Number(row.preis_pro_monat),
          },
    anzahlAnfallstellen: row.anfallstellen as number,
    anzahlEntsorger: row.entsorger as number,
  };
};
