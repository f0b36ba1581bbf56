import { OFFENE_STATUS } from '@abfallportal/common/auftragOffen';
import { z } from 'zod';
import type { Db } from '../platform/db';
import { spalte, zeilenParser } from '../platform/lesemodellZeile';
import { AUSWERTUNG_TABELLE } from './auswertungLesemodell';
import type { Zeitraum } from './auswertungZeitraum';

/** The order figures of the evaluations (issue 21), read from `ausw_auftrag_status`. */

const T = AUSWERTUNG_TABELLE.auftragStatus;

type Umfang = { erzeugerIds: readonly number[]; anfallstelleIds: readonly number[] | null };

const stelleFilter = (u: Umfang, alias: string) =>
  u.anfallstelleIds ? { sql: ` AND ${alias}.anfallstelle_id = ANY(?::int[])`, werte: [[...u.anfallstelleIds]] } : { sql: '', werte: [] };

const anzahlJeStelle = zeilenParser(T, z.object({ anfallstelle_id: z.number(), n: z.number() }), 'anfallstelle_id');

/** Open orders per site now (orders whose current status is open). */
export const offeneAuftraegeJeStelle = async (db: Db, erzeugerIds: readonly number[]): Promise<Map<number, number>> => {
  const { rows } = (await db.raw(
    `SELECT anfallstelle_id, count(*)::int AS n FROM ${T}
      WHERE erzeuger_id = ANY(?::int[]) AND bis IS NULL AND status = ANY(?::text[]) GROUP BY anfallstelle_id`,
    [[...erzeugerIds], [...OFFENE_STATUS]],
  )) as { rows: unknown[] };
  return new Map(rows.map(anzahlJeStelle).map((r) => [r.anfallstelle_id, r.n]));
};

const anzahl = zeilenParser(T, z.object({ n: z.number() }), 'n');

/** Orders open now (a figure of today, not of a period). */
export const zaehleOffeneAuftraege = async (db: Db, u: Umfang): Promise<number> => {
  const stelle = stelleFilter(u, 's');
  const { rows } = (await db.raw(
    `SELECT count(*)::int AS n FROM ${T} s WHERE s.erzeuger_id = ANY(?::int[]) AND s.bis IS NULL AND s.status = ANY(?::text[])${stelle.sql}`,
    [[...u.erzeugerIds], [...OFFENE_STATUS], ...stelle.werte],
  )) as { rows: unknown[] };
  return anzahl(rows[0]).n;
};

const abschluesse = zeilenParser(T, z.object({ n: z.number(), tage: spalte.numerisch.nullable() }), 'n');

/** Orders that reached AUFTRAG_ABGESCHLOSSEN in the period, and their mean days from BESTELLUNG (null: none known). */
export const abgeschlosseneAuftraege = async (db: Db, u: Umfang & { zeitraum: Zeitraum }): Promise<{ n: number; tage: number | null }> => {
  const stelle = stelleFilter(u, 'a');
  const { rows } = (await db.raw(
    `SELECT count(*)::int AS n,
            avg(EXTRACT(EPOCH FROM (a.von - a.bestellt)) / 86400) FILTER (WHERE a.bestellt IS NOT NULL) AS tage
       FROM ${T} a
      WHERE a.erzeuger_id = ANY(?::int[]) AND a.status = 'AUFTRAG_ABGESCHLOSSEN'
        AND a.monat >= date_trunc('month', ?::date)::date AND a.monat <= ?::date${stelle.sql}`,
    [[...u.erzeugerIds], u.zeitraum.von, u.zeitraum.bis, ...stelle.werte],
  )) as { rows: unknown[] };
  return abschluesse(rows[0]);
};
