import { z } from 'zod';

/** German messages of the validation rules (spec § 5), shared by server and front end. */
export const MELDUNGEN = {
  pflichtfeld: 'Dieses Feld ist ein Pflichtfeld.',
  plz: 'Keine valide Postleitzahl',
  email: 'Keine gültige E-Mailadresse',
  ustId: 'Keine gültige Umsatzsteuer-ID (DE und 9 Ziffern)',
  passwortLaenge: 'Das Passwort muss mindestens 8 Zeichen lang sein.',
  passwortZiffer: 'Das Passwort muss mindestens eine Ziffer enthalten.',
  passwortSonderzeichen: 'Das Passwort muss mindestens ein Sonderzeichen enthalten.',
  passwortGross: 'Das Passwort muss mindestens einen Großbuchstaben enthalten.',
  passwortKlein: 'Das Passwort muss mindestens einen Kleinbuchstaben enthalten.',
  passwortUngleich: 'Die Passwörter stimmen nicht überein.',
  maxUploadFileSizeExceeded: 'Die Datei ist zu groß (höchstens 20 MB).',
  passwortMaxLaenge: 'Das Passwort darf höchstens 128 Zeichen lang sein.',
  passwortHaeufig:
    'Dieses Passwort ist zu leicht zu erraten (es steht auf einer Liste häufig verwendeter Passwörter). Bitte wählen Sie ein anderes.',
  steuerzeichen: 'Die Eingabe enthält ein unzulässiges Steuerzeichen.',
  benutzernameLang: 'Die E-Mail-Adresse oder der Benutzername darf höchstens 254 Zeichen lang sein.',
} as const;

export const PASSWORT_MIN_LAENGE = 8;
/** One maximum for setting and for signing in; long passphrases are welcome, argon2 hashes any length. */
export const PASSWORT_MAX_LAENGE = 128;
/** The longest e-mail address (RFC 5321 path limit); also the longest sign-in name. */
export const BENUTZERNAME_MAX_LAENGE = 254;

/**
 * Every text input: no NUL character. PostgreSQL cannot store it in text and answered 500;
 * other control characters are kept (a pasted tab in a remark is harmless).
 */
export const text = () => z.string({ error: MELDUNGEN.pflichtfeld }).refine((v) => !v.includes('\u0000'), MELDUNGEN.steuerzeichen);
export const UPLOAD_MAX_BYTES = 20 * 1024 * 1024;

/** Required string: trimmed, not empty (spec § 5). */
export const pflichtText = (max = 255) => text().trim().min(1, MELDUNGEN.pflichtfeld).max(max, `Höchstens ${max} Zeichen.`);

/** Optional string: trimmed; empty becomes null. */
export const optionalText = (max = 255) =>
  text()
    .trim()
    .max(max, `Höchstens ${max} Zeichen.`)
    .nullish()
    .transform((v) => (v === undefined || v === null || v === '' ? null : v));

/** Postal code: exactly 5 digits, empty allowed. */
export const plzSchema = text()
  .trim()
  .refine((v) => v === '' || /^\d{5}$/.test(v), MELDUNGEN.plz);

/** Email: standard pattern, empty allowed. */
export const emailSchema = text()
  .trim()
  .refine((v) => v === '' || z.email().safeParse(v).success, MELDUNGEN.email);

/** VAT id: DE followed by 9 digits, empty allowed. */
export const ustIdSchema = text()
  .trim()
  .refine((v) => v === '' || /^DE\d{9}$/.test(v), MELDUNGEN.ustId);

/** Phone or fax number (spec § 5): digits with an optional leading +, spaces, ( ) / -; empty allowed. */
export const telefonSchema = text()
  .trim()
  .refine((v) => v === '' || /^\+?[0-9][0-9 ()/-]{4,}$/.test(v), 'Keine gültige Telefonnummer');

/** Password rules (spec § 5): at least 8 characters, digit, special, upper and lower case. */
export const passwortSchema = text()
  .min(PASSWORT_MIN_LAENGE, MELDUNGEN.passwortLaenge)
  .max(PASSWORT_MAX_LAENGE, MELDUNGEN.passwortMaxLaenge)
  .regex(/\d/, MELDUNGEN.passwortZiffer)
  .regex(/[^\p{L}\p{N}\s]/u, MELDUNGEN.passwortSonderzeichen)
  .regex(/\p{Lu}/u, MELDUNGEN.passwortGross)
  .regex(/\p{Ll}/u, MELDUNGEN.passwortKlein);

/** Every rule the password breaks, for showing them all at once. */
export const passwortFehler = (passwort: string): string[] => {
  const result = passwortSchema.safeParse(passwort);
  return result.success ? [] : result.error.issues.map((i) => i.message);
};

/** Own password change (POST /api/v1/benutzer/password). */
export const passwortAendernSchema = z
  .object({
    oldPassword: text().min(1, MELDUNGEN.pflichtfeld).max(PASSWORT_MAX_LAENGE, MELDUNGEN.passwortMaxLaenge),
    newPassword: passwortSchema,
    newPasswordRepeat: text(),
  })
  .refine((v) => v.newPassword === v.newPasswordRepeat, {
    message: MELDUNGEN.passwortUngleich,
    path: ['newPasswordRepeat'],
  });

/** New password from a reset link (POST /api/v1/benutzer/profil/passwortvergessen). */
export const passwortZuruecksetzenSchema = z
  .object({
    token: text().min(1, MELDUNGEN.pflichtfeld).max(100, MELDUNGEN.pflichtfeld),
    password: passwortSchema,
    passwordRepeat: text(),
  })
  .refine((v) => v.password === v.passwordRepeat, { message: MELDUNGEN.passwortUngleich, path: ['passwordRepeat'] });

export const ANREDEN = ['FRAU', 'HERR'] as const;

/** Own contact data (POST /api/v1/benutzer/profil, form fields). */
export const kontaktdatenSchema = z.object({
  anrede: z.enum([...ANREDEN, ''], { error: 'Bitte wählen Sie Frau, Herr oder keine Angabe.' }).transform((v) => (v === '' ? null : v)),
  vorname: pflichtText(100),
  nachname: pflichtText(100),
  telefon: text()
    .trim()
    .refine((v) => v === '' || /^\+?[0-9][0-9 ()/-]{4,}$/.test(v), 'Keine gültige Telefonnummer')
    .transform((v) => (v === '' ? null : v)),
});

/** Sign-in name as typed (POST /api/login): the server normalises it before any comparison. */
export const benutzernameSchema = text()
  .trim()
  .min(1, 'Bitte geben Sie Ihre E-Mail-Adresse oder Ihren Benutzernamen ein.')
  .max(BENUTZERNAME_MAX_LAENGE, MELDUNGEN.benutzernameLang);

/** Password as typed at sign-in: the same maximum as when it is set. */
export const anmeldePasswortSchema = text()
  .min(1, 'Bitte geben Sie Ihr Passwort ein.')
  .max(PASSWORT_MAX_LAENGE, MELDUNGEN.passwortMaxLaenge);

/** The id of a relational record in a path or a form: PostgreSQL's integer, nothing larger. */
export const recordId = z.coerce.number().int().positive().max(2_147_483_647);

/** Path parameters `{ id }` of a relational record. */
export const idParams = z.object({ id: recordId });
