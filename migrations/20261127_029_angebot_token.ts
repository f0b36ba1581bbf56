import type { Knex } from 'knex';

/**
 * An offer request mails every asked disposer its own links (issue 18): the token row names the
 * disposer it was issued to, so the offer or decline is that disposer's, not the order's (which has
 * none yet). Null for the links of an order, whose disposer the stream names.
 */
export const up = async (knex: Knex): Promise<void> => {
  await knex.raw('ALTER TABLE auftrag_token ADD COLUMN entsorger_id integer REFERENCES entsorger(id)');
};

export const down = async (knex: Knex): Promise<void> => {
  await knex.raw('ALTER TABLE auftrag_token DROP COLUMN entsorger_id');
};
