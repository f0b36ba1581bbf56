import { z } from 'zod';
import { emailSchema, MELDUNGEN, optionalText, pflichtText, plzSchema, telefonSchema, text, ustIdSchema } from './validation';

/** Uploads of the company data (power of attorney, logo; spec §§ 7, 9): the browser gives up after 60 s, the server too. */
export const UPLOAD_TIMEOUT_MS = 60_000;

const leerWirdNull = (v: string): string | null => (v === '' ? null : v);

/** A postal code that must be given (addresses): 5 digits. */
const pflichtPlz = plzSchema.refine((v) => v !== '', MELDUNGEN.pflichtfeld);

/**
 * Head office (PUT /api/v1/firmendaten/firmenhauptsitz). The company name is not part of it: it is
 * the producer's registered name, which support changes.
 */
export const firmenhauptsitzSchema = z.object({
  strasse: pflichtText(200),
  adresszusatz: optionalText(200),
  plz: pflichtPlz,
  ort: pflichtText(100),
  land: pflichtText(100),
  ustId: ustIdSchema.transform(leerWirdNull),
  bestellUnterschrift: optionalText(500),
});
export type FirmenhauptsitzEingabe = z.input<typeof firmenhauptsitzSchema>;

/** Contact data of the company (PUT /api/v1/firmendaten/kontaktdaten). */
export const firmenKontaktdatenSchema = z.object({
  telefon: telefonSchema.transform(leerWirdNull),
  fax: telefonSchema.transform(leerWirdNull),
  supportEmail: emailSchema.transform(leerWirdNull),
  rechnungsEmail: emailSchema.transform(leerWirdNull),
});
export type FirmenKontaktdatenEingabe = z.input<typeof firmenKontaktdatenSchema>;

/** A further company site or an invoice address (POST/PUT firmenadressen, rechnungsadressen). */
export const adresseSchema = z.object({
  name: pflichtText(200),
  strasse: pflichtText(200),
  adresszusatz: optionalText(200),
  plz: pflichtPlz,
  ort: pflichtText(100),
  land: text()
    .trim()
    .max(100)
    .optional()
    .transform((v) => (v ? v : 'Deutschland')),
});
export type AdresseEingabe = z.input<typeof adresseSchema>;

const textOderNull = z.string().nullable();
/** The record's version: sent back as If-Match on an edit (lost updates answer 409). */
const version = z.number().int();

/** GET/PUT firmenhauptsitz; `version` is the producer record's (staff's producer form edits the same row). */
export const firmenhauptsitzAntwortSchema = z.object({
  erzeugerId: z.number(),
  name: z.string(),
  strasse: textOderNull,
  adresszusatz: textOderNull,
  plz: textOderNull,
  ort: textOderNull,
  land: z.string(),
  ustId: textOderNull,
  bestellUnterschrift: textOderNull,
  /** Where the browser loads the logo; null while there is none. */
  logoUrl: textOderNull,
  version,
});
export type Firmenhauptsitz = z.infer<typeof firmenhauptsitzAntwortSchema>;

/** GET/PUT kontaktdaten; the same producer record, so the same version as the head office. */
export const firmenKontaktdatenAntwortSchema = z.object({
  telefon: textOderNull,
  fax: textOderNull,
  supportEmail: textOderNull,
  rechnungsEmail: textOderNull,
  version,
});
export type FirmenKontaktdaten = z.infer<typeof firmenKontaktdatenAntwortSchema>;

export const adresseAntwortSchema = z.object({
  id: z.number(),
  name: z.string(),
  strasse: z.string(),
  adresszusatz: textOderNull,
  plz: z.string(),
  ort: z.string(),
  land: z.string(),
  version,
});
export type Adresse = z.infer<typeof adresseAntwortSchema>;

/** GET /api/v1/firmendaten/vollmacht: the signed power of attorney on file, or nothing yet. */
export const vollmachtInfoSchema = z.union([
  z.object({ dateiname: z.string(), hochgeladenAm: z.string() }),
  z.object({ dateiname: z.null(), hochgeladenAm: z.null() }),
]);
export type VollmachtInfo = z.infer<typeof vollmachtInfoSchema>;
