import type { Knex } from 'knex';

/**
 * Acting on behalf (issue 9): every start and end of running as another user or of a producer
 * perspective, with the real and the effective user, so support can trace it per producer and user.
 */
export const up = async (knex: Knex): Promise<void> => {
  await knex.schema.createTable('stellvertretung_protokoll', (t) => {
    t.bigIncrements('id');
    t.integer('echter_benutzer_id').notNullable().references('benutzer.id').onDelete('CASCADE');
    t.integer('effektiver_benutzer_id').references('benutzer.id').onDelete('SET NULL');
    t.integer('erzeuger_id').references('erzeuger.id').onDelete('SET NULL');
    t.text('aktion').notNullable();
    t.timestamp('zeitpunkt', { useTz: true }).notNullable();
    t.index(['erzeuger_id', 'zeitpunkt']);
    t.index(['echter_benutzer_id', 'zeitpunkt']);
    t.index(['effektiver_benutzer_id', 'zeitpunkt']);
  });
  await knex.raw(
    `alter table stellvertretung_protokoll add constraint stellvertretung_protokoll_aktion_check
     check (aktion in ('RUN_AS_START', 'RUN_AS_ENDE', 'PERSPEKTIVE_START', 'PERSPEKTIVE_ENDE'))`,
  );
};

export const down = async (knex: Knex): Promise<void> => {
  await knex.schema.dropTableIfExists('stellvertretung_protokoll');
};
