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
  ungueltigesZeichen: 'Die Eingabe enthält ein ungültiges Zeichen.',
  datum: 'Bitte ein gültiges Datum angeben.',
  datumBereich: 'Das Datum muss zwischen dem 01.01.2000 und dem 31.12.2100 liegen.',
  benutzernameLang: 'Die E-Mail-Adresse oder der Benutzername darf höchstens 254 Zeichen lang sein.',
} as const;

/** The largest PostgreSQL integer: every id of ours is one (serial), and a larger one fails the query instead of finding nothing. */
export const MAX_ID = 2_147_483_647;
const ID_MELDUNG = 'Diesen Eintrag gibt es nicht.';

/** An id in a JSON body: a positive integer that fits PostgreSQL's integer. */
export const idSchema = (meldung?: string) =>
  z
    .number(meldung ? { error: meldung } : undefined)
    .int(meldung)
    .positive(meldung)
    .max(MAX_ID, meldung ?? ID_MELDUNG);

/** An id as it arrives in a path, a query string or a list filter (text or number); the same bounds. */
export const textIdSchema = (meldung?: string) =>
  z.coerce
    .number(meldung ? { error: meldung } : undefined)
    .int(meldung)
    .positive(meldung)
    .max(MAX_ID, meldung ?? ID_MELDUNG);

/**
 * The days the portal accepts (docs/decisions.md): no order, agreement or certificate of a waste
 * business lies before 2000 or after 2100, and the bounds keep every day within what PostgreSQL's
 * `date` and JavaScript's Date agree on (year 0 passes Date, PostgreSQL refuses it).
 */
export const ERSTER_KALENDERTAG = '2000-01-01';
export const LETZTER_KALENDERTAG = '2100-12-31';

/** yyyy-MM-dd naming a day that exists (no 2026-02-30); says nothing about the bounds. */
export function istKalendertag(v: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
  const tag = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(tag.getTime()) && tag.toISOString().startsWith(v);
}

/** Within the days the portal accepts; for yyyy-MM-dd the text order is the calendar order. */
export function imKalenderBereich(tag: string): boolean {
  return tag >= ERSTER_KALENDERTAG && tag <= LETZTER_KALENDERTAG;
}

/** Every date input (DESIGN § 8): a real calendar day yyyy-MM-dd within the accepted years. */
export const kalendertagSchema = z
  .string({ error: MELDUNGEN.datum })
  .refine(istKalendertag, { message: MELDUNGEN.datum, abort: true })
  .refine(imKalenderBereich, MELDUNGEN.datumBereich);

export const PASSWORT_MIN_LAENGE = 8;
/** One maximum for setting and for signing in; long passphrases are welcome, argon2 hashes any length. */
export const PASSWORT_MAX_LAENGE = 128;
/** The longest e-mail address (RFC 5321 path limit); also the longest sign-in name. */
export const BENUTZERNAME_MAX_LAENGE = 254;

/**
 * Half of a UTF-16 pair without its other half. JSON lets "\ud800" through, but it is no character:
 * PostgreSQL's jsonb refuses it (the event store answered 500) and UTF-8 cannot encode it.
 */
const EINZELNES_SURROGAT = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The message for a text PostgreSQL cannot store, or null when it can: the one rule for NUL and lone surrogates. */
export function unzulaessigesZeichen(v: string): string | null {
  if (v.includes('\u0000')) return MELDUNGEN.steuerzeichen;
  return EINZELNES_SURROGAT.test(v) ? MELDUNGEN.ungueltigesZeichen : null;
}

/**
 * Every text input: no NUL character and no lone surrogate, which PostgreSQL cannot store (it
 * answered 500); other control characters are kept (a pasted tab in a remark is harmless).
 */
export const text = () =>
  z.string({ error: MELDUNGEN.pflichtfeld }).superRefine((v, ctx) => {
    const meldung = unzulaessigesZeichen(v);
    if (meldung) ctx.addIssue({ code: 'custom', message: meldung });
  });
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

/** The person fields every user account answers with (producer users and staff accounts alike). */
export const personAntwortFelder = {
  id: z.number(),
  email: z.string(),
  anrede: z.enum(ANREDEN).nullable(),
  vorname: z.string(),
  nachname: z.string(),
  telefon: z.string().nullable(),
  aktiv: z.boolean(),
  zugangsdatenGesendetAm: z.string().nullable(),
  version: z.number().int(),
};

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
export const recordId = z
  .union([z.number(), z.string().regex(/^\d{1,10}$/)])
  .transform(Number)
  .pipe(z.number().int().positive().max(2_147_483_647));

/** Path parameters `{ id }` of a relational record. */
export const idParams = z.object({ id: recordId });

/** A UUID as written anywhere (any case), kept in lower case like the streams and tables store it. */
export const UUID_MUSTER = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const uuidText = (meldung?: string) =>
  z
    .string()
    .regex(UUID_MUSTER, meldung)
    .transform((v) => v.toLowerCase());

/** Path parameters `{ id }` of an event-sourced record or a row keyed by UUID (receipt, quantity, export, mail entry). */
export const uuidIdParams = z.object({ id: uuidText() });

/**
 * Spec § 5: a required value that is null or undefined raises "Expected 'val' to be defined, but
 * received" followed by the value. For values the code relies on (a record the server must have sent,
 * a field a form must have filled): a broken assumption fails loudly at its cause, not later elsewhere.
 */
export function assertDefiniert<T>(val: T): asserts val is NonNullable<T> {
  if (val === undefined || val === null) throw new Error(`Expected 'val' to be defined, but received ${String(val)}`);
}
