import connectPgSimple from 'connect-pg-simple';
import session from 'express-session';
import type { RequestHandler } from 'express';
import pg from 'pg';

declare module 'express-session' {
  // Declaration merging needs an interface here.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface SessionData {
    benutzerId: number;
    /** The real user while acting as `benutzerId` (isAlias). */
    aliasVonBenutzerId: number;
    /** The producer a staff user views as that producer (assumeMandantPerspective). */
    perspektiveErzeugerId: number;
  }
}

/** What a session adds to its user beyond the id: acting on behalf and a staff user's producer perspective. */
export type SitzungsKontext = { aliasVonBenutzerId?: number | undefined; perspektiveErzeugerId?: number | undefined };

export const sitzungsKontext = (s: Partial<SitzungsKontext> | undefined): SitzungsKontext => ({
  aliasVonBenutzerId: s?.aliasVonBenutzerId,
  perspektiveErzeugerId: s?.perspektiveErzeugerId,
});

export const SESSION_COOKIE = 'abfallportal.sid';
/** Remember-me keeps the session for 30 days; otherwise it ends with the browser (and after 12 h idle on the server). */
export const REMEMBER_ME_MS = 30 * 24 * 60 * 60 * 1000;
const IDLE_TTL_S = 12 * 60 * 60;

/** A session touched by this process less than this long ago keeps its expiry: one write per minute, not per request. */
export const TOUCH_INTERVAL_MS = 60_000;
const MAX_REMEMBERED = 50_000;

/**
 * The idle expiry of a session moves with every request (`rolling`), which costs an UPDATE per
 * request. Within TOUCH_INTERVAL_MS of the last touch from this process the touch is skipped: the
 * stored expiry then lags by at most a minute of twelve hours. Another process touches on its own.
 */
export const throttleTouch = (store: session.Store): void => {
  const touch = store.touch?.bind(store);
  if (!touch) return;
  const zuletzt = new Map<string, number>();
  store.touch = (sid, sess, callback) => {
    const now = Date.now();
    const last = zuletzt.get(sid);
    if (last !== undefined && now - last < TOUCH_INTERVAL_MS) {
      callback?.();
      return;
    }
    zuletzt.delete(sid); // re-insert: the map's order is the order of the last touches
    zuletzt.set(sid, now);
    if (zuletzt.size > MAX_REMEMBERED) zuletzt.delete(zuletzt.keys().next().value!);
    touch(sid, sess, callback);
  };
};

export type SessionMiddleware = { middleware: RequestHandler; close: () => Promise<void> };

/** Sessions stored in PostgreSQL (table `session`), cookie httpOnly and SameSite. */
export const createSessionMiddleware = (options: { databaseUrl: string; secret: string; secure: boolean }): SessionMiddleware => {
  const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 5 });
  const Store = connectPgSimple(session);
  const store = new Store({ pool, tableName: 'session', createTableIfMissing: false, ttl: IDLE_TTL_S, pruneSessionInterval: 15 * 60 });
  throttleTouch(store);
  const middleware = session({
    name: SESSION_COOKIE,
    secret: options.secret,
    store,
    resave: false,
    saveUninitialized: false,
    rolling: true,
    cookie: { httpOnly: true, sameSite: 'lax', secure: options.secure, path: '/' },
  });
  return {
    middleware,
    close: async () => {
      store.close();
      await pool.end();
    },
  };
};
