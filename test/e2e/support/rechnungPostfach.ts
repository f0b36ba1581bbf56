import { ImapFlow } from 'imapflow';
import MailComposer from 'nodemailer/lib/mail-composer';
import type { Dovecot } from '../../../backend/src/testing/dovecot';

/** The invoice mailbox's access for the spec workers (set by globalSetup, inherited through the environment). */
const VARIABLE = 'E2E_RECHNUNG_IMAP';

type Zugang = Pick<Dovecot, 'host' | 'port' | 'user' | 'pass'>;

export const imapFuerSpecs = (d: Dovecot) => {
  process.env[VARIABLE] = JSON.stringify({ host: d.host, port: d.port, user: d.user, pass: d.pass } satisfies Zugang);
};

/** The mailbox the portal polls, or null when globalSetup had no dovecot to start. */
export const rechnungPostfach = (): Zugang | null => {
  const roh = process.env[VARIABLE];
  return roh ? (JSON.parse(roh) as Zugang) : null;
};

export type Anhang = { filename: string; content: Buffer | Uint8Array | string; contentType: string };

/** Delivers a mail from a disposer into the invoice mailbox (IMAP APPEND, as a mail server's delivery leaves it). */
export const rechnungEinliefern = async (
  zugang: Zugang,
  mail: { von: string; betreff: string; text: string; anhaenge: Anhang[]; messageId: string },
): Promise<void> => {
  const roh = await new MailComposer({
    from: mail.von,
    to: zugang.user,
    subject: mail.betreff,
    messageId: mail.messageId,
    date: new Date(),
    text: mail.text,
    attachments: mail.anhaenge.map((a) => ({ ...a, content: typeof a.content === 'string' ? a.content : Buffer.from(a.content) })),
  })
    .compile()
    .build();
  const imap = new ImapFlow({
    host: zugang.host,
    port: zugang.port,
    secure: false,
    auth: { user: zugang.user, pass: zugang.pass },
    logger: false,
  });
  await imap.connect();
  try {
    await imap.append('INBOX', roh);
  } finally {
    await imap.logout();
  }
};
