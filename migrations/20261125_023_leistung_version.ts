import type { Knex } from 'knex';

/**
 * Price agreements carry a version (issue 17, item 5): every change increments it in the same
 * UPDATE that checks the version the editor loaded, so of two editors of one agreement the second
 * gets 409 instead of overwriting the first one's prices.
 */
export const up = async (knex: Knex): Promise<void> => {
  await knex.raw('ALTER TABLE leistung ADD COLUMN version integer NOT NULL DEFAULT 1');
};

export const down = async (knex: Knex): Promise<void> => {
  await knex.raw('ALTER TABLE leistung DROP COLUMN version');
};
