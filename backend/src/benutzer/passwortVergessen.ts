import { RateLimiterPostgres } from 'rate-limiter-flexible';
import { MELDUNGEN, passwortZuruecksetzenSchema } from '@abfallportal/common/validation';
import { hashPasswort, istHaeufigesPasswort, NORMALISIERTE_EMAIL_SQL, sitzungenBeenden } from '../auth';
import { sha256 } from '../platform/tokens';
import type { Db } from '../platform/db';
import { FEHLER, HttpError } from '../platform/http/httpError';
import { enqueueMail } from '../platform/mail/outbox';
import { createPasswortLink, LINK_GUELTIG_STUNDEN } from './passwortLink';

export const LINK_UNGUELTIG = 'Der Link ist abgelaufen oder wurde bereits verwendet. Bitte fordern Sie einen neuen an.';

const ungueltig = (): HttpError => new HttpError(410, LINK_UNGUELTIG, { code: 'TOKEN_INVALID' });

/**
 * Reset requests per address and per entered address within an hour. Without them one visitor
 * sent a dozen mails a second to someone else's mailbox.
 */
export const RESET_LIMITS = { jeAdresseUndStunde: 10, jeKontoUndStunde: 3 };
export const ZU_VIELE_ANFRAGEN = 'Zu viele Anfragen. Bitte versuchen Sie es in einer Stunde erneut.';
/**
 * Every answer to a reset request takes at least this long, whether or not a mail was written,
 * so its timing does not tell whether an account exists.
 */
export const RESET_MINDESTDAUER_MS = 400;

export type ResetLimiter = { adresse: RateLimiterPostgres; konto: RateLimiterPostgres };

export const createResetLimiter = (db: Db): ResetLimiter => {
  const common = { storeClient: db, storeType: 'knex', tableName: 'login_rate_limit', tableCreated: true, duration: 60 * 60 };
  return {
    adresse: new RateLimiterPostgres({ ...common, keyPrefix: 'reset-adresse', points: RESET_LIMITS.jeAdresseUndStunde }),
    konto: new RateLimiterPostgres({ ...common, keyPrefix: 'reset-konto', points: RESET_LIMITS.jeKontoUndStunde }),
  };
};

/** false when the limit is used up; any other failure of the store is thrown. */
const verbrauche = (limiter: RateLimiterPostgres, key: string): Promise<boolean> =>
  limiter.consume(key).then(
    () => true,
    (e: unknown) => {
      if (e instanceof Error) throw e;
      return false;
    },
  );

const warte = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

/**
 * Mails a reset link when the account exists and its hourly limit allows; answers the same, in
 * the same time, either way. Only too many requests from one address are told (429).
 */
export const passwortLinkAnfordern = async (
  deps: { db: Db; limiter: ResetLimiter },
  publicUrl: string,
  anfrage: { email: string; adresse: string },
  jetzt: Date,
): Promise<void> => {
  const beginn = Date.now();
  if (!(await verbrauche(deps.limiter.adresse, anfrage.adresse))) {
    throw new HttpError(429, ZU_VIELE_ANFRAGEN, { code: 'TOO_MANY_REQUESTS' });
  }
  try {
    if (await verbrauche(deps.limiter.konto, sha256(anfrage.email))) await linkSenden(deps.db, publicUrl, anfrage.email, jetzt);
  } finally {
    await warte(Math.max(0, RESET_MINDESTDAUER_MS - (Date.now() - beginn)));
  }
};

const linkSenden = async (db: Db, publicUrl: string, email: string, jetzt: Date): Promise<void> => {
  await db.transaction(async (trx) => {
    const konto = (await trx('benutzer')
      .whereRaw(`${NORMALISIERTE_EMAIL_SQL} = ?`, [email])
      .andWhere({ aktiv: true })
      .first('id', 'email')) as { id: number; email: string } | undefined;
    if (!konto) return;
    const link = await createPasswortLink(trx, { publicUrl, benutzerId: konto.id, art: 'zuruecksetzen', jetzt });
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

export const checkLink = async (db: Db, token: string, jetzt: Date): Promise<{ email: string }> => {
  const row = (await gueltigesToken(db, token, jetzt).first('b.email')) as TokenRow | undefined;
  if (!row) throw ungueltig();
  return { email: row.email };
};

/**
 * Sets the new password and uses the link up, in one transaction; a second use finds nothing.
 * Every session of the account ends: whoever made the reset necessary is signed out too.
 */
export const passwortZuruecksetzen = async (db: Db, body: unknown, jetzt: Date): Promise<void> => {
  const eingabe = passwortZuruecksetzenSchema.parse(body);
  if (istHaeufigesPasswort(eingabe.password)) {
    throw new HttpError(400, FEHLER.badRequest, { errors: { password: MELDUNGEN.passwortHaeufig } });
  }
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
    await sitzungenBeenden(trx, row.benutzer_id);
  });
};
