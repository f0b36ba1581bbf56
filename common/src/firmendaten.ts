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

export type Firmenhauptsitz = {
  erzeugerId: number;
  name: string;
  strasse: string | null;
  adresszusatz: string | null;
  plz: string | null;
  ort: string | null;
  land: string;
  ustId: string | null;
  bestellUnterschrift: string | null;
  /** Where the browser loads the logo; null while there is none. */
  logoUrl: string | null;
};

export type FirmenKontaktdaten = {
  telefon: string | null;
  fax: string | null;
  supportEmail: string | null;
  rechnungsEmail: string | null;
};

export type Adresse = {
  id: number;
  name: string;
  strasse: string;
  adresszusatz: string | null;
  plz: string;
  ort: string;
  land: string;
};

/** GET /api/v1/firmendaten/vollmacht: the signed power of attorney on file, or nothing yet. */
export type VollmachtInfo = { dateiname: string; hochgeladenAm: string } | { dateiname: null; hochgeladenAm: null };
