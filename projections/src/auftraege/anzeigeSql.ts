import type { AuftragUebersichtSpalte } from '@abfallportal/backend/auftraege';
import type { STATE_COLUMNS } from './auftragZeile';

export type StateSpalte = (typeof STATE_COLUMNS)[number];

/** The orders `x` (state columns, as array parameters) as a relation for the statements that write them. */
export const unnestZeilen = (spalten: readonly StateSpalte[]) =>
  `SELECT * FROM unnest(${spalten.map(([, t]) => `?::${t}[]`).join(', ')}) AS x(${spalten.map(([c]) => c).join(', ')})`;

/** The array parameters of unnestZeilen: one array per column. */
export const arrays = (spalten: readonly StateSpalte[], rows: Record<string, unknown>[]) =>
  spalten.map(([c]) => rows.map((r) => r[c])) as string[][];

/** The overview's display columns: names copied from master data when an order is placed (MIT_ANZEIGE). */
export const DISPLAY_COLUMNS = [
  'erzeuger_name',
  'anfallstelle_name',
  'anfallstelle_nummer',
  'anfallstelle_strasse',
  'anfallstelle_plz',
  'anfallstelle_ort',
  'entsorger_name',
  'entsorger_email',
  'kundennummer',
  'fraktion',
  'dichte',
  'avv_name',
  'gefaehrlich',
  'besteller_name',
  'angebots_entsorger_namen',
] as const satisfies readonly AuftragUebersichtSpalte[];

/** An order's display names, joined from master data (`x` its state columns): on insert and for the search text. */
export const MIT_ANZEIGE = `
  SELECT x.*, e.name AS erzeuger_name, a.name AS anfallstelle_name, a.nummer AS anfallstelle_nummer,
    a.strasse AS anfallstelle_strasse, a.plz AS anfallstelle_plz, a.ort AS anfallstelle_ort, s.name AS entsorger_name,
    s.email AS entsorger_email, k.kundennummer, coalesce(f.bezeichnung, '') AS fraktion, f.dichte,
    coalesce(ak.anzeige || ' ' || ak.bezeichnung, x.abfallschluessel) AS avv_name, coalesce(ak.gefaehrlich, false) AS gefaehrlich,
    coalesce(trim(b.vorname || ' ' || b.nachname), '') AS besteller_name,
    ARRAY(SELECT s2.name FROM entsorger s2 WHERE s2.id IN (SELECT jsonb_array_elements_text(x.angefragte_entsorger_ids)::integer)
      ORDER BY s2.name COLLATE "de-x-icu") AS angebots_entsorger_namen
  FROM x
  JOIN erzeuger e ON e.id = x.erzeuger_id
  JOIN anfallstelle a ON a.id = x.anfallstelle_id
  LEFT JOIN entsorger s ON s.id = x.entsorger_id
  LEFT JOIN kundennummer k ON k.erzeuger_id = x.erzeuger_id AND k.entsorger_id = x.entsorger_id
  LEFT JOIN fraktion f ON f.id = x.fraktion_id
  LEFT JOIN abfallschluessel ak ON ak.schluessel = x.abfallschluessel
  LEFT JOIN benutzer b ON b.id = x.besteller_id`;
