import fs from 'node:fs/promises';
import path from 'node:path';
import { ImapFlow } from 'imapflow';

/** Handles one mail's raw source; resolves only after its entries are committed. */
export type MailVerarbeiten = (quelle: Buffer) => Promise<unknown>;

export type ImapZugang = { host: string; port: number; secure: boolean; user: string; pass: string; postfach: string };

/** RECHNUNG_IMAP_URL: imap://user:password@host:143/INBOX or imaps://…:993/Rechnungen (user and password URL-encoded). */
export const imapZugangAusUrl = (url: string): ImapZugang => {
  const u = new URL(url);
  const secure = u.protocol === 'imaps:';
  return {
    host: u.hostname,
    port: u.port ? Number(u.port) : secure ? 993 : 143,
    secure,
    user: decodeURIComponent(u.username),
    pass: decodeURIComponent(u.password),
    postfach: decodeURIComponent(u.pathname.replace(/^\//, '')) || 'INBOX',
  };
};

/**
 * Polls the invoice mailbox once (imapflow): every unseen mail is handed over and marked \Seen only
 * after it was handled (the fetch uses BODY.PEEK, so a crash in between leaves it unseen and the next
 * poll fetches it again; the entries' unique key keeps that from doubling anything). Returns the
 * number of mails handled.
 */
export const imapAbholen = async (zugang: ImapZugang, verarbeiten: MailVerarbeiten): Promise<number> => {
  const client = new ImapFlow({
    host: zugang.host,
    port: zugang.port,
    secure: zugang.secure,
    auth: { user: zugang.user, pass: zugang.pass },
    logger: false,
    connectionTimeout: 15_000,
  });
  await client.connect();
  let anzahl = 0;
  try {
    const lock = await client.getMailboxLock(zugang.postfach);
    try {
      const uids = (await client.search({ seen: false }, { uid: true })) || [];
      for (const uid of uids) {
        const mail = await client.fetchOne(String(uid), { source: true }, { uid: true });
        if (!mail || !mail.source) continue;
        await verarbeiten(mail.source);
        await client.messageFlagsAdd(String(uid), ['\\Seen'], { uid: true });
        anzahl++;
      }
    } finally {
      lock.release();
    }
  } finally {
    await client.logout().catch(() => client.close());
  }
  return anzahl;
};

/**
 * The embedded default's stand-in mailbox: a drop folder of `.eml` files (RECHNUNG_EML_DIR, default
 * `.data/rechnung-eingang`). Each file is handed to the same pipeline and moved to `verarbeitet/`
 * only afterwards; a file left behind by a crash is read again next time and adds nothing.
 */
export const ordnerAbholen = async (ordner: string, verarbeiten: MailVerarbeiten): Promise<number> => {
  await fs.mkdir(path.join(ordner, 'verarbeitet'), { recursive: true });
  const dateien = (await fs.readdir(ordner, { withFileTypes: true }))
    .filter((d) => d.isFile() && d.name.toLowerCase().endsWith('.eml'))
    .map((d) => d.name)
    .sort();
  for (const name of dateien) {
    await verarbeiten(await fs.readFile(path.join(ordner, name)));
    await fs.rename(path.join(ordner, name), path.join(ordner, 'verarbeitet', name));
  }
  return dateien.length;
};
