import { RateLimiterPostgres, type RateLimiterRes } from 'rate-limiter-flexible';
import type { Db } from '../platform/db';
import { sha256 } from '../platform/tokens';

/**
 * Repeated wrong passwords first slow down, then lock for a while. Counted per address and per
 * account, and for the account split by device: a device that has confirmed a code for this
 * account counts only its own failures, so nobody elsewhere can lock its owner out; all unknown
 * devices share one count per account. Keys are the entered, normalised name (unknown names
 * lock alike, so the answer never tells whether an account exists), hashed to a fixed length.
 */
export const LIMITS = {
  /** Wrong attempts per account (from unknown devices, or from one confirmed device) before the lock. */
  kontoVersuche: 10,
  /** Wrong attempts per address before the lock. */
  adresseVersuche: 50,
  fensterSekunden: 15 * 60,
  sperreSekunden: 15 * 60,
  /** From this many wrong attempts on, every answer waits a little longer. */
  verlangsamenAb: 3,
  verzoegerungMsJeVersuch: 500,
  maxVerzoegerungMs: 4000,
};

export type LimiterSchluessel = {
  /** The normalised name (normalisiereBenutzername) or another per-account key. */
  konto: string;
  adresse: string;
  /** The device hash when this device has confirmed a code for the account, else null. */
  vertrautesGeraet: string | null;
};

export type LoginLimiter = {
  /** Locked: seconds until it lifts; else the delay to apply now (ms). */
  pruefe(s: LimiterSchluessel): Promise<{ gesperrtSekunden: number } | { verzoegerungMs: number }>;
  fehlschlag(s: LimiterSchluessel): Promise<void>;
  erfolg(s: LimiterSchluessel): Promise<void>;
};

export const createLoginLimiter = (db: Db, limits = LIMITS): LoginLimiter => {
  const common = {
    storeClient: db,
    storeType: 'knex',
    tableName: 'login_rate_limit',
    tableCreated: true,
    duration: limits.fensterSekunden,
    blockDuration: limits.sperreSekunden,
  };
  const konto = new RateLimiterPostgres({ ...common, keyPrefix: 'konto', points: limits.kontoVersuche });
  const adresse = new RateLimiterPostgres({ ...common, keyPrefix: 'adresse', points: limits.adresseVersuche });
  const kontoKey = (s: LimiterSchluessel): string =>
    s.vertrautesGeraet === null ? sha256(`unbekannt:${s.konto}`) : sha256(`geraet:${s.konto}:${s.vertrautesGeraet}`);
  const gesperrtMs = (r: RateLimiterRes | null, points: number): number => (r && r.consumedPoints >= points ? r.msBeforeNext : 0);

  return {
    async pruefe(s) {
      const [rk, ra] = await Promise.all([konto.get(kontoKey(s)), adresse.get(s.adresse)]);
      const ms = Math.max(gesperrtMs(rk, limits.kontoVersuche), gesperrtMs(ra, limits.adresseVersuche));
      if (ms > 0) return { gesperrtSekunden: Math.ceil(ms / 1000) };
      const ueber = (rk?.consumedPoints ?? 0) - limits.verlangsamenAb + 1;
      return { verzoegerungMs: ueber > 0 ? Math.min(ueber * limits.verzoegerungMsJeVersuch, limits.maxVerzoegerungMs) : 0 };
    },
    async fehlschlag(s) {
      // consume rejects once the points are used up (the lock is what we want then); any other
      // failure, such as the database refusing the key, must not leave an attempt uncounted.
      const zaehle = (l: RateLimiterPostgres, key: string) =>
        l.consume(key).catch((e: unknown) => {
          if (e instanceof Error) throw e;
        });
      await Promise.all([zaehle(konto, kontoKey(s)), zaehle(adresse, s.adresse)]);
    },
    async erfolg(s) {
      await konto.delete(kontoKey(s));
    },
  };
};
