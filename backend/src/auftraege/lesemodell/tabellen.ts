/**
 * The order read models' table names, the one place they are written down: the projection creates
 * and fills these (projections/src/auftraege), the order feature and, through its index.ts, other
 * features read them. A rebuild builds them under suffixed names and swaps them into these.
 */
export const AUFTRAG_TABELLEN = {
  /** One row per order: list, details, open orders. */
  uebersicht: 'auftrag_uebersicht',
  /** One row per event of an order: the history. */
  historie: 'auftrag_historie',
  /** The search text of each order, insert-only. */
  suche: 'auftrag_suche',
  /** The number of orders per status (triggers on the overview). */
  statusZaehler: 'auftrag_status_zaehler',
} as const;

export type AuftragTabelle = (typeof AUFTRAG_TABELLEN)[keyof typeof AUFTRAG_TABELLEN];

/** Every table of the order read models, in the order the projection declares them. */
export const AUFTRAG_TABELLEN_LISTE: readonly AuftragTabelle[] = Object.values(AUFTRAG_TABELLEN);
