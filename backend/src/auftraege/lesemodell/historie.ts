import { AUFTRAG_STATUS } from '@abfallportal/common/auftrag';
import { z } from 'zod';
import type { Db } from '../../platform/db';
import { spalte, zeilenParser } from '../../platform/lesemodellZeile';
import { AUFTRAG_TABELLEN } from './tabellen';

/**
 * A row of `auftrag_historie` as stored: one per event of an order, with who did it and as whom
 * (names looked up when the event was projected) and a German description of what changed.
 */
export const auftragHistorieZeileSchema = z.object({
  event_id: z.string(),
  auftrag_id: z.string(),
  /** The event's log position ("<transaction>:<global>" in PostgreSQL). */
  position: z.string(),
  stream_revision: z.number().int(),
  zeitpunkt: spalte.zeitpunkt,
  ereignis: z.string(),
  akteur_id: z.string().nullable(),
  akteur_name: z.string(),
  handelt_als_id: z.string().nullable(),
  handelt_als_name: z.string().nullable(),
  beschreibung: z.string(),
  /** The order's status after the event. */
  status: z.enum(AUFTRAG_STATUS).nullable(),
  /** The disposer an offer, a decline or an acceptance is about (issue 28). */
  entsorger_id: z.number().int().nullable(),
});

export type AuftragHistorieZeile = z.infer<typeof auftragHistorieZeileSchema>;

export const historieParser = <S extends z.ZodType>(schema: S) => zeilenParser(AUFTRAG_TABELLEN.historie, schema, 'event_id');

const verlauf = auftragHistorieZeileSchema.pick({ status: true, zeitpunkt: true });
export type AuftragStatusVerlauf = z.infer<typeof verlauf>[];

/** The statuses an order went through, each with when (in the order of its events): the services it saw. */
export const statusVerlauf = async (db: Db, auftragId: string): Promise<AuftragStatusVerlauf> => {
  const rows: unknown[] = await db(AUFTRAG_TABELLEN.historie)
    .where({ auftrag_id: auftragId })
    .orderBy('stream_revision')
    .select('status', 'zeitpunkt');
  return rows.map(historieParser(verlauf));
};
