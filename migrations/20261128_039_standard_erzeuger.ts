import type { Knex } from 'knex';

/**
 * The staff's default client (spec § 6 "set user permissions and a default client", issue 21): an
 * admin or support account may name a producer whose perspective its sessions start in. A deleted or
 * merged-away producer leaves the account without one.
 */
export const up = async (knex: Knex): Promise<void> => {
  await knex.raw('ALTER TABLE benutzer ADD COLUMN standard_erzeuger_id integer REFERENCES erzeuger(id) ON DELETE SET NULL');
};

export const down = async (knex: Knex): Promise<void> => {
  await knex.raw('ALTER TABLE benutzer DROP COLUMN IF EXISTS standard_erzeuger_id');
};
