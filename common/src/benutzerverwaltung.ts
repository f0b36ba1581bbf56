import { z } from 'zod';
import { ROLLEN, type Permission } from './permissions';
import { ANREDEN, emailSchema, idSchema, MELDUNGEN, optionalText, personAntwortFelder, pflichtText, text } from './validation';

/** Spec § 5 (email unique) with § 8 (email unavailable: log in or contact support). */
export const EMAIL_VERGEBEN = 'Diese E-Mail-Adresse ist bereits vergeben. Bitte melden Sie sich an oder wenden Sie sich an den Support.';
/** Spec § 5: a user needs at least one permission. */
export const MINDESTENS_EINE_BERECHTIGUNG = 'Ein Benutzer benötigt mindestens eine Berechtigung.';

/**
 * What a producer's user may hold. Staff permissions (VIEW_ALL_*, master data, receipts,
 * tenants) are never handed out by a producer's user management (spec § 6).
 */
export const ERZEUGER_BERECHTIGUNGEN = [
  'VIEW_DASHBOARD',
  'VIEW_FIRMENDATEN',
  'VIEW_OWN_PROFILE',
  'VIEW_DOKUMENTATION',
  'EDIT_DOKUMENTATION',
  'VIEW_OWN_LEISTUNG',
  'MANAGE_USERS',
  'INVITE_DELAYED',
  'CUSTOM_BELA_VIEW_LEISTUNGSNUMMER',
  'VIEW_AUFTRAG',
  'EDIT_AUFTRAG',
  'VIEW_ANFALLSTELLE',
  'VIEW_ENTSORGER',
] as const satisfies readonly Permission[];
export type ErzeugerBerechtigung = (typeof ERZEUGER_BERECHTIGUNGEN)[number];

const anrede = z
  .enum([...ANREDEN, ''], { error: 'Bitte wählen Sie Frau, Herr oder keine Angabe.' })
  .nullish()
  .transform((v) => (v === '' || v === undefined ? null : v));

const telefon = text()
  .trim()
  .refine((v) => v === '' || /^\+?[0-9][0-9 ()/-]{4,}$/.test(v), 'Keine gültige Telefonnummer')
  .nullish()
  .transform((v) => (v === '' || v === undefined ? null : v));

/** Euro amount, at most two decimals; empty means no limit. */
const bestellwertGrenze = z
  .number({ error: 'Bitte geben Sie einen Betrag in Euro ein.' })
  .min(0, 'Die Bestellwertgrenze darf nicht negativ sein.')
  .max(9_999_999_999, 'Die Bestellwertgrenze ist zu hoch.')
  .multipleOf(0.01, 'Höchstens zwei Nachkommastellen.')
  .nullish()
  .transform((v) => v ?? null);

const kontakt = {
  anrede,
  vorname: pflichtText(100),
  nachname: pflichtText(100),
  // Stored as NFKC, the form sign-in compares in, so a full-width look-alike is the same address.
  email: text()
    .transform((v) => v.normalize('NFKC'))
    .pipe(emailSchema)
    .pipe(text().min(1, MELDUNGEN.pflichtfeld).max(254, MELDUNGEN.benutzernameLang)),
  telefon,
  bestellwertGrenze,
  unterschriftZusatz: optionalText(500),
};

export const berechtigungenSchema = z
  .array(z.enum(ERZEUGER_BERECHTIGUNGEN, { error: 'Diese Berechtigung kann hier nicht vergeben werden.' }), {
    error: MINDESTENS_EINE_BERECHTIGUNG,
  })
  .min(1, MINDESTENS_EINE_BERECHTIGUNG)
  .transform((l) => [...new Set(l)]);

/** POST /api/v1/benutzer: a new user of the producer (staff name the producer). */
export const benutzerAnlegenSchema = z.object({
  ...kontakt,
  erzeugerId: idSchema().optional(),
  berechtigungen: berechtigungenSchema.optional(),
});
export type BenutzerAnlegen = z.input<typeof benutzerAnlegenSchema>;

/** PUT /api/v1/benutzer/{id}. */
export const benutzerAendernSchema = z.object({
  ...kontakt,
  aktiv: z.boolean({ error: 'aktiv muss wahr oder falsch sein.' }),
});
export type BenutzerAendern = z.input<typeof benutzerAendernSchema>;

/** GET/PUT /api/v1/benutzerberechtigung/{id}. */
export const benutzerberechtigungSchema = z.object({ berechtigungen: berechtigungenSchema });

/** The answer of GET/PUT /api/v1/benutzerberechtigung/{id}; `version` is the user account's (ETag). */
export const benutzerberechtigungAntwortSchema = z.object({
  id: z.number(),
  berechtigungen: z.array(z.enum(ERZEUGER_BERECHTIGUNGEN)),
  version: z.number().int(),
});
export type Benutzerberechtigung = z.infer<typeof benutzerberechtigungAntwortSchema>;

/** A row of GET /api/v1/erzeuger/{id}/benutzer and the answer of GET /api/v1/benutzer/{id}; `version` for If-Match. */
export const verwalteterBenutzerSchema = z.object({
  ...personAntwortFelder,
  rolle: z.enum(ROLLEN),
  erzeugerId: z.number(),
  bestellwertGrenze: z.number().nullable(),
  unterschriftZusatz: z.string().nullable(),
});
export type VerwalteterBenutzer = z.infer<typeof verwalteterBenutzerSchema>;
