import type { Knex } from 'knex';

/**
 * Orders: the number sequence and the disposer's token links. The read models of orders are
 * created by their projections (they can rebuild them under new names), not here.
 */
export const up = async (knex: Knex): Promise<void> => {
  // Case-insensitive substring search in lists (order list full-text search) with trigram indexes.
  await knex.raw('CREATE EXTENSION IF NOT EXISTS pg_trgm');
  await knex.raw('CREATE SEQUENCE vorgangsnummer_seq START 1000');
  await knex.schema.createTable('auftrag_token', (t) => {
    // Only the SHA-256 of the 256-bit token is stored (DESIGN § 6): a database leak opens no order.
    t.binary('token_hash').primary();
    t.uuid('auftrag_id').notNullable();
    t.text('aktion').notNullable();
    /** Tokens mailed together (one event); using one of them uses them all. */
    t.uuid('gruppe').notNullable();
    t.text('empfaenger').notNullable();
    t.timestamp('erstellt_am', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('gueltig_bis', { useTz: true }).notNullable();
    t.timestamp('verwendet_am', { useTz: true });
    t.index(['gruppe']);
    t.index(['auftrag_id']);
  });
};

export const down = async (knex: Knex): Promise<void> => {
  await knex.schema.dropTable('auftrag_token');
  await knex.raw('DROP SEQUENCE vorgangsnummer_seq');
};
