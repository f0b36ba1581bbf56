import type { z } from 'zod';
import type { Db } from '../../platform/db';
import { AUFTRAG_TABELLEN } from './tabellen';
import { uebersichtParser, uebersichtSpalten } from './uebersichtZeile';

const treffer = uebersichtSpalten(['id', 'vorgangsnummer', 'erzeuger_id', 'entsorger_id', 'anfallstelle_id']);
export type AuftragNachVorgangsnummer = z.infer<typeof treffer>;

/**
 * The order an order number (Vorgangsnummer) names, case ignored, as the overview shows it; undefined
 * when none or, should two orders ever carry one, more than one does. To show what an invoice names
 * (the mail import's preview); a captured receipt takes its producer from the order's events.
 */
export const auftragNachVorgangsnummer = async (db: Db, vorgangsnummer: string): Promise<AuftragNachVorgangsnummer | undefined> => {
  const rows: unknown[] = await db(AUFTRAG_TABELLEN.uebersicht)
    .whereRaw('upper(vorgangsnummer) = ?', [vorgangsnummer.toUpperCase()])
    .select(...treffer.keyof().options)
    .limit(2);
  return rows.length === 1 ? uebersichtParser(treffer)(rows[0]) : undefined;
};
