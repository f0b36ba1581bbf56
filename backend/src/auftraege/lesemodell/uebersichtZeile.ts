import { AUFTRAG_STATUS, AUFTRAGSARTEN } from '@abfallportal/common/auftrag';
import { z } from 'zod';
import { spalte, zeilenParser } from '../../platform/lesemodellZeile';
import { AUFTRAG_TABELLEN } from './tabellen';

/** One asked disposer's answer as the overview keeps it (jsonb `angebote`; AngebotsAntwort in auftrag.ts). */
const angebotsAntwortSchema = z.object({
  entsorgerId: z.number().int(),
  art: z.enum(['ANGEBOT', 'ABLEHNUNG']),
  preis: z.number().nullable(),
  angebotsnummer: z.string().nullable(),
});

/**
 * A row of `auftrag_uebersicht` as stored (projections/src/auftraege/auftragTabellen.ts creates the
 * table; a test holds both to the same columns): the order's state, the display names joined from
 * master data when it was placed, and what the lists filter and sort by.
 */
export const auftragUebersichtZeileSchema = z.object({
  id: z.string(),
  vorgangsnummer: z.string(),
  auftragsart: z.enum(AUFTRAGSARTEN),
  status: z.enum(AUFTRAG_STATUS),
  erzeuger_id: z.number().int(),
  erzeuger_name: z.string(),
  anfallstelle_id: z.number().int(),
  anfallstelle_name: z.string(),
  anfallstelle_nummer: z.string().nullable(),
  anfallstelle_strasse: z.string().nullable(),
  anfallstelle_plz: z.string().nullable(),
  anfallstelle_ort: z.string().nullable(),
  entsorger_id: z.number().int().nullable(),
  entsorger_name: z.string().nullable(),
  entsorger_email: z.string().nullable(),
  kundennummer: z.string().nullable(),
  fraktion_id: z.number().int(),
  fraktion: z.string(),
  dichte: spalte.numerisch.nullable(),
  abfallschluessel: z.string(),
  avv_name: z.string(),
  gefaehrlich: z.boolean(),
  behaelter_id: z.number().int(),
  behaelter: z.string(),
  anzahl: z.number().int(),
  wunsch_liefertermin: spalte.tag.nullable(),
  liefertermin: spalte.tag.nullable(),
  wunsch_abholtermin: spalte.tag.nullable(),
  abholtermin: spalte.tag.nullable(),
  liefertermin_unbekannt: z.boolean(),
  kommentar: z.string().nullable(),
  begruendung_gemischt: z.string().nullable(),
  ohne_preis_bestaetigt: z.boolean(),
  leistung_id: z.number().int().nullable(),
  geschaetzter_preis: spalte.numerisch.nullable(),
  besteller_id: z.number().int(),
  besteller_name: z.string(),
  ablehnungsgrund: z.string().nullable(),
  vorgangs_kommentar: z.string().nullable(),
  faellig_am: spalte.tag.nullable(),
  erstellt_am: spalte.zeitpunkt,
  aktualisiert_am: spalte.zeitpunkt,
  angefragte_entsorger_ids: z.array(z.number().int()),
  angebote: z.array(angebotsAntwortSchema),
  freigeber_id: z.number().int().nullable(),
  angebote_erhalten: z.number().int(),
  angebote_angefragt: z.number().int(),
  angebots_entsorger_namen: z.array(z.string()),
  hauptauftrag_id: z.string().nullable(),
  /** null only in rows written before projection version 6. */
  status_seit: spalte.zeitpunkt.nullable(),
  auftragsbild: z.string().nullable(),
});

export type AuftragUebersichtZeile = z.infer<typeof auftragUebersichtZeileSchema>;
export type AuftragUebersichtSpalte = keyof AuftragUebersichtZeile;

/** A schema for the columns a query selects (and nothing else: an unselected column is no silent undefined). */
export const uebersichtSpalten = <K extends AuftragUebersichtSpalte>(spalten: readonly K[]) =>
  auftragUebersichtZeileSchema.pick(
    // K is a subset of the columns; TypeScript cannot see that of a generic K in zod's mask check.
    Object.fromEntries(spalten.map((s) => [s, true])) as Record<K, true> & Record<Exclude<K, AuftragUebersichtSpalte>, never>,
  );

/** Parses a row of the overview (or of a query's `pick`/`extend` of its schema) and fails loudly when it is off. */
export const uebersichtParser = <S extends z.ZodType>(schema: S) => zeilenParser(AUFTRAG_TABELLEN.uebersicht, schema);
