import type { Knex } from 'knex';

/**
 * Disposers, customer numbers, disposal plants, editable master data and service numbers carry a
 * version (issue 17, item 5): every change increments it in the UPDATE that checks the version the
 * editor loaded, so of two editors the second gets 409 instead of overwriting the first one's work.
 */
const TABELLEN = [
  'entsorger',
  'kundennummer',
  'verbleibsanlage',
  'leistungsnummer',
  // Master data (stammdaten/stammdatenTypen.ts): every type has PUT /stammdaten/:typ/:id.
  'branche',
  'einheit',
  'behaelterkategorie',
  'entsorgungsverfahren',
  'vertrag',
  'behaeltertyp',
  'abfallschluessel',
  'ausnahme',
  'quotenquelle',
  'fraktion',
  'kostenstelle',
  'leerungszyklus',
] as const;

export const up = async (knex: Knex): Promise<void> => {
  for (const tabelle of TABELLEN) await knex.raw('ALTER TABLE ?? ADD COLUMN version integer NOT NULL DEFAULT 1', [tabelle]);
};

export const down = async (knex: Knex): Promise<void> => {
  for (const tabelle of TABELLEN) await knex.raw('ALTER TABLE ?? DROP COLUMN version', [tabelle]);
};
