import type { Db } from '../platform/db';

/** Master data names the evaluations show beside their figures (small tables, read by id). */

export const OHNE_FRAKTION = 'Ohne Fraktion';
export const OHNE_ENTSORGER = 'Ohne Entsorger';
export const OHNE_ZIEL = 'Ohne Angabe';

/** `id → name` of the master-data rows named by ids (nulls left out). */
export const namen = async (db: Db, tabelle: string, spalte: string, ids: Iterable<number | null>): Promise<Map<number, string>> => {
  const liste = [...new Set([...ids].filter((i): i is number => i !== null))];
  if (liste.length === 0) return new Map();
  const rows = (await db(tabelle).whereIn('id', liste).select('id', `${spalte} as name`)) as { id: number; name: string }[];
  return new Map(rows.map((r) => [r.id, r.name]));
};

/** Whether the AVV catalogue marks a code (compact, without spaces) hazardous. */
export const gefaehrlichLaut = async (db: Db, schluessel: Iterable<string>): Promise<Map<string, boolean>> =>
  new Map(
    (
      (await db('abfallschluessel')
        .whereIn('schluessel', [...new Set(schluessel)])
        .select('schluessel', 'gefaehrlich')) as { schluessel: string; gefaehrlich: boolean }[]
    ).map((a) => [a.schluessel, a.gefaehrlich]),
  );
