import type { Knex } from 'knex';

/**
 * Sites and disposal plants (issue 10): the site's remaining fields of spec § 3 with its geocoded
 * position, the plant's certificate file and who added it, and the record of plant merges.
 */
export const up = async (knex: Knex): Promise<void> => {
  await knex.schema.alterTable('anfallstelle', (t) => {
    t.text('hinweis_lieferant').comment('note for the supplier');
    t.text('details');
    t.text('bild').comment('file store key of the re-encoded photo');
    t.text('skizze').comment('file store key of the re-encoded sketch');
    t.double('lat').comment('from the geocoding port; null without a provider or when not found');
    t.double('lon');
    t.index(['erzeuger_id', 'aktiv']);
  });
  await knex.schema.alterTable('verbleibsanlage', (t) => {
    t.text('zertifikat_datei').comment('file store key of the certificate PDF');
    t.integer('erstellt_von_erzeuger_id')
      .references('erzeuger.id')
      .onDelete('SET NULL')
      .comment('the producer whose user added it; it may use the plant while unapproved. null: added by staff');
    t.timestamp('erstellt_am', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['erstellt_von_erzeuger_id']);
  });
  // No foreign key to the discarded plant: it is gone after the merge, its row is kept here.
  await knex.schema.createTable('verbleibsanlage_zusammenfuehrung', (t) => {
    t.increments('id');
    // No cascade: a plant with merge history is not deleted (the history would go with it).
    t.integer('behalten_id').notNullable().references('verbleibsanlage.id');
    t.integer('verworfen_id').notNullable();
    t.jsonb('verworfen').notNullable().comment('the discarded row as it was');
    t.jsonb('verschoben').notNullable().comment('moved references per table.column');
    t.integer('benutzer_id').references('benutzer.id').onDelete('SET NULL');
    t.timestamp('zusammengefuehrt_am', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
};

export const down = async (knex: Knex): Promise<void> => {
  await knex.schema.dropTable('verbleibsanlage_zusammenfuehrung');
  await knex.schema.alterTable('verbleibsanlage', (t) => {
    t.dropColumns('zertifikat_datei', 'erstellt_von_erzeuger_id', 'erstellt_am');
  });
  await knex.schema.alterTable('anfallstelle', (t) => {
    t.dropIndex(['erzeuger_id', 'aktiv']);
    t.dropColumns('hinweis_lieferant', 'details', 'bild', 'skizze', 'lat', 'lon');
  });
};
