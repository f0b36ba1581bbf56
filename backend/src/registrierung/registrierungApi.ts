import type { EmailVerfuegbar, RegistrierungStatus } from '@abfallportal/common/registrierung';
import { registrierungEmailSchema } from '@abfallportal/common/registrierung';
import { Router, type Request, type RequestHandler } from 'express';
import { RateLimiterPostgres } from 'rate-limiter-flexible';
import type { AppDeps } from '../appDeps';
import { HttpError } from '../platform/http/httpError';
import { registrieren } from './registrieren';
import { istEmailFrei, loadBranchen, loadRegistrierbareVertraege } from './registrierungQueries';

/**
 * Per client address and hour. The availability check answers while someone types (debounced), so
 * it allows many; registering itself few. Both stop a script from probing addresses in bulk.
 */
export const REGISTRIERUNG_LIMITS = { pruefungenJeStunde: 300, registrierungenJeStunde: 20 };
export const ZU_VIELE_ANFRAGEN = 'Zu viele Anfragen. Bitte versuchen Sie es in einer Stunde erneut.';

const begrenzt = (limiter: RateLimiterPostgres): RequestHandler => {
  return (req: Request, _res, next) => {
    limiter.consume(req.ip ?? 'unbekannt').then(
      () => next(),
      (e: unknown) => next(e instanceof Error ? e : new HttpError(429, ZU_VIELE_ANFRAGEN, { code: 'TOO_MANY_REQUESTS' })),
    );
  };
};

/** /api/v1/erzeuger-registration: the public registration calls of spec § 7 (no sign-in; CSRF as every signed-out post). */
export const createRegistrierungApi = (deps: AppDeps): Router => {
  const router = Router();
  const { db } = deps;
  const common = { storeClient: db, storeType: 'knex', tableName: 'login_rate_limit', tableCreated: true, duration: 60 * 60 };
  const pruefLimit = new RateLimiterPostgres({
    ...common,
    keyPrefix: 'registrierung-pruefung',
    points: REGISTRIERUNG_LIMITS.pruefungenJeStunde,
  });
  const registrierLimit = new RateLimiterPostgres({
    ...common,
    keyPrefix: 'registrierung',
    points: REGISTRIERUNG_LIMITS.registrierungenJeStunde,
  });

  router.get('/status', (_req, res) => {
    const status: RegistrierungStatus = { offen: deps.config.REGISTRATION_OPEN };
    res.json(status);
  });
  router.get('/vertraege', async (_req, res) => {
    res.json(await loadRegistrierbareVertraege(db));
  });
  router.get('/branchen', async (_req, res) => {
    res.json(await loadBranchen(db));
  });
  // Only yes or no: a malformed address is simply not available, and nothing about the account is told.
  router.get('/check-email-available', begrenzt(pruefLimit), async (req, res) => {
    const email = registrierungEmailSchema.safeParse(typeof req.query.email === 'string' ? req.query.email : '');
    const antwort: EmailVerfuegbar = { available: email.success && (await istEmailFrei(db, email.data)) };
    res.json(antwort);
  });
  router.post('/', begrenzt(registrierLimit), async (req, res) => {
    const offen = deps.config.REGISTRATION_OPEN;
    res.status(201).json(await registrieren({ db, publicUrl: deps.config.publicUrl, offen }, req.body, deps.jetzt()));
  });
  return router;
};
