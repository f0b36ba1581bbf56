import { z } from 'zod';
import { isoDatum, type AuftragStatus } from './auftrag';
import { idSchema, optionalText, text } from './validation';

/** POST /api/v1/auftrag/{id}/report-problem: what is wrong, in the producer's words (sent to disposer and support). */
export const problemMeldenSchema = z.object({
  beschreibung: text().trim().min(1, 'Bitte beschreiben Sie das Problem.').max(2000, 'Höchstens 2000 Zeichen.'),
});

/**
 * PUT /api/v1/auftrag/{id}: what staff may correct on an order (decisions.md "Bearbeiten eines
 * Auftrags"); a field left out stays as it is, null clears an optional one.
 */
export const auftragAendernSchema = z
  .object({
    wunschLiefertermin: isoDatum.optional(),
    wunschAbholtermin: isoDatum.nullable().optional(),
    lieferterminUnbekannt: z.boolean().optional(),
    anzahl: z.number().int().min(1, 'Mindestens ein Behälter.').max(99, 'Höchstens 99 Behälter.').optional(),
    // Left out: unchanged; empty or null: removed.
    kommentar: text()
      .trim()
      .max(2000, 'Höchstens 2000 Zeichen.')
      .nullable()
      .optional()
      .transform((v) => (v === '' ? null : v)),
  })
  .refine((a) => !a.wunschAbholtermin || !a.wunschLiefertermin || a.wunschAbholtermin >= a.wunschLiefertermin, {
    path: ['wunschAbholtermin'],
    message: 'Der Abholtermin darf nicht vor dem Liefertermin liegen.',
  });
export type AuftragAendernBody = z.input<typeof auftragAendernSchema>;

/** Change waste type / new price calculation: the fraction and waste key (the same ones for a new price only). */
export const abfallartSchema = z.object({
  fraktionId: idSchema('Bitte eine Fraktion wählen.'),
  abfallschluessel: z.string().regex(/^\d{6}$/, 'Bitte einen Abfallschlüssel wählen.'),
});
export type AbfallartBody = z.input<typeof abfallartSchema>;

/** The price before and after, shown before saving; null where no price was found. */
export const abfallartVorschauSchema = z.object({
  vorher: z.number().nullable(),
  nachher: z.number().nullable(),
  differenz: z.number().nullable(),
  /** Why no price was found for the new choice (spec § 8 price lookup messages). */
  meldung: z.string().nullable(),
  /** The order revision the preview was computed on; the save sends it back as If-Match. */
  version: z.number().int(),
});
export type AbfallartVorschau = z.infer<typeof abfallartVorschauSchema>;

/** POST /api/v1/auftrag/nachtrag: containers already on site (spec § 2 "nachtragen"); the delivery lies in the past. */
export const auftragNachtragenSchema = z.object({
  erzeugerId: idSchema(),
  anfallstelleId: idSchema('Bitte eine Anfallstelle wählen.'),
  fraktionId: idSchema('Bitte eine Fraktion wählen.'),
  abfallschluessel: z.string().regex(/^\d{6}$/, 'Bitte einen Abfallschlüssel wählen.'),
  behaelterId: idSchema('Bitte einen Behälter wählen.'),
  anzahl: z.number().int().min(1, 'Mindestens ein Behälter.').max(99, 'Höchstens 99 Behälter.'),
  entsorgerId: idSchema('Bitte einen Entsorger wählen.'),
  liefertermin: isoDatum,
  kommentar: optionalText(2000),
  begruendungGemischt: optionalText(2000),
});
export type AuftragNachtragenBody = z.input<typeof auftragNachtragenSchema>;

/** Finished orders are records: they are no longer edited, re-priced or given another waste type. */
export const AUFTRAG_ABGESCHLOSSEN: readonly AuftragStatus[] = [
  'ABRECHNUNG',
  'AUFTRAG_ABGESCHLOSSEN',
  'AUFTRAG_STORNIERT',
  'AUFTRAG_STORNIERT_VOR_FREIGABE',
  'ANFRAGE_ABGELEHNT',
  'BESTELLUNG_ABGELEHNT',
];

/**
 * A new waste type or price needs a disposer's agreement and must not slip past an approval: not
 * while offers are asked (no disposer yet, the offer is the price) nor while an approver decides on
 * the price shown to them.
 */
export const AUFTRAG_OHNE_PREISAENDERUNG: readonly AuftragStatus[] = [
  ...AUFTRAG_ABGESCHLOSSEN,
  'WARTEN_AUF_ANGEBOT',
  'ANGEBOT_AN_KUNDEN',
  'BESTELLUNG_ZUR_FREIGABE',
];

/**
 * Only orders that never led to a service may be deleted: cancelled, declined, or a request nobody
 * took up. Anything delivered stays, because invoices and documentation refer to it.
 */
export const AUFTRAG_LOESCHBAR: readonly AuftragStatus[] = [
  'AUFTRAG_STORNIERT',
  'AUFTRAG_STORNIERT_VOR_FREIGABE',
  'ANFRAGE_ABGELEHNT',
  'BESTELLUNG_ABGELEHNT',
];
