import type { Knex } from 'knex';

/**
 * The GewAbfV package (issue 20): a new export art PDF_GEWABFV, one PDF per site and calendar year
 * with the receipts attached. Migration 034 limits `art` by a CHECK constraint; it is widened here.
 */
export const up = async (knex: Knex): Promise<void> => {
  await knex.raw('ALTER TABLE export_auftrag DROP CONSTRAINT IF EXISTS export_auftrag_art_check');
  await knex.raw(
    "ALTER TABLE export_auftrag ADD CONSTRAINT export_auftrag_art_check CHECK (art IN ('PDF_STANDORT', 'PDF_ALLE_STANDORTE', 'XLSX_MANDANT', 'XLSX_HOLDING', 'PDF_GEWABFV'))",
  );
};

export const down = async (knex: Knex): Promise<void> => {
  await knex.raw("DELETE FROM export_auftrag WHERE art = 'PDF_GEWABFV'");
  await knex.raw('ALTER TABLE export_auftrag DROP CONSTRAINT IF EXISTS export_auftrag_art_check');
  await knex.raw(
    "ALTER TABLE export_auftrag ADD CONSTRAINT export_auftrag_art_check CHECK (art IN ('PDF_STANDORT', 'PDF_ALLE_STANDORTE', 'XLSX_MANDANT', 'XLSX_HOLDING'))",
  );
};
