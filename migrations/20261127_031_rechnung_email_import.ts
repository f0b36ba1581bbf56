import type { Knex } from 'knex';

/**
 * Invoices in (issue 20): the disposer's VAT id (an e-invoice's seller is found by it, else by name)
 * and the invoice e-mail import's entries "to be released". One row per attachment; unique on the
 * mail's Message-ID and the attachment's SHA-256, so a mail fetched twice (a crash between fetch and
 * commit, the mail not yet marked \Seen) adds nothing.
 */
export const up = async (knex: Knex): Promise<void> => {
  await knex.raw('ALTER TABLE entsorger ADD COLUMN ust_id text');
  await knex.schema.createTable('rechnung_email_import', (t) => {
    t.uuid('id').primary();
    t.text('message_id').notNullable();
    t.text('anhang_hash').notNullable().comment('SHA-256 of the attachment, hex');
    t.text('absender');
    t.text('betreff');
    t.timestamp('empfangen_am', { useTz: true });
    t.text('datei_id').notNullable().comment('file store key');
    t.text('datei_name').notNullable();
    t.text('datei_typ').notNullable();
    t.jsonb('lese_ergebnis').notNullable().comment('what the e-invoice reader found, or its German reason');
    t.text('status').notNullable().defaultTo('ZU_FREIGEBEN').comment('ZU_FREIGEBEN, FREIGEGEBEN, FEHLERHAFT, GELOESCHT');
    t.text('fehler_grund');
    t.uuid('beleg_id');
    t.timestamp('erstellt_am', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('erledigt_am', { useTz: true });
    t.unique(['message_id', 'anhang_hash']);
    t.index(['status', 'erstellt_am']);
  });
};

export const down = async (knex: Knex): Promise<void> => {
  await knex.schema.dropTable('rechnung_email_import');
  await knex.raw('ALTER TABLE entsorger DROP COLUMN ust_id');
};
