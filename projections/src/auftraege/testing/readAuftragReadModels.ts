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
  };
};
