import type { StandortDokumentation } from '@abfallportal/common/dokumentation';
import { z } from 'zod';
import type { Db } from '../platform/db';
import { zeilenParser } from '../platform/lesemodellZeile';
import { DOKUMENTATION_TABELLE, dokuBelegZeile } from './dokumentationLesemodell';

/** The queries on `doku_beleg`: every receipt as the documentation counts and lists it, rows parsed by the contract's schema. */

const DOKU_BELEG = DOKUMENTATION_TABELLE.beleg;

const anzahlZeile = zeilenParser(DOKU_BELEG, dokuBelegZeile.pick({ anfallstelle_id: true }).extend({ n: z.number() }), 'anfallstelle_id');

/** The number of a producer's receipts of a year per site (not deleted; a receipt without a site under null). */
export const belegAnzahlJeAnfallstelle = async (db: Db, erzeugerId: number, jahr: number): Promise<Map<number | null, number>> => {
  const rows: unknown[] = await db(DOKU_BELEG)
    .where({ erzeuger_id: erzeugerId, jahr })
    .whereNot('status', 'GELOESCHT')
    .groupBy('anfallstelle_id')
    .select('anfallstelle_id', db.raw('count(*)::int as n'));
  return new Map(rows.map(anzahlZeile).map((r) => [r.anfallstelle_id, r.n]));
};

const standortBeleg = zeilenParser(
  DOKU_BELEG,
  dokuBelegZeile.pick({ id: true, typ: true, status: true, nummer: true, datum: true, summe: true }).extend({ entsorger_name: z.string() }),
);

/** A site's receipts of a year with their disposer, not deleted, the newest first. */
export const belegeDerAnfallstelle = async (
  db: Db,
  u: { erzeugerId: number; anfallstelleId: number; jahr: number },
): Promise<StandortDokumentation['belege']> => {
  const rows: unknown[] = await db(`${DOKU_BELEG} as b`)
    .join('entsorger as s', 's.id', 'b.entsorger_id')
    .where({ 'b.erzeuger_id': u.erzeugerId, 'b.anfallstelle_id': u.anfallstelleId, 'b.jahr': u.jahr })
    .whereNot('b.status', 'GELOESCHT')
    .orderBy([{ column: 'b.datum', order: 'desc' }, 'b.id'])
    .select('b.id', 'b.typ', 'b.status', 'b.nummer', 'b.datum', 'b.summe', 's.name as entsorger_name');
  return rows.map(standortBeleg).map((b) => ({
    id: b.id,
    typ: b.typ,
    status: b.status,
    nummer: b.nummer,
    datum: b.datum,
    entsorgerName: b.entsorger_name,
    summe: b.summe,
  }));
};
