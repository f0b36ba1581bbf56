import pg from 'pg';
import { connectionConfigOf, type Db } from '@abfallportal/backend/platform/db';

export { connectionConfigOf };

/**
 * Session-level advisory locks on one dedicated connection (not a pooled one: a pooled connection
 * goes back to the pool, and the lock with it). PostgreSQL releases them when the connection ends,
 * also when the process is killed, so a standby instance takes over on its next try.
 * Keys: (hashtext(namespace), hashtext(name)); advisory locks are per database.
 */
export type LeaseHolder = {
  tryAcquire(name: string): Promise<boolean>;
  holds(name: string): boolean;
  release(name: string): Promise<void>;
  close(): Promise<void>;
};

export const PROJECTOR_LEASE = 'abfallportal.projector';
export const REBUILD_LEASE = 'abfallportal.rebuild';

export const createLeaseHolder = async (
  db: Db,
  namespace: string,
  onLost: (error: Error) => void = () => undefined,
): Promise<LeaseHolder> => {
  const client = new pg.Client({ ...connectionConfigOf(db), application_name: `abfallportal-lease` });
  const held = new Set<string>();
  let closed = false;
  client.on('error', (error) => {
    // The server ended the session: every lock is gone with it.
    held.clear();
    if (!closed) onLost(error);
  });
  await client.connect();
  // Every projection's loop asks on this one connection; a pg client runs one query at a time, so the calls queue
  // here rather than inside pg (which pg 9 will refuse).
  let kette: Promise<unknown> = Promise.resolve();
  const nacheinander = <T>(arbeit: () => Promise<T>): Promise<T> => {
    const ergebnis = kette.then(arbeit);
    kette = ergebnis.catch(() => undefined);
    return ergebnis;
  };
  return {
    tryAcquire: (name) =>
      nacheinander(async () => {
        if (held.has(name)) return true;
        const result = await client.query<{ ok: boolean }>('SELECT pg_try_advisory_lock(hashtext($1), hashtext($2)) AS ok', [
          namespace,
          name,
        ]);
        if (result.rows[0]?.ok) held.add(name);
        return held.has(name);
      }),
    holds: (name) => held.has(name),
    release: (name) =>
      nacheinander(async () => {
        if (!held.delete(name)) return;
        await client.query('SELECT pg_advisory_unlock(hashtext($1), hashtext($2))', [namespace, name]);
      }),
    close: async () => {
      closed = true;
      held.clear();
      await client.end();
    },
  };
};
