import type { Knex } from 'knex';

/** Ending a user's sessions on a password change looks them up by user (issue 8). */
export const up = async (knex: Knex): Promise<void> => {
  await knex.raw(`create index session_benutzer_idx on session ((sess->>'benutzerId'))`);
  await knex.raw(`create index session_alias_idx on session ((sess->>'aliasVonBenutzerId'))`);
};

export const down = async (knex: Knex): Promise<void> => {
  await knex.raw('drop index if exists session_alias_idx');
  await knex.raw('drop index if exists session_benutzer_idx');
};
