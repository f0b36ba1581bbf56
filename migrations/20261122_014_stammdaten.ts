import type { Knex } from 'knex';

/**
 * Master data (issue 10, spec § 3 Master data) and the producer fields registration and grouping
 * need (issue 9, spec § 2 /registrierung, § 3 Producer). Shared by both issues, so one migration.
 *
 * The rows come from `loadReferenzdaten` on first start (data/referenz and data/stammdaten), never
 * from here: a migration only shapes tables.
 */
export const up = async (knex: Knex): Promise<void> => {
  const namedTable = async (name: string, extra?: (t: Knex.CreateTableBuilder) => void): Promise<void> => {
    await knex.schema.createTable(name, (t) => {
      t.increments('id');
      t.text('name').notNullable();
      extra?.(t);
    });
    // Names are unique regardless of case ("Bau" and "bau" are one industry).
    await knex.raw(`CREATE UNIQUE INDEX ${name}_name_unique ON ${name} (lower(name))`);
  };

  await namedTable('branche');
  await namedTable('einheit', (t) => t.text('kuerzel').comment('e.g. t, m³, Stück, Tag'));
  await namedTable('behaelterkategorie');
  await namedTable('vertrag', (t) => {
    t.integer('max_anfallstellen').comment('null: no limit');
    t.integer('max_entsorger').comment('null: no limit');
    t.decimal('preis_pro_monat', 12, 2).notNullable().defaultTo(0);
    t.boolean('registrierbar').notNullable().defaultTo(true).comment('offered on /registrierung');
  });
  await namedTable('ausnahme', (t) => t.text('beschreibung'));
  await namedTable('quotenquelle', (t) => t.text('beschreibung'));
  await namedTable('leerungszyklus', (t) => t.integer('tage').comment('days between emptyings; null: on call'));
  await knex.schema.createTable('kostenstelle', (t) => {
    t.increments('id');
    t.text('typ').notNullable().comment('ENTSORGUNG or ZYKL_UMLEER_SPEISEBEHAELTER');
    t.text('nummer').notNullable();
    t.text('name').notNullable();
  });
  await knex.raw(
    `ALTER TABLE kostenstelle ADD CONSTRAINT kostenstelle_typ_check CHECK (typ IN ('ENTSORGUNG', 'ZYKL_UMLEER_SPEISEBEHAELTER'))`,
  );
  await knex.raw('CREATE UNIQUE INDEX kostenstelle_nummer_unique ON kostenstelle (typ, lower(nummer))');

  // Containers (abfallbehaelter) are the existing behaeltertyp rows; spec § 3 adds these fields.
  await knex.schema.alterTable('behaeltertyp', (t) => {
    t.decimal('max_fuellgewicht_t', 10, 3).comment('maximum fill weight in t');
    t.boolean('zyklisch').notNullable().defaultTo(false).comment('emptied in cycles (umleer-/speisebehaelter)');
    t.integer('sortierung').notNullable().defaultTo(0);
  });

  // Producer: registration data (spec § 2 /registrierung) and grouping data (spec § 3 Producer).
  await knex.schema.alterTable('erzeuger', (t) => {
    t.integer('branche_id').references('branche.id');
    t.integer('vertrag_id').references('vertrag.id');
    t.text('registrierter_name').comment('name in the commercial register');
    t.integer('mitarbeiterzahl');
    t.text('ansprechpartner');
    t.timestamp('registriert_am', { useTz: true }).comment('set when the producer came from /registrierung');
    t.integer('holding_id').references('erzeuger.id').comment('the HOLDING this producer belongs to');
    t.integer('gruppierung_id').references('erzeuger.id').comment('the GRUPPIERUNG this producer belongs to');
    t.integer('uebergeordnete_gruppierung_id').references('erzeuger.id').comment('parent group of a GRUPPIERUNG');
    t.text('wiederverkaeufer').comment('reseller');
    t.text('fusszeile').comment('footer / signature printed on documents');
    t.text('signatur').comment('file store key of the signature image');
    t.integer('zusammengefuehrt_in_id').references('erzeuger.id').comment('merged into this producer');
  });
};

export const down = async (knex: Knex): Promise<void> => {
  await knex.schema.alterTable('erzeuger', (t) => {
    for (const c of [
      'branche_id',
      'vertrag_id',
      'registrierter_name',
      'mitarbeiterzahl',
      'ansprechpartner',
      'registriert_am',
      'holding_id',
      'gruppierung_id',
      'uebergeordnete_gruppierung_id',
      'wiederverkaeufer',
      'fusszeile',
      'signatur',
      'zusammengefuehrt_in_id',
    ])
      t.dropColumn(c);
  });
  await knex.schema.alterTable('behaeltertyp', (t) => {
    t.dropColumn('max_fuellgewicht_t');
    t.dropColumn('zyklisch');
    t.dropColumn('sortierung');
  });
  for (const table of [
    'kostenstelle',
    'leerungszyklus',
    'quotenquelle',
    'ausnahme',
    'vertrag',
    'behaelterkategorie',
    'einheit',
    'branche',
  ]) {
    await knex.schema.dropTableIfExists(table);
  }
};
