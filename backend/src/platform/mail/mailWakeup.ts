import pg from 'pg';
import { MAIL_CHANNEL } from './outbox';

type WakeupLog = { warn: (message: string, detail?: unknown) => void };

const RECONNECT_MS = 5_000;
const DEBOUNCE_MS = 100;

/**
 * LISTENs for committed enqueues (enqueueMail NOTIFYs in the caller's transaction) and calls
 * `onMail` at most once per DEBOUNCE_MS. This is what makes a mail leave within seconds even
 * when the API and the worker are separate processes. A lost connection only delays mails
 * until the per-minute sweep, so reconnecting in the background is enough.
 */
export const listenForMails = (connectionString: string, onMail: () => void, log: WakeupLog): { stop: () => Promise<void> } => {
  let client: pg.Client | null = null;
  let stopped = false;
  let pending: NodeJS.Timeout | null = null;
  let retry: NodeJS.Timeout | null = null;

  const notified = (): void => {
    pending ??= setTimeout(() => {
      pending = null;
      onMail();
    }, DEBOUNCE_MS);
  };

  const connect = async (): Promise<void> => {
    const c = new pg.Client({
      connectionString,
      application_name: 'abfallportal-mail-wakeup',
    });
    client = c;
    c.on('notification', notified);
    c.on('error', (err) => reconnect(c, err));
    try {
      await c.connect();
      await c.query(`LISTEN ${MAIL_CHANNEL}`);
      // Mails enqueued while we were not listening.
      notified();
    } catch (err) {
      reconnect(c, err);
    }
  };

  const reconnect = (c: pg.Client, err: unknown): void => {
    if (stopped || client !== c) return;
    log.warn('Mail-Wecker: Verbindung verloren, neuer Versuch in 5 s', err);
    client = null;
    // The connection is broken already; an error while closing it tells nothing new.
    c.end().catch(() => undefined);
    retry = setTimeout(() => void connect(), RECONNECT_MS);
  };

  void connect();
  return {
    stop: async () => {
      stopped = true;
      if (pending) clearTimeout(pending);
      if (retry) clearTimeout(retry);
      const c = client;
      client = null;
      await c?.end().catch(() => undefined);
    },
  };
};
