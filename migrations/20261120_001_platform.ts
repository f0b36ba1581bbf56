import type { Knex } from 'knex';

/** Reference data, tenants, users, mail outbox and sessions. */
export const up = async (knex: Knex): Promise<void> => {
  await knex.schema.createTable('avv_kapitel_gruppe', (t) => {
    t.text('code').primary();
    t.text('ebene').notNullable();
    t.text('bezeichnung').notNullable();
    t.text('bezeichnung_en');
  });
  await knex.schema.createTable('abfallschluessel', (t) => {
    t.text('schluessel').primary().comment('compact six digits, e.g. 170904');
    t.text('abfallschluessel').notNullable().unique().comment('with spaces, e.g. 17 09 04');
    t.text('anzeige').notNullable().comment('display form with * when hazardous');
    t.boolean('gefaehrlich').notNullable();
    t.text('kapitel').notNullable();
    t.text('gruppe').notNullable();
    t.text('bezeichnung').notNullable();
    t.text('bezeichnung_en');
  });
  await knex.schema.createTable('entsorgungsverfahren', (t) => {
    t.text('code').primary();
    t.text('art').notNullable();
    t.text('bezeichnung').notNullable();
    t.text('hinweis');
    t.text('quelle');
  });
  await knex.schema.createTable('fraktion', (t) => {
    t.increments('id');
    t.text('bezeichnung').notNullable().unique();
    t.text('typische_avv');
    t.text('gewabfv_bezug');
    t.decimal('dichte_min', 8, 3);
    t.decimal('dichte_max', 8, 3);
    t.decimal('dichte', 8, 3).comment('default density in t/m3');
    t.text('quelle');
  });
  await knex.schema.createTable('behaeltertyp', (t) => {
    t.increments('id');
    t.text('bezeichnung').notNullable().unique();
    t.text('typ').notNullable();
    t.decimal('volumen_m3', 10, 3).notNullable();
    t.text('norm_hinweis');
    t.text('quelle');
  });

  await knex.schema.createTable('erzeuger', (t) => {
    t.increments('id');
    t.text('name').notNullable().unique();
    t.text('typ').notNullable().defaultTo('ERZEUGER');
    t.text('strasse');
    t.text('plz');
    t.text('ort');
    t.boolean('freigegeben').notNullable().defaultTo(true);
    t.timestamp('erstellt_am', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.schema.createTable('anfallstelle', (t) => {
    t.increments('id');
    t.integer('erzeuger_id').notNullable().references('erzeuger.id');
    t.text('name').notNullable();
    t.text('nummer');
    t.text('kostenstelle');
    t.text('art').notNullable().comment('BAUSTELLE or GEWERBEBETRIEB');
    t.text('strasse');
    t.text('plz');
    t.text('ort');
    t.boolean('aktiv').notNullable().defaultTo(true);
    t.unique(['erzeuger_id', 'name']);
  });
  await knex.schema.createTable('entsorger', (t) => {
    t.increments('id');
    t.text('name').notNullable().unique();
    t.text('strasse');
    t.text('plz');
    t.text('ort');
    t.text('ansprechpartner');
    t.text('email');
    t.boolean('aktiv').notNullable().defaultTo(true);
    t.boolean('freigegeben').notNullable().defaultTo(true);
  });
  await knex.schema.createTable('kundennummer', (t) => {
    t.increments('id');
    t.integer('erzeuger_id').notNullable().references('erzeuger.id');
    t.integer('entsorger_id').notNullable().references('entsorger.id');
    t.text('kundennummer').notNullable();
    t.boolean('aktiv').notNullable().defaultTo(true);
    t.unique(['erzeuger_id', 'entsorger_id']);
  });
  await knex.schema.createTable('verbleibsanlage', (t) => {
    t.increments('id');
    t.text('name').notNullable().unique();
    t.integer('entsorger_id').references('entsorger.id');
    t.text('strasse');
    t.text('plz');
    t.text('ort');
    t.date('zertifikat_gueltig_bis');
    t.boolean('freigegeben').notNullable().defaultTo(true);
  });

  await knex.schema.createTable('benutzer', (t) => {
    t.increments('id');
    t.text('email').notNullable();
    t.text('passwort_hash').notNullable();
    t.text('anrede').comment('FRAU, HERR or null');
    t.text('vorname').notNullable().defaultTo('');
    t.text('nachname').notNullable().defaultTo('');
    t.text('telefon');
    t.text('rolle').notNullable();
    t.integer('erzeuger_id').references('erzeuger.id');
    t.integer('entsorger_id').references('entsorger.id');
    t.decimal('bestellwert_grenze', 12, 2);
    t.boolean('aktiv').notNullable().defaultTo(true);
    t.jsonb('onboarding').notNullable().defaultTo('{}');
    t.timestamp('agb_akzeptiert_am', { useTz: true });
    t.text('profil_bild');
    t.timestamp('erstellt_am', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw('CREATE UNIQUE INDEX benutzer_email_unique ON benutzer (lower(email))');
  await knex.schema.createTable('benutzer_berechtigung', (t) => {
    t.integer('benutzer_id').notNullable().references('benutzer.id').onDelete('CASCADE');
    t.text('berechtigung').notNullable();
    t.primary(['benutzer_id', 'berechtigung']);
  });

  await knex.schema.createTable('mail_outbox', (t) => {
    t.uuid('id').primary();
    t.text('empfaenger').notNullable();
    t.text('betreff').notNullable();
    t.text('text').notNullable();
    t.jsonb('links').notNullable().defaultTo('[]');
    t.text('anlass').notNullable().comment('what caused the mail, e.g. VERIFIZIERUNGSCODE');
    t.timestamp('erstellt_am', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('gesendet_am', { useTz: true });
    t.integer('versuche').notNullable().defaultTo(0);
    t.text('letzter_fehler');
    t.index(['erstellt_am']);
  });
  await knex.raw('CREATE INDEX mail_outbox_unsent ON mail_outbox (erstellt_am) WHERE gesendet_am IS NULL');

  // express-session store (connect-pg-simple's table layout).
  await knex.schema.createTable('session', (t) => {
    t.string('sid').primary();
    t.json('sess').notNullable();
    t.timestamp('expire', { precision: 6 }).notNullable().index();
  });
};

export const down = async (knex: Knex): Promise<void> => {
  for (const table of [
    'session',
    'mail_outbox',
    'benutzer_berechtigung',
    'benutzer',
    'verbleibsanlage',
    'kundennummer',
    'entsorger',
    'anfallstelle',
    'erzeuger',
    'behaeltertyp',
    'fraktion',
    'entsorgungsverfahren',
    'abfallschluessel',
    'avv_kapitel_gruppe',
  ]) {
    await knex.schema.dropTableIfExists(table);
  }
};
