import { z } from 'zod';
import { ONBOARDING_SCHRITTE } from './benutzerInfo';
import { anmeldePasswortSchema, BENUTZERNAME_MAX_LAENGE, benutzernameSchema, MELDUNGEN, text } from './validation';

/**
 * The one form a user name is compared in, by the limiter and by the account lookup alike:
 * NFKC folds look-alike forms (full-width letters, ligatures), lower case folds case. Without
 * one shared form, "ADMIN@…" or "ａdmin@…" would count against a different limiter key than
 * the account they sign in to.
 */
export const normalisiereBenutzername = (name: string): string => name.normalize('NFKC').trim().toLowerCase();

/** POST /api/login (spec § 7). */
export const loginSchema = z.object({
  username: benutzernameSchema.transform(normalisiereBenutzername),
  password: anmeldePasswortSchema,
  verificationCode: z.string().trim().max(12).optional().nullable(),
});
export type LoginBody = z.input<typeof loginSchema>;

/** POST /api/recreate-verification-code. */
export const codeNeuSendenSchema = loginSchema.pick({ username: true, password: true });

/** POST /api/v1/benutzer/profil/passwortvergessen/anfrage. */
export const passwortVergessenAnfrageSchema = z.object({
  email: text()
    .trim()
    .min(1, 'Bitte geben Sie Ihre E-Mail-Adresse ein.')
    .max(BENUTZERNAME_MAX_LAENGE, MELDUNGEN.benutzernameLang)
    .transform(normalisiereBenutzername),
});

/** PUT /api/v1/benutzer/onboarding/{schritt}. */
export const onboardingSchema = z.object({ completed: z.boolean({ error: 'completed muss wahr oder falsch sein.' }) });
export const onboardingSchrittSchema = z.enum(ONBOARDING_SCHRITTE, { error: 'Unbekannter Onboarding-Schritt.' });
