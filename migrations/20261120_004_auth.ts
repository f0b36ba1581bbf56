import type { Knex } from 'knex';

export const up = async (_knex: Knex): Promise<void> => {};
export const down = async (_knex: Knex): Promise<void> => {};
