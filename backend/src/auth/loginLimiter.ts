import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import type { Db } from '../platform/db';

/**
 * Repeated wrong passwords first slow down, then lock for a while — per account and per
 * address. Counting is keyed by the entered name, so unknown names lock alike and the answer
 * never tells whether an account exists.
 */
export const LIMITS = {
  /** Wrong attempts per account before the lock. */
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

export type LoginLimiter = {
  /** Locked: seconds until it lifts; else the delay to apply now (ms). */
  pruefe(konto: string, adresse: string): Promise<{ gesperrtSekunden: number } | { verzoegerungMs: number }>;
  fehlschlag(konto: string, adresse: string): Promise<void>;
  erfolg(konto: string): Promise<void>;
};

const punkte = async (limiter: RateLimiterPostgres, key: string): Promise<RateLimiterRes | null> => limiter.get(key);

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
  const kontoKey = (k: string) => k.trim().toLowerCase();

  return {
    async pruefe(k, a) {
      const [rk, ra] = await Promise.all([punkte(konto, kontoKey(k)), punkte(adresse, a)]);
      const gesperrt = [
        rk && rk.consumedPoints >= limits.kontoVersuche ? rk.msBeforeNext : 0,
        ra && ra.consumedPoints >= limits.adresseVersuche ? ra.msBeforeNext : 0,
      ];
      const ms = Math.max(...gesperrt);
      if (ms > 0) return { gesperrtSekunden: Math.ceil(ms / 1000) };
      const fehlversuche = rk?.consumedPoints ?? 0;
      const ueber = fehlversuche - limits.verlangsamenAb + 1;
      return { verzoegerungMs: ueber > 0 ? Math.min(ueber * limits.verzoegerungMsJeVersuch, limits.maxVerzoegerungMs) : 0 };
    },
    async fehlschlag(k, a) {
      // consume rejects once the points are used up; the lock is what we want then.
      await Promise.all([konto.consume(kontoKey(k)).catch(() => undefined), adresse.consume(a).catch(() => undefined)]);
    },
    async erfolg(k) {
      await konto.delete(kontoKey(k));
    },
  };
};
