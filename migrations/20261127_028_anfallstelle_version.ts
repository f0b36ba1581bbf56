import type { Knex } from 'knex';

/**
 * Sites carry a version (issue 17, item 5): every change (form, activate, delete) checks the version
 * the editor loaded in the same statement that increments it, so of two editors of one site the
 * second gets 409 instead of overwriting the first one's fields.
 */
export const up = async (knex: Knex): Promise<void> => {
  await knex.raw('ALTER TABLE anfallstelle ADD COLUMN version integer NOT NULL DEFAULT 1');
};

export const down = async (knex: Knex): Promise<void> => {
  await knex.raw('ALTER TABLE anfallstelle DROP COLUMN version');
};
