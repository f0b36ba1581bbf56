import type { Knex } from 'knex';

const likeMuster = (text: string): string => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Narrows to the producers whose name contains the text (case-insensitive, German case rules
 * through the ICU collation) or whose number it is. The few matching producers are found in the
 * producer table first; the orders are then read by producer id.
 */
export const erzeugerSuche = (query: Knex.QueryBuilder, suche: string): void => {
  const nummer = /^\d{1,9}$/.test(suche) ? Number(suche) : null;
  query.where((w) => {
    w.whereRaw(`erzeuger_id IN (SELECT id FROM erzeuger WHERE lower(name COLLATE "de-x-icu") LIKE ?)`, [likeMuster(suche)]);
    if (nummer !== null) w.orWhere('erzeuger_id', nummer);
  });
};
