import type { Db } from '@abfallportal/backend/platform/db';
import { liveTableNames } from '../../runtime/projection';
import { auftragProjection } from '../auftragProjection';

/** Every row of the live order read models in a stable order, to compare a rebuild with the live projection. */
export const readAuftragReadModels = async (db: Db) => {
  const names = liveTableNames(auftragProjection);
  return {
    uebersicht: await db(names.auftrag_uebersicht).orderBy('id').select('*'),
    historie: await db(names.auftrag_historie).orderBy('event_id').select('*'),
    suche: await db(names.auftrag_suche).orderBy('id').select('*'),
    // Statuses whose last order left count 0: the same numbers as the rows' own count.
    zaehler: (await db(names.auftrag_status_zaehler).where('anzahl', '<>', 0).orderBy('status').select('status', 'anzahl')) as {
      status: string;
      anzahl: string;
    }[],
  };
};
