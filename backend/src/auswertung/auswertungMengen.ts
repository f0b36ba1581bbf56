import { mengeUmrechnen, volumenAusText } from '@abfallportal/common/dokumentationRegeln';
import type { Knex } from 'knex';
import { z } from 'zod';
import { ladeUmrechnungsstamm } from '../dokumentation';
import type { Db } from '../platform/db';
import { zeilenParser } from '../platform/lesemodellZeile';
import { AUSWERTUNG_TABELLE, auswMengeSummeZeile } from './auswertungLesemodell';
import type { Zeitraum } from './auswertungZeitraum';

/**
 * The quantities of the evaluations (issue 21), read from `ausw_menge_summe` (the per-source rows
 * summed at their grain) and small master data, never from events. Summed in SQL per conversion
 * group (unit, density, container) and converted to tonnes with the documentation's
 * `mengeUmrechnen` (linear in the amount, so the sum converts as the parts would).
 */

/** A row of the grouped read: the sum's columns, the month as `YYYY-MM`, the fraction (own, else the AVV code's). */
const mengenZeile = zeilenParser(
  AUSWERTUNG_TABELLE.mengeSumme,
  auswMengeSummeZeile.omit({ erzeuger_id: true, zeilen: true }).extend({ monat: z.string(), eigene_fraktion_id: z.number().nullable() }),
  'monat',
);

export type MengenFilter = {
  erzeugerIds: readonly number[];
  zeitraum: Zeitraum;
  anfallstelleIds?: readonly number[];
  fraktionIds?: readonly number[];
  entsorgerIds?: readonly number[];
};

/** A receipt AVV code's fraction: the first fraction the master data maps it to. */
export const AVV_FRAKTION = `(SELECT DISTINCT ON (abfallschluessel) abfallschluessel AS avv, fraktion_id
                         FROM fraktion_abfallschluessel ORDER BY abfallschluessel, sort, fraktion_id)`;

/** One quantity group at the finest grain, in tonnes. */
export type MengenGruppe = {
  monat: string;
  anfallstelleId: number;
  abfallschluessel: string;
  avv: string;
  fraktionId: number | null;
  entsorgerId: number | null;
  verbleibsanlageId: number | null;
  entsorgungsverfahren: string | null;
  tonnen: number | null;
};

export const filterSql = (
  f: MengenFilter,
  alias: string,
  fraktion: string,
  entsorger: string,
): { sql: string; werte: Knex.RawBinding[] } => {
  const teile = [
    `${alias}.erzeuger_id = ANY(?::int[])`,
    `${alias}.monat >= date_trunc('month', ?::date)::date`,
    `${alias}.monat <= ?::date`,
  ];
  const werte: Knex.RawBinding[] = [[...f.erzeugerIds], f.zeitraum.von, f.zeitraum.bis];
  if (f.anfallstelleIds?.length) {
    teile.push(`${alias}.anfallstelle_id = ANY(?::int[])`);
    werte.push([...f.anfallstelleIds]);
  }
  if (f.fraktionIds?.length) {
    teile.push(`${fraktion} = ANY(?::int[])`);
    werte.push([...f.fraktionIds]);
  }
  if (f.entsorgerIds?.length) {
    teile.push(`${entsorger} = ANY(?::int[])`);
    werte.push([...f.entsorgerIds]);
  }
  return { sql: teile.join(' AND '), werte };
};

/** Quantities in tonnes at the read model's grain (month × site × AVV × fraction × disposer × plant × method). */
export const ladeMengen = async (db: Db, f: MengenFilter): Promise<MengenGruppe[]> => {
  if (f.erzeugerIds.length === 0) return [];
  const fraktion = 'coalesce(m.fraktion_id, af.fraktion_id)';
  const entsorger = 'coalesce(m.entsorger_id, va.entsorger_id)';
  const w = filterSql(f, 'm', fraktion, entsorger);
  const [ergebnis, u] = await Promise.all([
    db.raw(
      `SELECT to_char(m.monat, 'YYYY-MM') AS monat, m.anfallstelle_id, m.abfallschluessel, m.avv, ${fraktion} AS fraktion_id,
              m.fraktion_id AS eigene_fraktion_id, ${entsorger} AS entsorger_id, m.verbleibsanlage_id, m.entsorgungsverfahren,
              m.quelle, m.einheit, m.abweichende_dichte, m.behaeltertyp_id, m.behaelter, sum(m.menge) AS menge
         FROM ${AUSWERTUNG_TABELLE.mengeSumme} m
         LEFT JOIN ${AVV_FRAKTION} af ON af.avv = m.avv
         LEFT JOIN verbleibsanlage va ON va.id = m.verbleibsanlage_id
        WHERE ${w.sql}
        GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14`,
      w.werte,
    ) as Promise<{ rows: unknown[] }>,
    ladeUmrechnungsstamm(db),
  ]);
  const rows = ergebnis.rows.map(mengenZeile);
  const gruppen = new Map<string, MengenGruppe>();
  for (const r of rows) {
    const { avv, behaelter } = r;
    const eigene = r.eigene_fraktion_id;
    const dichte =
      r.abweichende_dichte ??
      (r.quelle === 'ERFASST' && eigene !== null ? (u.fraktionDichte.get(eigene) ?? null) : null) ??
      u.avvDichte.get(avv) ??
      null;
    const behaelterVolumen =
      r.quelle === 'ERFASST'
        ? r.behaeltertyp_id !== null
          ? (u.behaelter.get(r.behaeltertyp_id)?.volumen ?? null)
          : null
        : behaelter
          ? (u.behaelterNachName.get(behaelter.toLowerCase()) ?? volumenAusText(behaelter))
          : null;
    // The documentation's conversion, as a factor (of 1,000 units, so its rounding to 3 decimals stays below
    // a gram per unit): month shares of a yearly quantity then add up to the quantity again.
    const faktor = mengeUmrechnen({ menge: 1000, einheit: r.einheit, dichte, behaelterVolumen }).tonnen;
    const tonnen = faktor === null ? null : (r.menge * faktor) / 1000;
    const g: MengenGruppe = {
      monat: r.monat,
      anfallstelleId: r.anfallstelle_id,
      abfallschluessel: r.abfallschluessel,
      avv,
      fraktionId: r.fraktion_id,
      entsorgerId: r.entsorger_id,
      verbleibsanlageId: r.verbleibsanlage_id,
      entsorgungsverfahren: r.entsorgungsverfahren,
      tonnen,
    };
    const key = [
      g.monat,
      g.anfallstelleId,
      g.abfallschluessel,
      g.fraktionId,
      g.entsorgerId,
      g.verbleibsanlageId,
      g.entsorgungsverfahren,
    ].join('|');
    const vorher = gruppen.get(key);
    if (!vorher) gruppen.set(key, g);
    else vorher.tonnen = tonnen === null ? vorher.tonnen : (vorher.tonnen ?? 0) + tonnen;
  }
  return [...gruppen.values()];
};
