import { z } from 'zod';

/**
 * Columns of a read-model row as node-pg hands them over (platform/pgTypes.ts): `date` already as
 * `yyyy-MM-dd`, `bigint` as number; `timestamptz` arrives as a Date and `numeric` as a string, both
 * turned here into what the wire carries (an ISO string, a number). A row schema of a read-model
 * contract (docs/decisions/lesemodell-vertraege.md) is built from these and zod's own types.
 */
export const spalte = {
  zeitpunkt: z.union([z.date(), z.string()]).transform((v) => (v instanceof Date ? v.toISOString() : v)),
  numerisch: z.union([z.string(), z.number()]).transform((v) => Number(v)),
  tag: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
};

/**
 * The parser of one read model's rows: a row that does not match its schema fails loudly, naming
 * the table, the row's key and every column that is off, instead of travelling on as a wrong wire
 * value. One parse per row; cheap enough for pages and exports (see the decision note).
 */
export const zeilenParser =
  <S extends z.ZodType>(tabelle: string, schema: S, schluessel = 'id') =>
  (zeile: unknown): z.output<S> => {
    const ergebnis = schema.safeParse(zeile);
    if (ergebnis.success) return ergebnis.data;
    const id = zeile !== null && typeof zeile === 'object' ? (zeile as Record<string, unknown>)[schluessel] : undefined;
    const fehler = ergebnis.error.issues.map((i) => `${i.path.join('.') || '(Zeile)'}: ${i.message}`).join('; ');
    throw new LesemodellZeileUngueltig(`Lesemodell ${tabelle}: Zeile ${String(id ?? '?')} passt nicht zum Vertrag (${fehler})`);
  };

/** A read-model row that its contract's schema refuses: a bug in projection or query, never bad input (500, logged). */
export class LesemodellZeileUngueltig extends Error {
  override name = 'LesemodellZeileUngueltig';
}
