import { addHours } from 'date-fns';
import { z } from 'zod';
import { passwortZuruecksetzenSchema } from '@abfallportal/common/validation';
import { hashPasswort } from '../auth/passwort';
import { neuesToken, sha256 } from '../auth/tokens';
import type { Db } from '../platform/db';
import { HttpError } from '../platform/http/httpError';
import { enqueueMail } from '../platform/mail/outbox';

/** Reset links work once and expire after one hour. */
export const LINK_GUELTIG_STUNDEN = 1;
export const LINK_UNGUELTIG = 'Der Link ist abgelaufen oder wurde bereits verwendet. Bitte fordern Sie einen neuen an.';

const ungueltig = (): HttpError => new HttpError(410, LINK_UNGUELTIG, { code: 'TOKEN_INVALID' });

export const AnfrageSchema = z.object({ email: z.string().trim().min(1, 'Bitte geben Sie Ihre E-Mail-Adresse ein.').max(320) });

/** Mails a reset link when the account exists; answers the same either way. */
export const passwortLinkAnfordern = async (db: Db, publicUrl: string, email: string, jetzt: Date): Promise<void> => {
  await db.transaction(async (trx) => {
    const konto = (await trx('benutzer').whereRaw('lower(email) = lower(?)', [email]).andWhere({ aktiv: true }).first('id', 'email')) as
      { id: number; email: string } | undefined;
    if (!konto) return;
    const token = neuesToken();
    await trx('passwort_token').insert({
      token_hash: sha256(token),
      benutzer_id: konto.id,
      gueltig_bis: addHours(jetzt, LINK_GUELTIG_STUNDEN),
      erstellt_am: jetzt,
    });
    const link = `${publicUrl}/passwort-zuruecksetzen/${token}`;
    await enqueueMail(trx, {
      empfaenger: konto.email,
      betreff: 'Passwort zurücksetzen – Abfallportal',
      text: `Guten Tag,\n\nüber den folgenden Link vergeben Sie ein neues Passwort:\n${link}\n\nDer Link ist ${LINK_GUELTIG_STUNDEN} Stunde gültig und funktioniert einmal. Wenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail.\n\nIhr Abfallportal`,
      links: [link],
      anlass: 'PASSWORT_VERGESSEN',
    });
  });
};

type TokenRow = { benutzer_id: number; email: string };

const gueltigesToken = (db: Db, token: string, jetzt: Date) =>
  db('passwort_token as t')
    .join('benutzer as b', 'b.id', 't.benutzer_id')
    .where('t.token_hash', sha256(token))
    .whereNull('t.verbraucht_am')
    .andWhere('t.gueltig_bis', '>', jetzt)
    .andWhere('b.aktiv', true);

export const pruefeLink = async (db: Db, token: string, jetzt: Date): Promise<{ email: string }> => {
  const row = (await gueltigesToken(db, token, jetzt).first('b.email')) as TokenRow | undefined;
  if (!row) throw ungueltig();
  return { email: row.email };
};

/** Sets the new password and uses the link up, in one transaction; a second use finds nothing. */
export const passwortZuruecksetzen = async (db: Db, body: unknown, jetzt: Date): Promise<void> => {
  const eingabe = passwortZuruecksetzenSchema.parse(body);
  const hash = await hashPasswort(eingabe.password);
  await db.transaction(async (trx) => {
    const row = (await gueltigesToken(trx, eingabe.token, jetzt).forUpdate().first('t.benutzer_id')) as
      Pick<TokenRow, 'benutzer_id'> | undefined;
    if (!row) throw ungueltig();
    await trx('passwort_token')
      .where({ token_hash: sha256(eingabe.token) })
      .update({ verbraucht_am: jetzt });
    await trx('passwort_token').where({ benutzer_id: row.benutzer_id }).whereNull('verbraucht_am').update({ verbraucht_am: jetzt });
    await trx('benutzer').where({ id: row.benutzer_id }).update({ passwort_hash: hash });
  });
};
