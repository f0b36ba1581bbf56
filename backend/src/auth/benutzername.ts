/**
 * The one form a user name is compared in, by the limiter and by the account lookup alike:
 * NFKC folds look-alike forms (full-width letters, ligatures), lower case folds case. Without
 * one shared form, "ADMIN@…" or "ａdmin@…" would count against a different limiter key than
 * the account they sign in to.
 */
export const normalisiereBenutzername = (name: string): string => name.normalize('NFKC').trim().toLowerCase();

/** The stored e-mail in the same form, for SQL (PostgreSQL's normalize() is NFC by default). */
export const NORMALISIERTE_EMAIL_SQL = 'lower(normalize(email, NFKC))';
