import { z } from 'zod';
import { AUFTRAG_TABELLEN } from './tabellen';

/** A row of `auftrag_suche`: an order's search text (written once, when it is placed) beside its producer. */
export const auftragSucheZeileSchema = z.object({
  id: z.string(),
  erzeuger_id: z.number().int(),
  suchtext: z.string(),
});

export type AuftragSucheZeile = z.infer<typeof auftragSucheZeileSchema>;

/**
 * The search as a condition on the overview's `id` (one `?` for the LIKE pattern, then the
 * producer's id when given): a producer's search narrows by producer and text in the one trigram index.
 */
export const auftragSucheSql = (mitErzeuger: boolean): string =>
  mitErzeuger
    ? `id IN (SELECT id FROM ${AUFTRAG_TABELLEN.suche} WHERE suchtext LIKE ? AND erzeuger_id = ?)`
    : `id IN (SELECT id FROM ${AUFTRAG_TABELLEN.suche} WHERE suchtext LIKE ?)`;
