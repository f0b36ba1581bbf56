import { z } from 'zod';
import { idSchema, kalendertagSchema, textIdSchema, UUID_MUSTER, uuidIdParams } from '../validation';

/** The receipt's vocabulary (types, statuses, messages) and the schemas of what a person enters or sends. */
export const BELEG_TYPEN = [
  'rechnung',
  'lieferschein',
  'wiegeschein',
  'gutschrift',
  'bilanz',
  'stornogutschrift',
  'stornorechnung',
] as const;
export type BelegTyp = (typeof BELEG_TYPEN)[number];

/**
 * ERFASST (captured) → ZUGEORDNET (assigned to one or more orders) → GEPRUEFT (the receipt check of
 * spec § 5 passed) → FREIGEGEBEN (approved). FEHLERHAFT (rejected as faulty, the disposer is mailed)
 * and GELOESCHT end a receipt; neither can be changed afterwards.
 */
export const BELEG_STATUS = ['ERFASST', 'ZUGEORDNET', 'GEPRUEFT', 'FREIGEGEBEN', 'FEHLERHAFT', 'GELOESCHT'] as const;
export type BelegStatus = (typeof BELEG_STATUS)[number];

export const BELEG_HERKUNFT = ['AUTOMATISCH', 'MANUELL'] as const;
export type BelegHerkunft = (typeof BELEG_HERKUNFT)[number];

export const BELEG_QUELLEN = ['UPLOAD', 'EMAIL', 'CSV', 'ERECHNUNG'] as const;
export type BelegQuelle = (typeof BELEG_QUELLEN)[number];

/** Disposal or cyclic (spec § 3, waste quantity): one pick-up or a rhythm with a number of emptyings. */
export const BELEG_RHYTHMEN = ['ENTSORGUNG', 'TURNUS'] as const;

export const BELEG_TYP_TEXT: Record<BelegTyp, string> = {
  rechnung: 'Rechnung',
  lieferschein: 'Lieferschein',
  wiegeschein: 'Wiegeschein',
  gutschrift: 'Gutschrift',
  bilanz: 'Bilanz',
  stornogutschrift: 'Stornogutschrift',
  stornorechnung: 'Stornorechnung',
};

export const BELEG_STATUS_TEXT: Record<BelegStatus, string> = {
  ERFASST: 'Erfasst',
  ZUGEORDNET: 'Zugeordnet',
  GEPRUEFT: 'Geprüft',
  FREIGEGEBEN: 'Freigegeben',
  FEHLERHAFT: 'Fehlerhaft',
  GELOESCHT: 'Gelöscht',
};

export const BELEG_MELDUNGEN = {
  /** Spec § 8. */
  nichtEindeutig: 'Beleg konnte nicht eindeutig zugeordnet werden',
  /** Spec § 8. */
  keineMenge: 'Keine Menge zum Beleg',
  nichtGefunden: 'Der Beleg wurde nicht gefunden.',
  unvollstaendig: 'Der Beleg ist unvollständig. Bitte ergänzen Sie die markierten Felder.',
  menge: 'Bitte eine Menge größer 0 angeben (Ziffern, Komma, höchstens 3 Nachkommastellen).',
  einheit: 'Bitte die Einheit der Menge angeben.',
  dateityp: 'Bitte eine PDF- oder XML-Datei hochladen.',
  dateiFehlt: 'Bitte die Datei des Belegs hochladen.',
  anlageOderZertifikat: 'Bitte entweder eine Verbleibsanlage oder ein Zertifikat angeben.',
  verfahren: 'Bitte ein Entsorgungsverfahren angeben (R1–R13 oder D1–D15).',
  begruendung: 'Bitte begründen Sie, warum der Beleg fehlerhaft ist.',
  auftraege: 'Bitte mindestens einen Auftrag zuordnen.',
  storno: 'Bitte den stornierten Beleg angeben.',
  zeitraum: 'Das Ende des Leistungszeitraums liegt vor seinem Beginn.',
} as const;

/** Waste amount (spec § 5): digits with an optional comma and at most 3 decimals. */
export const MENGE_MUSTER = /^\d{1,9}(,\d{1,3})?$/;
/** Disposal methods of KrWG Annex 1 and 2: R1–R13, D1–D15. */
export const VERFAHREN_MUSTER = /^(R([1-9]|1[0-3])|D([1-9]|1[0-5]))$/;

/** The amount as a number ("12,5" → 12.5), null when it is no amount. */
export const mengeAlsZahl = (menge: string | null | undefined): number | null =>
  menge && MENGE_MUSTER.test(menge) ? Number(menge.replace(',', '.')) : null;

