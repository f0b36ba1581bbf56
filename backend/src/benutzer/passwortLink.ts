import { addDays, addHours } from 'date-fns';
import type { Knex } from 'knex';
import { newToken, sha256 } from '../platform/tokens';

/** Reset links (password forgotten) work once and expire after one hour. */
export const LINK_GUELTIG_STUNDEN = 1;
/** An invitation or registration reaches people who may not read mail every hour: 7 days. */
export const EINLADUNG_GUELTIG_TAGE = 7;

/** `zuruecksetzen`: a new password for an existing one; `erstellen`: the first password of an invited or registered account. */
export type PasswortLinkArt = 'zuruecksetzen' | 'erstellen';

/**
 * The one way to make a password link: a random token, single use, whose hash goes into
 * passwort_token inside the caller's transaction (with the mail that carries the link). Returns the
 * link; the front end's page for it sets the password through the reset flow (passwortVergessen.ts).
 */
export async function createPasswortLink(
  trx: Knex.Transaction,
  e: { publicUrl: string; benutzerId: number; art: PasswortLinkArt; jetzt: Date },
): Promise<string> {
  const token = newToken();
  await trx('passwort_token').insert({
    token_hash: sha256(token),
    benutzer_id: e.benutzerId,
    gueltig_bis: e.art === 'zuruecksetzen' ? addHours(e.jetzt, LINK_GUELTIG_STUNDEN) : addDays(e.jetzt, EINLADUNG_GUELTIG_TAGE),
    erstellt_am: e.jetzt,
  });
  return `${e.publicUrl}/passwort-${e.art}/${token}`;
}
