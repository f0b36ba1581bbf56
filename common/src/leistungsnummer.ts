import { z } from 'zod';
import { AUFTRAGSARTEN } from './auftrag';
import { MELDUNGEN, pflichtText, text } from './validation';

/** Service numbers (Leistungsnummer, spec §§ 3, 5, 7, 8) under /api/v1/custom/bela/leistungsnummer. */

/** Spec § 8, exactly as written there. */
export const LEISTUNGSNUMMER_VERGEBEN = 'Diese Leistungsnummer ist bereits vergeben.';
export const LEISTUNGSNUMMER_NICHT_GEFUNDEN = 'Die Leistungsnummer wurde nicht gefunden.';

export const BUNDESLAENDER = [
  'Baden-Württemberg',
  'Bayern',
  'Berlin',
  'Brandenburg',
  'Bremen',
  'Hamburg',
  'Hessen',
  'Mecklenburg-Vorpommern',
  'Niedersachsen',
  'Nordrhein-Westfalen',
  'Rheinland-Pfalz',
  'Saarland',
  'Sachsen',
  'Sachsen-Anhalt',
  'Schleswig-Holstein',
  'Thüringen',
] as const;
export type Bundesland = (typeof BUNDESLAENDER)[number];

const id = z.coerce.number().int().positive({ message: MELDUNGEN.pflichtfeld }).max(2_147_483_647);

/** AVV key with or without spaces ("17 09 04" or "170904"), stored compact. */
const abfallschluessel = text()
  .transform((v) => v.replace(/\s+/g, ''))
  .refine((v) => /^\d{6}$/.test(v), 'Bitte einen Abfallschlüssel wählen.');

export const leistungsnummerSchema = z.object({
  nummer: pflichtText(50),
  beschreibung: pflichtText(500),
  abfallschluessel,
  auftragsart: z.enum(AUFTRAGSARTEN, { error: 'Bitte eine Auftragsart wählen.' }),
  behaelterkategorieId: id,
  behaeltertypId: id,
  ausnahmeBehaeltertypId: id.nullish().transform((v) => v ?? null),
  bundesland: z.enum(BUNDESLAENDER, { error: 'Bitte ein Bundesland wählen.' }),
});
export const leistungsnummerAnlegenSchema = leistungsnummerSchema.extend({ erzeugerId: id });
export type LeistungsnummerEingabe = z.input<typeof leistungsnummerAnlegenSchema>;

/** One service number on the wire; `version` is sent back as If-Match with every change. */
export const leistungsnummerWireSchema = z.object({
  id: z.number().int(),
  erzeugerId: z.number().int(),
  nummer: z.string(),
  beschreibung: z.string(),
  abfallschluessel: z.string(),
  abfallschluesselAnzeige: z.string(),
  auftragsart: z.enum(AUFTRAGSARTEN),
  behaelterkategorieId: z.number().int(),
  behaelterkategorie: z.string(),
  behaeltertypId: z.number().int(),
  behaeltertyp: z.string(),
  ausnahmeBehaeltertypId: z.number().int().nullable(),
  ausnahmeBehaeltertyp: z.string().nullable(),
  bundesland: z.enum(BUNDESLAENDER),
  version: z.number().int(),
});
export type Leistungsnummer = z.infer<typeof leistungsnummerWireSchema>;

const auswahl = <I extends z.ZodType>(id: I) => z.object({ id, name: z.string() });

/**
 * GET /custom/bela/leistungsnummer/optionen: the choices of the form that live in master data; order
 * types (AUFTRAGSARTEN, named in the order catalogue) and federal states (BUNDESLAENDER) are constants.
 */
export const leistungsnummerOptionenSchema = z.object({
  behaelterkategorien: z.array(auswahl(z.number().int())),
  /** Containers with the name of their category, so the form narrows them to the chosen one. */
  behaeltertypen: z.array(auswahl(z.number().int()).extend({ kategorie: z.string() })),
  abfallschluessel: z.array(auswahl(z.string())),
});
export type LeistungsnummerOptionen = z.infer<typeof leistungsnummerOptionenSchema>;
