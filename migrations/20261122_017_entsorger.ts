import type { Knex } from 'knex';

/**
 * Disposers from the producer's and the support's side and service numbers (issue 10, spec §§ 3, 4, 7):
 * approval lifecycle (who created an unapproved disposer), the dealer exception to the contract
 * limit, merging duplicates (recorded), the data request, and the service numbers of a producer.
 */
export const up = async (knex: Knex): Promise<void> => {
  await knex.schema.alterTable('entsorger', (t) => {
    t.integer('erstellt_von_erzeuger_id').references('erzeuger.id').comment('producer that created it; unapproved until support acts');
    t.boolean('haendler_ausnahme').notNullable().defaultTo(false).comment('dealer: may be linked beyond the contract limit');
    t.text('auftragsannahme').comment('where orders are accepted (e-mail or phone)');
    t.text('abweichende_kontaktdaten');
    t.boolean('zugangsdaten_versendet').notNullable().defaultTo(false);
    t.integer('zusammengefuehrt_in_id').references('entsorger.id').comment('merged into this disposer');
    t.timestamp('erstellt_am', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  // Searching before creating (autocomplete on name and city) and the support lists.
  await knex.raw('CREATE INDEX entsorger_freigegeben ON entsorger (freigegeben) WHERE zusammengefuehrt_in_id IS NULL');
  await knex.raw('CREATE INDEX kundennummer_entsorger ON kundennummer (entsorger_id)');

  await knex.schema.createTable('entsorger_zusammenfuehrung', (t) => {
    t.increments('id');
    t.integer('behalten_id').notNullable().references('entsorger.id');
    t.integer('verworfen_id').notNullable().references('entsorger.id');
    t.text('verworfen_name').notNullable();
    t.integer('benutzer_id').references('benutzer.id');
    t.timestamp('zeitpunkt', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.jsonb('verschoben').notNullable().comment('rows moved per table.column, customer-number conflicts resolved');
  });

  await knex.schema.createTable('datenabfrage', (t) => {
    t.increments('id');
    t.integer('erzeuger_id').notNullable().references('erzeuger.id');
    t.integer('entsorger_id').notNullable().references('entsorger.id');
    t.date('von').notNullable();
    t.date('bis').notNullable();
    t.integer('benutzer_id').references('benutzer.id');
    t.timestamp('angefragt_am', { useTz: true }).notNullable();
    t.index(['erzeuger_id', 'entsorger_id', 'angefragt_am']);
  });

  await knex.schema.createTable('leistungsnummer', (t) => {
    t.increments('id');
    t.integer('erzeuger_id').notNullable().references('erzeuger.id');
    t.text('nummer').notNullable();
    t.text('beschreibung').notNullable();
    t.text('abfallschluessel').notNullable().references('abfallschluessel.schluessel');
    t.text('auftragsart').notNullable();
    t.integer('behaelterkategorie_id').notNullable().references('behaelterkategorie.id');
    t.integer('behaeltertyp_id').notNullable().references('behaeltertyp.id');
    t.integer('ausnahme_behaeltertyp_id').references('behaeltertyp.id').comment('exception container');
    t.text('bundesland').notNullable();
    t.timestamp('erstellt_am', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  // Spec § 5: a service number is unique (per producer, regardless of case); the index decides a concurrent double create.
  await knex.raw('CREATE UNIQUE INDEX leistungsnummer_nummer_unique ON leistungsnummer (erzeuger_id, lower(nummer))');
};

export const down = async (knex: Knex): Promise<void> => {
  await knex.schema.dropTableIfExists('leistungsnummer');
  await knex.schema.dropTableIfExists('datenabfrage');
  await knex.schema.dropTableIfExists('entsorger_zusammenfuehrung');
  await knex.raw('DROP INDEX IF EXISTS kundennummer_entsorger');
  await knex.raw('DROP INDEX IF EXISTS entsorger_freigegeben');
  await knex.schema.alterTable('entsorger', (t) => {
    for (const c of [
      'erstellt_von_erzeuger_id',
      'haendler_ausnahme',
      'auftragsannahme',
      'abweichende_kontaktdaten',
      'zugangsdaten_versendet',
      'zusammengefuehrt_in_id',
      'erstellt_am',
    ]) {
      t.dropColumn(c);
    }
  });
};
