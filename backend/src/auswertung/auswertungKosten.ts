import { z } from 'zod';
import type { Db } from '../platform/db';
import { zeilenParser } from '../platform/lesemodellZeile';
import { AUSWERTUNG_TABELLE, auswKostenSummeZeile } from './auswertungLesemodell';
import { AVV_FRAKTION, filterSql, type MengenFilter } from './auswertungMengen';

/** The costs of the evaluations (issue 21), read from `ausw_kosten_summe`. */

export type KostenGruppe = {
  monat: string;
  anfallstelleId: number;
  abfallschluessel: string;
  fraktionId: number | null;
  entsorgerId: number;
  betrag: number;
};

/** A row of the grouped read: the month as `YYYY-MM`, the AVV code's fraction. */
const kostenZeile = zeilenParser(
  AUSWERTUNG_TABELLE.kostenSumme,
  auswKostenSummeZeile
    .pick({ anfallstelle_id: true, abfallschluessel: true, entsorger_id: true, betrag: true })
    .extend({ monat: z.string(), fraktion_id: z.number().nullable() }),
  'monat',
);

/** Costs (signed, euro net) per month × site × AVV × fraction × disposer. */
export const ladeKosten = async (db: Db, f: MengenFilter): Promise<KostenGruppe[]> => {
  if (f.erzeugerIds.length === 0) return [];
  const w = filterSql(f, 'k', 'af.fraktion_id', 'k.entsorger_id');
  const { rows } = (await db.raw(
    `SELECT to_char(k.monat, 'YYYY-MM') AS monat, k.anfallstelle_id, k.abfallschluessel, af.fraktion_id, k.entsorger_id, sum(k.betrag) AS betrag
       FROM ${AUSWERTUNG_TABELLE.kostenSumme} k LEFT JOIN ${AVV_FRAKTION} af ON af.avv = k.avv
      WHERE ${w.sql}
      GROUP BY 1, 2, 3, 4, 5`,
    w.werte,
  )) as { rows: unknown[] };
  return rows.map(kostenZeile).map((r) => ({
    monat: r.monat,
    anfallstelleId: r.anfallstelle_id,
    abfallschluessel: r.abfallschluessel,
    fraktionId: r.fraktion_id,
    entsorgerId: r.entsorger_id,
    betrag: r.betrag,
  }));
};
