import type { Knex } from 'knex';

/** Company data (issue 9): head office fields on the producer, further sites, invoice addresses, power of attorney. */
export const up = async (knex: Knex): Promise<void> => {
  await knex.schema.alterTable('erzeuger', (t) => {
    t.text('adresszusatz');
    t.text('land').notNullable().defaultTo('Deutschland');
    t.text('ust_id').comment('DE and 9 digits');
    t.text('logo').comment('file store key of the re-encoded logo');
    t.text('telefon');
    t.text('fax');
    t.text('support_email');
    t.text('rechnungs_email');
    t.text('bestell_unterschrift').comment('signature line printed on orders');
    t.text('vollmacht_datei').comment('file store key of the signed power of attorney');
    t.text('vollmacht_dateiname');
    t.timestamp('vollmacht_hochgeladen_am', { useTz: true });
  });
  for (const table of ['firmenadresse', 'rechnungsadresse']) {
    await knex.schema.createTable(table, (t) => {
      t.increments('id');
      t.integer('erzeuger_id').notNullable().references('erzeuger.id').onDelete('CASCADE');
      t.text('name').notNullable();
      t.text('strasse').notNullable();
      t.text('adresszusatz');
      t.text('plz').notNullable();
      t.text('ort').notNullable();
      t.text('land').notNullable().defaultTo('Deutschland');
      t.index(['erzeuger_id']);
    });
  }
};

export const down = async (knex: Knex): Promise<void> => {
  await knex.schema.dropTable('rechnungsadresse');
  await knex.schema.dropTable('firmenadresse');
  await knex.schema.alterTable('erzeuger', (t) => {
    for (const c of [
      'adresszusatz',
      'land',
      'ust_id',
      'logo',
      'telefon',
      'fax',
      'support_email',
      'rechnungs_email',
      'bestell_unterschrift',
    ])
      t.dropColumn(c);
    for (const c of ['vollmacht_datei', 'vollmacht_dateiname', 'vollmacht_hochgeladen_am']) t.dropColumn(c);
  });
};
