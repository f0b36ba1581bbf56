import pg from 'pg';
import { connectionConfigOf, type Db } from '../platform/db';

/** The channel migration 040's trigger notifies on, with the position of each append's last event. */
export const APPEND_CHANNEL = 'eventstore_events';

const RECONNECT_MIN_MS = 250;
const RECONNECT_MAX_MS = 10_000;

/**
 * LISTEN on one dedicated connection (a pooled one would go back to the pool and stop listening).
 * When the connection drops, it reconnects with backoff; readers meanwhile fall back to their
 * safety poll, so a lost notification only delays, never loses, an event.
 */
export const watchPostgresAppends = async (
  db: Db,
  listener: (position?: string) => void,
  onError: (error: Error) => void = () => undefined,
): Promise<() => Promise<void>> => {
  let closed = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | null = null;
  let delay = RECONNECT_MIN_MS;
  let verbunden = false;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ ...connectionConfigOf(db), application_name: 'abfallportal-listen' });
    next.on('notification', (message) => {
      if (message.channel === APPEND_CHANNEL && message.payload) listener(message.payload);
    });
    next.on('error', (error) => {
      onError(error);
      if (client === next) client = null;
      next.end().catch(() => undefined);
      later();
    });
    await next.connect();
    await next.query(`LISTEN ${APPEND_CHANNEL}`);
    if (closed) {
      await next.end();
      return;
    }
    const wieder = verbunden;
    client = next;
    verbunden = true;
    delay = RECONNECT_MIN_MS;
    if (wieder) listener(); // notifications while it was away are lost: readers look once now
  };
  const later = (): void => {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = null;
      connect().catch((error: Error) => {
        onError(error);
        delay = Math.min(delay * 2, RECONNECT_MAX_MS);
        later();
      });
    }, delay);
  };

  await connect();
  return async () => {
    closed = true;
    if (retry) clearTimeout(retry);
    await client?.end().catch(() => undefined);
    client = null;
  };
};
