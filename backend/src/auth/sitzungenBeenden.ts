import type { Knex } from 'knex';

/**
 * Ends every stored session of the user (also those in which they act for someone else), except
 * the one given. After a password change or reset a thief's session must not outlive the old
 * password. The sessions table is express-session's (connect-pg-simple); migration 008 indexes it.
 */
export const sitzungenBeenden = async (db: Knex | Knex.Transaction, benutzerId: number, ausser?: string): Promise<number> =>
  db('session')
    .where((q) => {
      void q
        .whereRaw("(sess->>'benutzerId') = ?", [String(benutzerId)])
        .orWhereRaw("(sess->>'aliasVonBenutzerId') = ?", [String(benutzerId)]);
    })
    .modify((q) => {
      if (ausser !== undefined) void q.whereNot('sid', ausser);
    })
    .del();
