import { canAssumePerspective, type Rolle } from '@abfallportal/common/permissions';
import type { Db } from '../platform/db';

/**
 * The producer a fresh session of this account starts in (the staff's default client, spec § 6):
 * only admin and support accounts have one; anyone else, or an account without one, starts as
 * themselves.
 */
export const standardPerspektive = async (db: Db, benutzerId: number): Promise<number | undefined> => {
  const row = (await db('benutzer').where({ id: benutzerId }).first('rolle', 'standard_erzeuger_id')) as
    { rolle: Rolle; standard_erzeuger_id: number | null } | undefined;
  if (!row || row.standard_erzeuger_id === null || !canAssumePerspective(row)) return undefined;
  return row.standard_erzeuger_id;
};
