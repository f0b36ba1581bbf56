export { normalisiereBenutzername } from '@abfallportal/common/anmeldung';

/** The stored e-mail in the same form, for SQL (PostgreSQL's normalize() is NFC by default). */
export const NORMALISIERTE_EMAIL_SQL = 'lower(normalize(email, NFKC))';
