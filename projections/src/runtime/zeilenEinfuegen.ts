import type { Knex } from 'knex';

/** PostgreSQL's wire protocol binds at most 65,535 parameters per statement; stay well below it. */
const MAX_PARAMETER = 60_000;

/**
 * Inserts rows in as many statements as the parameter limit needs (a rebuild batch of 5,000
 * receipts with 27 columns is 135,000 parameters), optionally merging on a key. Same transaction,
 * same result as one statement; nothing is skipped.
 */
export const zeilenEinfuegen = async (
  trx: Knex.Transaction,
  tabelle: string,
  zeilen: readonly Record<string, unknown>[],
  mergeAuf?: string,
): Promise<void> => {
  if (zeilen.length === 0) return;
  const spalten = Math.max(1, ...zeilen.map((z) => Object.keys(z).length));
  const jeAnweisung = Math.max(1, Math.floor(MAX_PARAMETER / spalten));
  for (let i = 0; i < zeilen.length; i += jeAnweisung) {
    const stueck = zeilen.slice(i, i + jeAnweisung);
    const insert = trx(tabelle).insert(stueck);
    await (mergeAuf === undefined ? insert : insert.onConflict(mergeAuf).merge());
  }
};
