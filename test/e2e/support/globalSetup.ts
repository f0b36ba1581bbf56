import fs from 'node:fs';
import { DOVECOT, startDovecot, type Dovecot } from '../../../backend/src/testing/dovecot';
import { geraeteVergessen } from './anmelden';
import { imapFuerSpecs } from './rechnungPostfach';
import { startPortal } from './startPortal';

/**
 * Starts the portal once for all specs; the returned function is Playwright's teardown. When Debian's
 * dovecot is installed (.ci/run installs dovecot-imapd), a real IMAP mailbox is started first and the
 * portal polls it as its invoice mailbox (RECHNUNG_IMAP_URL); specs deliver mails to it (rechnungPostfach.ts).
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  let dovecot: Dovecot | null = null;
  if (fs.existsSync(DOVECOT)) {
    dovecot = await startDovecot();
    imapFuerSpecs(dovecot);
  }
  try {
    const portal = await startPortal(dovecot ? { RECHNUNG_IMAP_URL: dovecot.url } : {});
    process.env.E2E_BASE_URL = portal.baseUrl;
    geraeteVergessen();
    return async () => {
      await portal.stop();
      await dovecot?.stop();
    };
  } catch (fehler) {
    await dovecot?.stop();
    throw fehler;
  }
}
