import type { Knex } from 'knex';

/**
 * Exports in the background (issue 20, spec § 4 "Exports run in the background"): one row per
 * requested export. The row is the durable queue: the request commits it, a pg-boss job builds
 * the file, and a sweep picks up what a crash or a lost job left waiting. A finished export with
 * the same scope and period is reused unless `force` is asked.
 */
export const up = async (knex: Knex): Promise<void> => {
  await knex.raw(`
    CREATE TABLE export_auftrag (
      id uuid PRIMARY KEY,
      art text NOT NULL CHECK (art IN ('PDF_STANDORT', 'PDF_ALLE_STANDORTE', 'XLSX_MANDANT', 'XLSX_HOLDING')),
      erzeuger_id integer NOT NULL REFERENCES erzeuger(id),
      anfallstelle_id integer REFERENCES anfallstelle(id),
      beginn date NOT NULL,
      ende date NOT NULL,
      mit_anhaengen boolean NOT NULL DEFAULT false,
      status text NOT NULL CHECK (status IN ('WARTET', 'LAEUFT', 'FERTIG', 'FEHLER')),
      benutzer_id integer NOT NULL REFERENCES benutzer(id),
      erstellt_am timestamptz NOT NULL DEFAULT now(),
      begonnen_am timestamptz,
      fertig_am timestamptz,
      gueltig_bis timestamptz,
      versuche integer NOT NULL DEFAULT 0,
      datei_id text,
      datei_name text,
      datei_typ text,
      datei_bytes bigint,
      fehler text,
      CHECK (beginn <= ende)
    )`);
  // The reuse lookup: the newest export of one scope and period.
  await knex.raw(
    'CREATE INDEX export_auftrag_umfang ON export_auftrag (erzeuger_id, art, anfallstelle_id, beginn, ende, mit_anhaengen, erstellt_am DESC)',
  );
  // The sweep: waiting or running exports only.
  await knex.raw("CREATE INDEX export_auftrag_offen ON export_auftrag (erstellt_am) WHERE status IN ('WARTET', 'LAEUFT')");
};

export const down = async (knex: Knex): Promise<void> => {
  await knex.raw('DROP TABLE export_auftrag');
};
