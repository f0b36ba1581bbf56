import type { Knex } from 'knex';

/** Producer user management (issue 9): when the access data went out, and the signature addition. */
export const up = async (knex: Knex): Promise<void> => {
  await knex.schema.alterTable('benutzer', (t) => {
    t.timestamp('zugangsdaten_gesendet_am', { useTz: true }).comment('last invitation mail with a set-password link');
    t.text('unterschrift_zusatz').comment('line printed under the signature');
  });
  // Lists per producer (GET /erzeuger/{id}/benutzer).
  await knex.raw('CREATE INDEX IF NOT EXISTS benutzer_erzeuger_idx ON benutzer (erzeuger_id)');
};

export const down = async (knex: Knex): Promise<void> => {
  await knex.raw('DROP INDEX IF EXISTS benutzer_erzeuger_idx');
  await knex.schema.alterTable('benutzer', (t) => {
    t.dropColumn('unterschrift_zusatz');
    t.dropColumn('zugangsdaten_gesendet_am');
  });
};
