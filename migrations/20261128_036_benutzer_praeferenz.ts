import type { Knex } from 'knex';

/**
 * User preferences with scope (issue 21, spec § 3 "user preferences with scope", § 7 /user-preferences):
 * one row per user and scope (the KPI board's tiles, the dashboard's widgets, the evaluation filters).
 * The value is JSON checked per scope by the server; `version` guards every edit (If-Match). A user's
 * preferences go with the user.
 */
export const up = async (knex: Knex): Promise<void> => {
  await knex.raw(`
    CREATE TABLE benutzer_praeferenz (
      benutzer_id integer NOT NULL REFERENCES benutzer(id) ON DELETE CASCADE,
      scope text NOT NULL CHECK (scope IN ('dashboard.kpi', 'dashboard.widgets', 'auswertung.filter')),
      wert jsonb NOT NULL,
      version integer NOT NULL DEFAULT 1,
      geaendert_am timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (benutzer_id, scope)
    )`);
};

export const down = async (knex: Knex): Promise<void> => {
  await knex.raw('DROP TABLE benutzer_praeferenz');
};
