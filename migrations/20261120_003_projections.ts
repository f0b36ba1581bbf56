import type { Knex } from 'knex';

/**
 * The projector's checkpoints (DESIGN § 5). The read-model tables themselves are created by each
 * projection's `createTables` when the projector first meets it (or by a rebuild), because a
 * rebuild must be able to create the same tables again under versioned names.
 */
export const up = async (knex: Knex): Promise<void> => {
  await knex.schema.createTable('projection_checkpoint', (t) => {
    t.text('name').primary();
    t.integer('version').notNullable().comment('projection version the live tables were built with');
    t.text('position').comment('event-store checkpoint after the last applied batch; null = nothing yet');
    t.bigInteger('events_processed').notNullable().defaultTo(0);
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('rebuilt_at', { useTz: true });
  });
};

export const down = async (knex: Knex): Promise<void> => {
  await knex.schema.dropTableIfExists('projection_checkpoint');
};
