import type { Knex } from 'knex';

/**
 * A projection that cannot apply an event reports it here (issue 17): since when, how often it
 * tried, the error and the event, so /health and read-your-writes in every process see it; a
 * successful batch clears it. `projection_skip` records each event an operator skipped.
 */
export const up = async (knex: Knex): Promise<void> => {
  await knex.schema.alterTable('projection_checkpoint', (t) => {
    t.timestamp('stalled_since', { useTz: true }).comment('first failure of the batch it cannot get past; null = running');
    t.integer('stalled_attempts').notNullable().defaultTo(0);
    t.text('stalled_error');
    t.text('stalled_position').comment('position of the event it cannot apply');
  });
  await knex.schema.createTable('projection_skip', (t) => {
    t.bigIncrements('id');
    t.text('projection').notNullable();
    t.text('position').notNullable();
    t.text('event_id').notNullable();
    t.text('event_type').notNullable();
    t.text('stream').notNullable();
    t.text('error');
    t.text('reason').notNullable();
    t.timestamp('skipped_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
};

export const down = async (knex: Knex): Promise<void> => {
  await knex.schema.dropTableIfExists('projection_skip');
  await knex.schema.alterTable('projection_checkpoint', (t) => {
    t.dropColumns('stalled_since', 'stalled_attempts', 'stalled_error', 'stalled_position');
  });
};
