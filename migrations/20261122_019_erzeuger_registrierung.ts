import type { Knex } from 'knex';

/**
 * Registration and producer management (issue 9): one company name per portal regardless of case
 * (two registrations "Muster GmbH" and "muster gmbh" at once: the index decides), and the record
 * of every merge of an unapproved producer into an existing one (spec § 4, § 6 merge).
 */
export const up = async (knex: Knex): Promise<void> => {
  await knex.raw('CREATE UNIQUE INDEX erzeuger_name_lower_unique ON erzeuger (lower(name))');
  await knex.schema.createTable('erzeuger_zusammenfuehrung', (t) => {
    t.increments('id');
    t.integer('behalten_id').notNullable().references('erzeuger.id').onDelete('CASCADE').comment('the producer that was kept');
    t.integer('entfernt_id').notNullable().comment('the merged producer (marked zusammengefuehrt_in_id, not deleted)');
    t.text('entfernt_name').notNullable();
    t.integer('durch_benutzer_id').references('benutzer.id').onDelete('SET NULL').comment('who merged (the real user)');
    t.integer('als_benutzer_id').references('benutzer.id').onDelete('SET NULL').comment('effective user when acting on behalf');
    t.jsonb('verschoben').notNullable().comment('moved rows per table.column, e.g. {"benutzer.erzeuger_id": 2}');
    t.timestamp('zeitpunkt', { useTz: true }).notNullable();
    t.index(['behalten_id']);
  });
};

export const down = async (knex: Knex): Promise<void> => {
  await knex.schema.dropTable('erzeuger_zusammenfuehrung');
  await knex.raw('DROP INDEX IF EXISTS erzeuger_name_lower_unique');
};
