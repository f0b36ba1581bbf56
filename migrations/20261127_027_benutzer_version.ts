import type { Knex } from 'knex';

/**
 * User accounts carry a version (issue 17, item 5): the own profile, a producer's user edit by the
 * owner or staff, the user's permissions and the staff accounts all change one `benutzer` row, so
 * each of these saves checks the version its form loaded and increments it in the same UPDATE. Of
 * two people editing one account, the second gets 409 instead of overwriting the first.
 */
export const up = async (knex: Knex): Promise<void> => {
  await knex.raw('ALTER TABLE benutzer ADD COLUMN version integer NOT NULL DEFAULT 1');
};

export const down = async (knex: Knex): Promise<void> => {
  await knex.raw('ALTER TABLE benutzer DROP COLUMN version');
};
