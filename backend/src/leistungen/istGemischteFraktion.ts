import type { Db } from '../platform/db';

/** Mixed waste needs a justification when ordered (spec § 5; the flag's source is migration 007). */
export const istGemischteFraktion = async (db: Db, fraktionId: number): Promise<boolean> => {
  const row = (await db('fraktion').where({ id: fraktionId }).first('gemischt')) as { gemischt: boolean } | undefined;
  return row?.gemischt ?? false;
};
