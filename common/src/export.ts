import { z } from 'zod';
import { kalendertagSchema, recordId, uuidIdParams } from './validation';

/**
 * Exports of the documentation (issue 20, spec §§ 4, 7 "Exporter"): a PDF per site or for all sites
 * of a producer, an Excel workbook per producer (mandant) or per holding. They run in the
 * background; a mail with a download link follows.
 */
export const EXPORT_ARTEN = ['PDF_STANDORT', 'PDF_ALLE_STANDORTE', 'XLSX_MANDANT', 'XLSX_HOLDING', 'PDF_GEWABFV'] as const;
export type ExportArt = (typeof EXPORT_ARTEN)[number];

export const EXPORT_STATUS = ['WARTET', 'LAEUFT', 'FERTIG', 'FEHLER'] as const;
export type ExportStatus = (typeof EXPORT_STATUS)[number];

export const EXPORT_ART_TEXT: Record<ExportArt, string> = {
  PDF_STANDORT: 'PDF der Anfallstelle',
  PDF_ALLE_STANDORTE: 'PDF aller Anfallstellen',
  XLSX_MANDANT: 'Excel des Erzeugers',
  XLSX_HOLDING: 'Excel der Holding',
  PDF_GEWABFV: 'GewAbfV-Paket der Anfallstelle',
};

export const EXPORT_MELDUNGEN = {
  /** Spec § 8. */
  keineDaten: 'Der Export findet keine Daten im Zeitraum.',
  zeitraum: 'Der Zeitraum ist ungültig: der Beginn liegt nach dem Ende.',
  nichtGefunden: 'Diesen Export gibt es nicht.',
  abgelaufen: 'Der Download-Link ist abgelaufen. Bitte erstellen Sie den Export neu.',
  nochNichtFertig: 'Der Export wird noch erstellt. Sie erhalten eine E-Mail, sobald er fertig ist.',
  fehlgeschlagen: 'Der Export konnte nicht erstellt werden. Bitte versuchen Sie es erneut.',
  keineHolding: 'Dieser Erzeuger ist keine Holding.',
  /** The GewAbfV package covers one calendar year of one site. */
  einJahr: 'Das GewAbfV-Paket umfasst genau ein Kalenderjahr (1. Januar bis 31. Dezember).',
} as const;

/** The payload of every export request (spec § 7: beginn, ende, includeAttachments; force as a query flag or field). */
export const exportAnfrageSchema = z
  .object({
    beginn: kalendertagSchema,
    ende: kalendertagSchema,
    includeAttachments: z.boolean().default(false),
    force: z.boolean().default(false),
  })
  .strict()
  .refine((a) => a.beginn <= a.ende, { message: EXPORT_MELDUNGEN.zeitraum, path: ['ende'] });
export type ExportAnfrage = z.infer<typeof exportAnfrageSchema>;

export const exportIdParams = uuidIdParams;
export const exportErzeugerParams = z.object({ erzeugerId: recordId });
export const exportStandortParams = z.object({ anfallstelleId: recordId });

/** One export as its requester sees it. */
export const exportSchema = z.object({
  id: z.uuid(),
  art: z.enum(EXPORT_ARTEN),
  status: z.enum(EXPORT_STATUS),
  erzeugerId: z.number().int(),
  anfallstelleId: z.number().int().nullable(),
  beginn: z.string(),
  ende: z.string(),
  includeAttachments: z.boolean(),
  erstelltAm: z.string(),
  fertigAm: z.string().nullable(),
  gueltigBis: z.string().nullable(),
  dateiName: z.string().nullable(),
  /** The API path of the file once it is ready; the mail links to the completion page with it as downloadUrl. */
  downloadUrl: z.string().nullable(),
  /** True when an earlier export of the same scope and period was handed back instead of a new one. */
  wiederverwendet: z.boolean(),
  fehler: z.string().nullable(),
});
export type ExportInfo = z.infer<typeof exportSchema>;

/**
 * The request of the GewAbfV package of one site (issue 20): the export body, restricted to one
 * calendar year (beginn 1 January, ende 31 December of the same year). The receipts are always
 * part of the package, so includeAttachments is accepted for the common export dialog but ignored.
 */
export const gewabfvAnfrageSchema = z
  .object({
    beginn: kalendertagSchema,
    ende: kalendertagSchema,
    includeAttachments: z.boolean().default(true),
    force: z.boolean().default(false),
  })
  .strict()
  .refine((a) => a.beginn.slice(0, 4) === a.ende.slice(0, 4) && a.beginn.slice(5) === '01-01' && a.ende.slice(5) === '12-31', {
    message: EXPORT_MELDUNGEN.einJahr,
    path: ['ende'],
  });
export type GewabfvAnfrage = z.infer<typeof gewabfvAnfrageSchema>;
