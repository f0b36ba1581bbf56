import type { Knex } from 'knex';

/**
 * Price agreements (spec § 3, Service / price agreement) and two facts about fractions the order
 * wizard needs: whether a fraction is a mixture, and which AVV keys it stands for.
 *
 * The reference data is loaded after the migrations (loadReferenzdaten), so both facts are derived
 * inside PostgreSQL from the loaded rows instead of being written once here: they stay right when
 * the reference data is refreshed.
 */
export const up = async (knex: Knex): Promise<void> => {
  // GewAbfV § 4 (20 03 01 gemischte Siedlungsabfälle), § 9 Abs. 1 (17 09 04 gemischte Bau- und
  // Abbruchabfälle) and § 8 Abs. 1 Nr. 8-10 with § 9 Abs. 4 (17 01 07 Gemische aus Beton, Ziegeln,
  // Fliesen): handing over such a mixture needs a justification (spec § 5).
  await knex.raw(`
    ALTER TABLE fraktion ADD COLUMN gemischt boolean GENERATED ALWAYS AS (
      coalesce(regexp_replace(typische_avv, '\\(.*\\)', '', 'g') ~ '(20 03 01|17 09 04|17 01 07)', false)
    ) STORED`);

  // The csv names keys as '17 02 01 / 15 01 03 / 20 01 38'; a bracketed remark such as
  // '(17 01 01/02/03 sortenrein)' names the sorted alternatives, which are other fractions.
  await knex.raw(`
    CREATE VIEW fraktion_abfallschluessel AS
    SELECT f.id AS fraktion_id, a.schluessel AS abfallschluessel, m.sort::int AS sort
    FROM fraktion f
    CROSS JOIN LATERAL regexp_matches(regexp_replace(coalesce(f.typische_avv, ''), '\\(.*\\)', '', 'g'),
      '(\\d{2}) (\\d{2}) (\\d{2})', 'g') WITH ORDINALITY AS m(teile, sort)
    JOIN abfallschluessel a ON a.schluessel = m.teile[1] || m.teile[2] || m.teile[3]`);

  await knex.schema.createTable('leistung', (t) => {
    t.increments('id');
    t.text('typ').notNullable().defaultTo('ENTSORGUNG');
    t.date('gueltig_von').notNullable();
    t.date('gueltig_bis').comment('null: open-ended');
    t.integer('erzeuger_id').notNullable().references('erzeuger.id');
    t.integer('anfallstelle_id').references('anfallstelle.id').comment('null: every site of the producer');
    t.integer('entsorger_id').notNullable().references('entsorger.id');
    t.text('abfallschluessel').notNullable().references('abfallschluessel.schluessel');
    t.text('behaelterkategorie').notNullable().comment('behaeltertyp.typ, e.g. Absetzmulde');
    t.integer('behaeltertyp_id').references('behaeltertyp.id').comment('null: every container of the category');
    t.text('einheit').notNullable().comment('unit the disposal is billed in');
    t.boolean('verguetung').notNullable().defaultTo(false).comment('the disposer pays for the material');
    t.boolean('zyklusunabhaengig').notNullable().defaultTo(false);
    t.timestamp('erstellt_am', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw(`ALTER TABLE leistung ADD CONSTRAINT leistung_typ_check CHECK (typ IN ('ENTSORGUNG', 'ZYKL_UMLEER_SPEISEBEHAELTER'))`);
  await knex.raw(`ALTER TABLE leistung ADD CONSTRAINT leistung_einheit_check CHECK (einheit IN ('Stück', 'Tag', 't', 'm³'))`);
  await knex.raw('ALTER TABLE leistung ADD CONSTRAINT leistung_zeitraum_check CHECK (gueltig_bis IS NULL OR gueltig_bis >= gueltig_von)');
  // The price lookup filters by producer, key and category first; the disposer list by producer and key.
  await knex.raw('CREATE INDEX leistung_suche ON leistung (erzeuger_id, abfallschluessel, behaelterkategorie, entsorger_id)');
  await knex.raw('CREATE INDEX leistung_entsorger ON leistung (entsorger_id)');

  await knex.schema.createTable('leistung_preis', (t) => {
    t.increments('id');
    t.integer('leistung_id').notNullable().references('leistung.id').onDelete('CASCADE');
    t.text('bezeichnung').notNullable();
    t.decimal('preis', 12, 2).notNullable();
    t.text('einheit').notNullable();
    t.integer('sort').notNullable().defaultTo(0);
    t.unique(['leistung_id', 'sort']);
  });
  await knex.raw(`ALTER TABLE leistung_preis ADD CONSTRAINT leistung_preis_einheit_check CHECK (einheit IN ('Stück', 'Tag', 't', 'm³'))`);
};

export const down = async (knex: Knex): Promise<void> => {
  await knex.schema.dropTableIfExists('leistung_preis');
  await knex.schema.dropTableIfExists('leistung');
  await knex.raw('DROP VIEW IF EXISTS fraktion_abfallschluessel');
  await knex.raw('ALTER TABLE fraktion DROP COLUMN IF EXISTS gemischt');
};
