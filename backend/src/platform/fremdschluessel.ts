import type { Knex } from 'knex';

/** A column that points at another table's id through a foreign key. */
export type Verweis = {
  tabelle: string;
  spalte: string;
  /** The table's rows carry a `version` (issue 17): moving a reference is a change an open form must not overwrite. */
  versioniert: boolean;
};

/**
 * Every single-column foreign key onto `tabelle`, read from the PostgreSQL catalogue at the moment
 * of asking. Merging producers, disposers and plants moves these columns, so a table that a later
 * migration adds moves along without anybody remembering the merge code.
 */
export const verweiseAuf = async (db: Knex | Knex.Transaction, tabelle: string): Promise<Verweis[]> => {
  const { rows } = (await db.raw(
    `SELECT cl.relname AS tabelle, a.attname AS spalte,
       EXISTS (SELECT 1 FROM pg_attribute va WHERE va.attrelid = co.conrelid AND va.attname = 'version' AND NOT va.attisdropped) AS versioniert
     FROM pg_constraint co
     JOIN pg_class cl ON cl.oid = co.conrelid
     JOIN pg_attribute a ON a.attrelid = co.conrelid AND a.attnum = co.conkey[1]
     WHERE co.contype = 'f' AND co.confrelid = ?::regclass AND cardinality(co.conkey) = 1
       AND cl.relnamespace = current_schema()::regnamespace
     ORDER BY 1, 2`,
    [tabelle],
  )) as { rows: Verweis[] };
  return rows;
};

/** The UPDATE that points a reference at another row, raising the row's version where it has one. */
export function repointReference(db: Knex | Knex.Transaction, verweis: Verweis, to: number): Record<string, unknown> {
  return verweis.versioniert ? { [verweis.spalte]: to, version: db.raw('version + 1') } : { [verweis.spalte]: to };
}
