import type { Db } from '../platform/db';
import { letzteMail } from './testApp';

/** How many mails the outbox holds for `empfaenger`, all or those of one occasion (`anlass`). */
export async function mailsAn(db: Db, empfaenger: string, anlass?: string): Promise<number> {
  const row = await db('mail_outbox')
    .where({ empfaenger, ...(anlass ? { anlass } : {}) })
    .count({ n: '*' })
    .first();
  return Number(row?.n ?? 0);
}

/**
 * The password link of the newest mail to `empfaenger` (reset, invitation or registration) and the
 * token it carries, as the person would click it. Throws when that mail has no such link.
 */
export async function passwortLink(db: Db, empfaenger: string): Promise<{ link: string; token: string }> {
  const mail = await letzteMail(db, empfaenger);
  const link = mail?.links.find((l) => /\/passwort-(erstellen|zuruecksetzen)\/[^/]+$/.test(l));
  if (!link) throw new Error(`Kein Passwort-Link in der letzten Mail an ${empfaenger}: ${JSON.stringify(mail)}`);
  return { link, token: link.split('/').pop()! };
}
