import type { Knex } from 'knex';

/**
 * The producer record and the company data carry a version (issue 17, item 5). The producer row is
 * one record edited from two sides (staff's producer form, the owner's head office and contact
 * data), so one column guards both; each address row has its own.
 */
const TABELLEN = ['erzeuger', 'firmenadresse', 'rechnungsadresse'] as const;

export const up = async (knex: Knex): Promise<void> => {
  for (const tabelle of TABELLEN) await knex.raw('ALTER TABLE ?? ADD COLUMN version integer NOT NULL DEFAULT 1', [tabelle]);
};

export const down = async (knex: Knex): Promise<void> => {
  for (const tabelle of TABELLEN) await knex.raw('ALTER TABLE ?? DROP COLUMN version', [tabelle]);
};
