import type { AuswertungTabelle } from '@abfallportal/backend/auswertung';
import type { Knex } from 'knex';
import { ident, type TableNames } from '../runtime/projection';
import { KOSTEN_SPALTEN, MENGE_SPALTEN } from './auswertungTabellen';

/**
 * Adds (+1) or subtracts (−1) the current per-source rows of `ids` (null: every row) to or from the sums;
 * a group left without rows is removed. Called with −1 before a source's rows are deleted and +1 after
 * its new rows are in.
 */
export const summenNachfuehren = async (
  trx: Knex | Knex.Transaction,
  n: TableNames<AuswertungTabelle>,
  art: 'menge' | 'kosten',
  ids: readonly string[] | null,
  vorzeichen: 1 | -1,
): Promise<void> => {
  if (ids?.length === 0) return;
  const [summe, quelle, schluessel, wert, spalte, idSpalte, nurMengen] =
    art === 'menge'
      ? [n.ausw_menge_summe, n.ausw_menge, MENGE_SPALTEN, 'menge * anteil::numeric', 'menge', 'quelle_id', ' AND menge > 0']
      : [n.ausw_kosten_summe, n.ausw_kosten, KOSTEN_SPALTEN, 'betrag', 'betrag', 'beleg_id', ''];
  const filter = `${ids ? `${idSpalte} = ANY(?::uuid[])` : 'true'}${nurMengen}`;
  const geaendert = (await trx.raw(
    `INSERT INTO ${ident(summe)} AS s (${schluessel}, ${spalte}, zeilen)
     SELECT ${schluessel}, ${vorzeichen} * sum(${wert}), ${vorzeichen} * count(*)::int
       FROM ${ident(quelle)} WHERE ${filter}
      GROUP BY ${schluessel}
     ON CONFLICT (${schluessel}) DO UPDATE SET ${spalte} = s.${spalte} + excluded.${spalte}, zeilen = s.zeilen + excluded.zeilen
     RETURNING erzeuger_id, zeilen`,
    ids ? [[...ids]] : [],
  )) as { rows: { erzeuger_id: number; zeilen: number }[] };
  const leer = [...new Set(geaendert.rows.filter((r) => r.zeilen <= 0).map((r) => r.erzeuger_id))];
  if (leer.length > 0) await trx(summe).whereIn('erzeuger_id', leer).where('zeilen', '<=', 0).delete();
};

/**
 * The sums computed afresh from every per-source row (benchmarks that load the per-source tables in
 * bulk; the handlers keep them in step themselves).
 */
export const summenNeuBerechnen = async (db: Knex | Knex.Transaction, n: TableNames<AuswertungTabelle>): Promise<void> => {
  await db(n.ausw_menge_summe).delete();
  await db(n.ausw_kosten_summe).delete();
  await summenNachfuehren(db, n, 'menge', null, 1);
  await summenNachfuehren(db, n, 'kosten', null, 1);
};
