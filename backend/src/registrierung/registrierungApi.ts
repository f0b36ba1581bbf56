import {
  brancheOptionSchema,
  emailPruefungQuerySchema,
  emailVerfuegbarSchema,
  registrierbarerVertragSchema,
  registrierungAntwortSchema,
  registrierungEmailSchema,
  registrierungSchema,
  registrierungStatusSchema,
} from '@abfallportal/common/registrierung';
import type { Request, RequestHandler } from 'express';
import { RateLimiterPostgres } from 'rate-limiter-flexible';
import { z } from 'zod';
import type { AppDeps } from '../appDeps';
import { HttpError } from '../platform/http/httpError';
import { route, type RouteSpec } from '../platform/http/route';
import { registrieren, registrierungGeschlossen } from './registrieren';
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
export function registrierungRoutes(deps: AppDeps): RouteSpec[] {
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
  // A closed registration answers 403 whatever was sent, before the form is checked.
  const nurOffen: RequestHandler = (_req, _res, next) => {
    if (!deps.config.REGISTRATION_OPEN) throw registrierungGeschlossen();
    next();
  };
  const pfad = '/v1/erzeuger-registration';
  const gemeinsam = { tag: 'Registrierung', rule: 'public', tenant: 'none' } as const;

  return [
    route({
      ...gemeinsam,
      method: 'get',
      path: `${pfad}/status`,
      summary: 'Ob die Registrierung offen ist',
      response: registrierungStatusSchema,
      handle: () => ({ offen: deps.config.REGISTRATION_OPEN }),
    }),
    route({
      ...gemeinsam,
      method: 'get',
      path: `${pfad}/vertraege`,
      summary: 'Die Verträge, die bei der Registrierung gewählt werden können',
      response: z.array(registrierbarerVertragSchema),
      handle: () => loadRegistrierbareVertraege(db),
    }),
    route({
      ...gemeinsam,
      method: 'get',
      path: `${pfad}/branchen`,
      summary: 'Die Branchen der Registrierung',
      response: z.array(brancheOptionSchema),
      handle: () => loadBranchen(db),
    }),
    // Only yes or no: a malformed address is simply not available, and nothing about the account is told.
    route({
      ...gemeinsam,
      method: 'get',
      path: `${pfad}/check-email-available`,
      summary: 'Ob eine E-Mail-Adresse noch frei ist (nur ja oder nein)',
      query: emailPruefungQuerySchema,
      before: [begrenzt(pruefLimit)],
      response: emailVerfuegbarSchema,
      handle: async ({ query }) => {
        const email = registrierungEmailSchema.safeParse(query.email ?? '');
        return { available: email.success && (await istEmailFrei(db, email.data)) };
      },
    }),
    route({
      ...gemeinsam,
      method: 'post',
      path: pfad,
      summary: 'Als Erzeuger registrieren: Firma, Inhaber und Zugangsmail (nicht freigegeben)',
      before: [begrenzt(registrierLimit), nurOffen],
      body: registrierungSchema,
      response: registrierungAntwortSchema,
      status: 201,
      handle: ({ body }) => registrieren({ db, publicUrl: deps.config.publicUrl }, body, deps.jetzt()),
    }),
  ];
}