const kurz = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Höchstens ${max} Zeichen.`)
    .nullable()
    .default(null)
    .transform((v) => (v === '' ? null : v));
const tag = kalendertagSchema.nullable().default(null);

/** One position of a receipt (spec §§ 3, 5): waste, amount, container, disposal path. */
export const belegPositionSchema = z.object({
  bezeichnung: kurz(255),
  abfallschluessel: kurz(20),
  menge: z.string().trim().regex(MENGE_MUSTER, BELEG_MELDUNGEN.menge).nullable().default(null),
  einheit: kurz(20),
  abweichendeDichte: z
    .string()
    .trim()
    .regex(MENGE_MUSTER, 'Bitte eine Dichte angeben (Ziffern, Komma, höchstens 3 Nachkommastellen).')
    .nullable()
    .default(null),
  behaelterkategorie: kurz(100),
  behaelter: kurz(100),
  behaelterAnzahl: z
    .number()
    .int('Bitte eine ganze Zahl angeben.')
    .min(0, 'Die Anzahl darf nicht negativ sein.')
    .max(10_000)
    .nullable()
    .default(null),
  rhythmus: z.enum(BELEG_RHYTHMEN, { error: 'Bitte Entsorgung oder Turnus wählen.' }).nullable().default(null),
  anzahlLeerungen: z
    .number()
    .int('Bitte eine ganze Zahl angeben.')
    .min(0, 'Die Anzahl darf nicht negativ sein.')
    .max(10_000)
    .nullable()
    .default(null),
  entsorgungsverfahren: z.string().trim().regex(VERFAHREN_MUSTER, BELEG_MELDUNGEN.verfahren).nullable().default(null),
  verbleibsanlageId: idSchema('Diese Verbleibsanlage gibt es nicht.').nullable().default(null),
  zertifikat: kurz(255),
  ausnahme: kurz(1000),
  /** Net EUR of the position. */
  betrag: z.number('Bitte einen Betrag in Euro angeben.').min(-1e9).max(1e9).nullable().default(null),
});
export type BelegPosition = z.infer<typeof belegPositionSchema>;

/** The fields of a receipt a person edits (PUT /rechnungen/:id) or the capture carries. */
export const belegFelderSchema = z.object({
  typ: z.enum(BELEG_TYPEN, { error: 'Bitte die Belegart wählen.' }),
  name: kurz(255),
  nummer: kurz(100),
  datum: tag,
  empfaenger: kurz(255),
  absender: kurz(255),
  anfallstelleId: idSchema('Diese Anfallstelle gibt es nicht.').nullable().default(null),
  leistungVon: tag,
  leistungBis: tag,
  /** Net EUR. */
  summe: z.number('Bitte einen Betrag in Euro angeben.').min(-1e9).max(1e9).nullable().default(null),
  /** The buyer or order reference of the invoice (where our order number usually stands). */
  bestellReferenz: kurz(100),
  /** Storno types: the cancelled receipt. */
  storniertBelegId: z.string().regex(UUID_MUSTER, 'Diesen Beleg gibt es nicht.').nullable().default(null),
  positionen: z.array(belegPositionSchema).max(500, 'Höchstens 500 Positionen.').default([]),
});
export type BelegFelder = z.infer<typeof belegFelderSchema>;

/** Capture (POST /rechnungen, the JSON part `beleg` beside the file): the fields plus whose receipt it is. */
export const belegErfassenSchema = belegFelderSchema.extend({
  erzeugerId: idSchema('Diesen Erzeuger gibt es nicht.'),
  entsorgerId: idSchema('Diesen Entsorger gibt es nicht.'),
  quelle: z.enum(BELEG_QUELLEN).default('UPLOAD'),
});
export type BelegErfassen = z.infer<typeof belegErfassenSchema>;

export const belegZuordnenSchema = z.object({
  auftragIds: z.array(z.string().regex(UUID_MUSTER, 'Diesen Auftrag gibt es nicht.')).min(1, BELEG_MELDUNGEN.auftraege).max(100),
});
export const belegFehlerhaftSchema = z.object({
  begruendung: z.string().trim().min(1, BELEG_MELDUNGEN.begruendung).max(2000, 'Höchstens 2000 Zeichen.'),
});

export const belegIdParams = uuidIdParams;

/** List filters of GET /rechnungen (simple-rest `filter`). */
export const belegFilterSchema = z.object({
  status: z.enum(BELEG_STATUS).optional(),
  typ: z.enum(BELEG_TYPEN).optional(),
  entsorgerId: textIdSchema().optional(),
  erzeugerId: textIdSchema().optional(),
  von: kalendertagSchema.optional(),
  bis: kalendertagSchema.optional(),
});
