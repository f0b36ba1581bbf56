import path from 'node:path';
import type { Db } from '../../platform/db';
import type { FileStore } from '../../platform/files/fileStore';
import type { GeplanterJob } from '../../platform/jobs/jobs';
import { importiereMail } from './rechnungEmailImport';
import { imapAbholen, imapZugangAusUrl, ordnerAbholen } from './rechnungPostfach';

export const RECHNUNG_EMAIL_JOB = 'rechnung-email-import';

export type RechnungEmailJobConfig = {
  /** The invoice mailbox (docs/operations.md); unset: the drop folder stands in. */
  RECHNUNG_IMAP_URL?: string;
  RECHNUNG_EML_DIR?: string;
  DATA_DIR: string;
};

/** Where the mails come from: the IMAP mailbox when configured, else the embedded default's drop folder. */
export const rechnungEmailQuelle = (config: RechnungEmailJobConfig): { art: 'imap' | 'ordner'; beschreibung: string } =>
  config.RECHNUNG_IMAP_URL
    ? { art: 'imap', beschreibung: `IMAP ${imapZugangAusUrl(config.RECHNUNG_IMAP_URL).host}` }
    : { art: 'ordner', beschreibung: config.RECHNUNG_EML_DIR ?? path.join(config.DATA_DIR, 'rechnung-eingang') };

/** One poll of the invoice mailbox: every new PDF/XML attachment becomes an entry "to be released". */
export const rechnungEmailsAbholen = async (deps: { db: Db; files: FileStore }, config: RechnungEmailJobConfig): Promise<number> => {
  const verarbeiten = (quelle: Buffer) => importiereMail(deps, quelle);
  if (config.RECHNUNG_IMAP_URL) return imapAbholen(imapZugangAusUrl(config.RECHNUNG_IMAP_URL), verarbeiten);
  return ordnerAbholen(rechnungEmailQuelle(config).beschreibung, verarbeiten);
};

/** The pg-boss job (platform/jobs, `geplant`): polls every minute; one worker runs each tick. */
export const rechnungEmailJob = (deps: { db: Db; files: FileStore }, config: RechnungEmailJobConfig): GeplanterJob => ({
  name: RECHNUNG_EMAIL_JOB,
  cron: '* * * * *',
  run: async () => {
    await rechnungEmailsAbholen(deps, config);
  },
});
