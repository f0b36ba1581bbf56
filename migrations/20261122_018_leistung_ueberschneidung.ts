import type { Knex } from 'knex';

/**
 * Price agreements (issue 10): two agreements for the same key (producer, site or all sites,
 * disposer, waste key, container category, container or the whole category, type) may not be valid
 * on the same day. An exclusion constraint, so two concurrent saves cannot both pass a check.
 *
 * Agreements that already overlap (nobody ended the old one) are ended the day before the later
 * one starts; two starting on the same day cannot be resolved here and stop the migration.
 */
export const up = async (knex: Knex): Promise<void> => {
  await knex.raw('CREATE EXTENSION IF NOT EXISTS btree_gist');
  await knex.raw(`
    UPDATE leistung alt SET gueltig_bis = (
      SELECT min(neu.gueltig_von) - 1 FROM leistung neu
      WHERE neu.id <> alt.id AND neu.typ = alt.typ AND neu.erzeuger_id = alt.erzeuger_id
        AND neu.anfallstelle_id IS NOT DISTINCT FROM alt.anfallstelle_id AND neu.entsorger_id = alt.entsorger_id
        AND neu.abfallschluessel = alt.abfallschluessel AND neu.behaelterkategorie = alt.behaelterkategorie
        AND neu.behaeltertyp_id IS NOT DISTINCT FROM alt.behaeltertyp_id
        AND neu.gueltig_von > alt.gueltig_von AND (alt.gueltig_bis IS NULL OR neu.gueltig_von <= alt.gueltig_bis))
    WHERE EXISTS (
      SELECT 1 FROM leistung neu
      WHERE neu.id <> alt.id AND neu.typ = alt.typ AND neu.erzeuger_id = alt.erzeuger_id
        AND neu.anfallstelle_id IS NOT DISTINCT FROM alt.anfallstelle_id AND neu.entsorger_id = alt.entsorger_id
        AND neu.abfallschluessel = alt.abfallschluessel AND neu.behaelterkategorie = alt.behaelterkategorie
        AND neu.behaeltertyp_id IS NOT DISTINCT FROM alt.behaeltertyp_id
        AND neu.gueltig_von > alt.gueltig_von AND (alt.gueltig_bis IS NULL OR neu.gueltig_von <= alt.gueltig_bis))`);
  // null site / container means "all": coalesce to 0 (no real id) so two "all" rows compare equal.
  await knex.raw(`
    ALTER TABLE leistung ADD CONSTRAINT leistung_keine_ueberschneidung EXCLUDE USING gist (
      typ WITH =, erzeuger_id WITH =, (coalesce(anfallstelle_id, 0)) WITH =, entsorger_id WITH =,
      abfallschluessel WITH =, behaelterkategorie WITH =, (coalesce(behaeltertyp_id, 0)) WITH =,
      daterange(gueltig_von, gueltig_bis, '[]') WITH &&)`);
};

export const down = async (knex: Knex): Promise<void> => {
  await knex.raw('ALTER TABLE leistung DROP CONSTRAINT IF EXISTS leistung_keine_ueberschneidung');
};
