import type { Knex } from 'knex';

/**
 * Acting on behalf (issue 9): every change request (POST/PUT/PATCH/DELETE under /api/v1) made while
 * staff run as another user or view a producer's perspective, with the real and the effective user.
 * The row is written before the handler runs and completed with the status when the answer is sent,
 * so a request that crashed still leaves a row without status. Names are copied, so the record
 * outlives a deleted account.
 */
export const up = async (knex: Knex): Promise<void> => {
  await knex.schema.createTable('stellvertretung_aenderung', (t) => {
    t.bigIncrements('id');
    t.integer('echter_benutzer_id').references('benutzer.id').onDelete('SET NULL');
    t.text('echter_name').notNullable();
    t.integer('effektiver_benutzer_id').references('benutzer.id').onDelete('SET NULL');
    t.text('effektiver_name').notNullable();
    t.integer('erzeuger_id').references('erzeuger.id').onDelete('SET NULL');
    t.text('modus').notNullable().comment('RUN_AS or PERSPEKTIVE');
    t.text('methode').notNullable();
    t.text('pfad').notNullable().comment('path without the query string');
    t.integer('status').comment('HTTP status of the answer; null while running or when the connection broke');
    t.timestamp('begonnen_am', { useTz: true }).notNullable();
    t.timestamp('beendet_am', { useTz: true });
    t.index(['erzeuger_id', 'begonnen_am']);
    t.index(['echter_benutzer_id', 'begonnen_am']);
    t.index(['effektiver_benutzer_id', 'begonnen_am']);
  });
  await knex.raw(
    `alter table stellvertretung_aenderung add constraint stellvertretung_aenderung_modus_check
     check (modus in ('RUN_AS', 'PERSPEKTIVE'))`,
  );
};

export const down = async (knex: Knex): Promise<void> => {
  await knex.schema.dropTableIfExists('stellvertretung_aenderung');
};
