import { z } from 'zod';
import { AUFTRAGSARTEN, type Auftragsart } from './auftrag';
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

export type Leistungsnummer = {
  id: number;
  erzeugerId: number;
  nummer: string;
  beschreibung: string;
  abfallschluessel: string;
  abfallschluesselAnzeige: string;
  auftragsart: Auftragsart;
  behaelterkategorieId: number;
  behaelterkategorie: string;
  behaeltertypId: number;
  behaeltertyp: string;
  ausnahmeBehaeltertypId: number | null;
  ausnahmeBehaeltertyp: string | null;
  bundesland: Bundesland;
};

type Auswahl<I> = { id: I; name: string };

/**
 * GET /custom/bela/leistungsnummer/optionen: the choices of the form that live in master data; order
 * types (AUFTRAGSARTEN, named in the order catalogue) and federal states (BUNDESLAENDER) are constants.
 */
export type LeistungsnummerOptionen = {
  behaelterkategorien: Auswahl<number>[];
  /** Containers with the name of their category, so the form narrows them to the chosen one. */
  behaeltertypen: (Auswahl<number> & { kategorie: string })[];
  abfallschluessel: Auswahl<string>[];
};
