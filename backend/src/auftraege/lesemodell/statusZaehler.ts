import { AUFTRAG_STATUS } from '@abfallportal/common/auftrag';
import { z } from 'zod';
import type { Db } from '../../platform/db';
import { spalte, zeilenParser } from '../../platform/lesemodellZeile';
import { AUFTRAG_TABELLEN } from './tabellen';

/** A row of `auftrag_status_zaehler`: how many orders are in a status now (kept by triggers on the overview). */
export const auftragStatusZaehlerZeileSchema = z.object({
  status: z.enum(AUFTRAG_STATUS),
  // bigint, a number by platform/pgTypes.ts
  anzahl: z.number().int(),
});

export type AuftragStatusZaehlerZeile = z.infer<typeof auftragStatusZaehlerZeileSchema>;

// sum(bigint) is numeric: a string from node-pg, null over no row.
const summe = z.object({ n: spalte.numerisch.nullable() });

/** Every order in these statuses, without counting the overview's rows. */
export const anzahlInStatus = async (db: Db, status: readonly string[]): Promise<number> => {
  const r: unknown = await db(AUFTRAG_TABELLEN.statusZaehler).whereIn('status', status).sum({ n: 'anzahl' }).first();
  return zeilenParser(AUFTRAG_TABELLEN.statusZaehler, summe, 'n')(r).n ?? 0;
};
