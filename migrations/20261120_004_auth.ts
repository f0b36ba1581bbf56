import type { Knex } from 'knex';

/** Devices, verification codes, password links and the login rate limiter. */
export const up = async (knex: Knex): Promise<void> => {
  await knex.schema.createTable('benutzer_geraet', (t) => {
    t.integer('benutzer_id').notNullable().references('benutzer.id').onDelete('CASCADE');
    t.text('geraet_hash').notNullable().comment('sha256 of the device cookie');
    t.timestamp('bestaetigt_am', { useTz: true }).notNullable();
    t.primary(['benutzer_id', 'geraet_hash']);
  });
  await knex.schema.createTable('verifizierungscode', (t) => {
    t.increments('id');
    t.integer('benutzer_id').notNullable().references('benutzer.id').onDelete('CASCADE');
    t.text('geraet_hash').notNullable();
    t.text('code_hash').notNullable();
    t.timestamp('gueltig_bis', { useTz: true }).notNullable();
    t.integer('versuche').notNullable().defaultTo(0);
    t.timestamp('verbraucht_am', { useTz: true });
    t.timestamp('erstellt_am', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['benutzer_id', 'geraet_hash']);
  });
  await knex.schema.createTable('passwort_token', (t) => {
    t.text('token_hash').primary().comment('sha256 of the 256-bit token; the token itself is only in the mail');
    t.integer('benutzer_id').notNullable().references('benutzer.id').onDelete('CASCADE');
    t.timestamp('gueltig_bis', { useTz: true }).notNullable();
    t.timestamp('verbraucht_am', { useTz: true });
    t.timestamp('erstellt_am', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  // rate-limiter-flexible's table layout (RateLimiterPostgres).
  await knex.schema.createTable('login_rate_limit', (t) => {
    t.string('key', 255).primary();
    t.integer('points').notNullable().defaultTo(0);
    t.bigInteger('expire');
  });
};

export const down = async (knex: Knex): Promise<void> => {
  for (const table of ['login_rate_limit', 'passwort_token', 'verifizierungscode', 'benutzer_geraet']) {
    await knex.schema.dropTableIfExists(table);
  }
};
