import type { Knex } from 'knex';
import * as m001 from './20261120_001_platform';
import * as m002 from './20261120_002_eventstore';
import * as m003 from './20261120_003_projections';
import * as m004 from './20261120_004_auth';
import * as m005 from './20261120_005_mail';
import * as m008 from './20261122_008_sitzungen';
import * as m006 from './20261122_006_eventstore_append';
import * as m007 from './20261122_007_leistung';
import * as m009 from './20261122_009_auftraege';
import * as m010 from './20261122_010_benutzerverwaltung';
import * as m012 from './20261122_012_stellvertretung';
import * as m013 from './20261122_013_firmendaten';
import * as m014 from './20261122_014_stammdaten';
import * as m016 from './20261122_016_anfallstellen_verbleibsanlagen';
import * as m017 from './20261122_017_entsorger';
import * as m018 from './20261122_018_leistung_ueberschneidung';
import * as m020 from './20261122_020_stellvertretung_aenderung';
import * as m019 from './20261122_019_erzeuger_registrierung';
import * as m021 from './20261124_021_eventstore_append_einzeln';
import * as m022 from './20261124_022_btree_gin';
import * as m023 from './20261125_023_leistung_version';
import * as m024 from './20261127_024_firma_version';
import * as m025 from './20261127_025_partner_version';
import * as m026 from './20261125_026_projection_stall';
import * as m027 from './20261127_027_benutzer_version';
import * as m028 from './20261127_028_anfallstelle_version';
import * as m029 from './20261127_029_angebot_token';
import * as m031 from './20261127_031_rechnung_email_import';
import * as m034 from './20261127_034_export';
import * as m035 from './20261127_035_export_gewabfv';
import * as m039 from './20261128_039_standard_erzeuger';
import * as m036 from './20261128_036_benutzer_praeferenz';
import * as m040 from './20261202_040_eventstore_notify';

type Migration = { up: (knex: Knex) => Promise<void>; down: (knex: Knex) => Promise<void> };

/** Every migration in order. Listed explicitly so they run the same under tsx, jest and Docker. */
const MIGRATIONS: Record<string, Migration> = {
  '20261120_001_platform': m001,
  '20261120_002_eventstore': m002,
  '20261120_003_projections': m003,
  '20261120_004_auth': m004,
  '20261120_005_mail': m005,
  '20261122_008_sitzungen': m008,
  '20261122_006_eventstore_append': m006,
  '20261122_007_leistung': m007,
  '20261122_009_auftraege': m009,
  '20261122_010_benutzerverwaltung': m010,
  '20261122_012_stellvertretung': m012,
  '20261122_013_firmendaten': m013,
  '20261122_014_stammdaten': m014,
  '20261122_016_anfallstellen_verbleibsanlagen': m016,
  '20261122_017_entsorger': m017,
  '20261122_018_leistung_ueberschneidung': m018,
  '20261122_020_stellvertretung_aenderung': m020,
  '20261122_019_erzeuger_registrierung': m019,
  '20261124_021_eventstore_append_einzeln': m021,
  '20261124_022_btree_gin': m022,
  '20261125_023_leistung_version': m023,
  '20261127_024_firma_version': m024,
  '20261127_025_partner_version': m025,
  '20261125_026_projection_stall': m026,
  '20261127_027_benutzer_version': m027,
  '20261127_028_anfallstelle_version': m028,
  '20261127_029_angebot_token': m029,
  '20261127_031_rechnung_email_import': m031,
  '20261127_034_export': m034,
  '20261127_035_export_gewabfv': m035,
  '20261128_039_standard_erzeuger': m039,
  '20261128_036_benutzer_praeferenz': m036,
  '20261202_040_eventstore_notify': m040,
};

export const migrationSource: Knex.MigrationSource<string> = {
  // Sorted by name, whatever order the lines above were added in.
  getMigrations: async () => Object.keys(MIGRATIONS).sort(),
  getMigrationName: (name) => name,
  getMigration: async (name) => {
    const migration = MIGRATIONS[name];
    if (!migration) throw new Error(`Unbekannte Migration ${name}`);
    return migration;
  },
};

export const migrateLatest = async (knex: Knex): Promise<void> => {
  await knex.migrate.latest({ migrationSource });
};
