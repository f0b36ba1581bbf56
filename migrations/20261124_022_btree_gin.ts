import type { Knex } from 'knex';

/**
 * btree_gin (a contrib extension shipped with PostgreSQL, like pg_trgm): lets one GIN index hold a
 * plain column beside the trigrams of a search text, so a list search scoped to one producer
 * narrows by both inside the index (order search, auftragTabellen.ts) instead of visiting every
 * order of every producer that matches the text.
 */
export const up = async (knex: Knex): Promise<void> => {
  await knex.raw('CREATE EXTENSION IF NOT EXISTS btree_gin');
};

export const down = async (knex: Knex): Promise<void> => {
  await knex.raw('DROP EXTENSION IF EXISTS btree_gin');
};
