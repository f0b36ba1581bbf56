import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { z } from 'zod';
import type { Db } from '../db';

/** Channel on which a committed enqueue wakes the mail sender (NOTIFY is delivered on commit only). */
export const MAIL_CHANNEL = 'mail_outbox';

export const MailSchema = z
  .object({
    empfaenger: z.email(),
    // A line break in a subject would be a header injection.
    betreff: z
      .string()
      .trim()
      .min(1)
      .max(250)
      .regex(/^[^\r\n]*$/, 'Betreff ohne Zeilenumbruch'),
    text: z.string().min(1),
    // Metadata for the developer mailbox (clickable links); the mail itself carries only `text`.
    links: z.array(z.url()).default([]),
    /** What caused the mail, e.g. VERIFIZIERUNGSCODE, ANGEBOT_ANGEFORDERT. */
    anlass: z.string().trim().min(1).max(100),
  })
  // The sender sends `text` only, so a link missing from the text would never reach a real recipient.
  .refine((m) => m.links.every((l) => m.text.includes(l)), {
    message: 'Jeder Link muss im Text stehen',
    path: ['links'],
  });

export type Mail = z.input<typeof MailSchema>;

/** A row of mail_outbox as the sender and the developer mailbox read it. */
export type OutboxRow = {
  id: string;
  empfaenger: string;
  betreff: string;
  text: string;
  links: string[];
  anlass: string;
  erstellt_am: Date;
  gesendet_am: Date | null;
  versuche: number;
  letzter_fehler: string | null;
};

/**
 * Writes one mail into the outbox inside the caller's transaction, so the mail exists exactly
 * when the change that causes it commits. Sending happens later in a job (mailSender.ts).
 */
export const enqueueMail = async (
  trx: Db | Knex.Transaction,
  mail: Mail,
  /** A reactor passes an id derived from its event, so a redelivered event writes no second mail. */
  options: { id?: string } = {},
): Promise<string> => {
  const id = options.id ?? randomUUID();
  await enqueueMails(trx, [{ id, mail }]);
  return id;
};

/**
 * Several mails in one statement (reactors write a batch's mails at once). An id that is already
 * in the outbox is skipped, so a redelivered batch writes nothing twice; one wake-up for the sender.
 */
export const enqueueMails = async (trx: Db | Knex.Transaction, mails: { id: string; mail: Mail }[]): Promise<string[]> => {
  if (mails.length === 0) return [];
  const rows = mails.map(({ id, mail }) => {
    const m = MailSchema.parse(mail);
    return { id, empfaenger: m.empfaenger, betreff: m.betreff, text: m.text, links: JSON.stringify(m.links), anlass: m.anlass };
  });
  const inserted = (await trx('mail_outbox')
    // clock_timestamp, not now(): mails of one transaction keep their order in the mailbox.
    .insert(rows.map((r) => ({ ...r, erstellt_am: trx.raw('clock_timestamp()') })))
    .onConflict('id')
    .ignore()
    .returning('id')) as { id: string }[];
  if (inserted.length > 0) await trx.raw('SELECT pg_notify(?, ?)', [MAIL_CHANNEL, inserted[0]!.id]);
  return inserted.map((r) => r.id);
};
