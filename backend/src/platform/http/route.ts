import type { BenutzerInfo } from '@abfallportal/common/benutzerInfo';
import { decideCall, type CallRule } from '@abfallportal/common/permissions';
import { Router, type Request, type RequestHandler, type Response } from 'express';
import type { z } from 'zod';
import { nichtGefunden } from '../domainError';
import { FEHLER, HttpError } from './httpError';
import type { LoadUserInfo } from './requireBenutzer';
import { requireBenutzer } from './requireBenutzer';
import { sendVersion } from './version';

export type HttpMethod = 'get' | 'post' | 'put' | 'delete' | 'patch';

/**
 * Whose data a call touches; the handler narrows to it through the feature's scope builder. The
 * registry records it so the permission-matrix test and the OpenAPI document can tell.
 * `none`: no tenant data (reference data, config); `own`: only the caller's own record (profile,
 * session); `producer`, `disposer`, `order`: records of one producer, one disposer, one order.
 */
export type TenantScoping = 'none' | 'own' | 'producer' | 'disposer' | 'order';

/** A multipart form: its file parts and, when the fields travel as one JSON part, that part's name. */
export type FormSpec = { files: readonly string[]; jsonPart?: string; fields?: z.ZodType };

export type RouteContext<P, Q, B> = {
  req: Request;
  res: Response;
  /** The signed-in user; throws 401 on a call that may be made without a session and was. */
  readonly user: BenutzerInfo;
  /** The signed-in user or null (for public calls that behave differently when signed in). */
  readonly userOrNull: BenutzerInfo | null;
  params: P;
  query: Q;
  body: B;
};

/**
 * One HTTP route, declared once (issue 17, item 1): method, path, schemas, the permission rule,
 * the tenant it touches and whether it changes state. Routers, the OpenAPI document and the
 * route-wide tests (CSRF, fuzz, permission matrix) are all built from these entries.
 */
export type RouteSpec<P = unknown, Q = unknown, B = unknown> = {
  method: HttpMethod;
  /** Below /api, in express syntax: `/v1/anfallstelle/:id`. */
  path: string;
  /** One line for the OpenAPI document. */
  summary: string;
  /** The OpenAPI tag (the feature). */
  tag: string;
  rule: CallRule;
  tenant: TenantScoping;
  /** Defaults to every method but GET. A state-changing GET gets the CSRF check too. */
  changesState?: boolean;
  /** Path parameters; a value that does not parse names nothing and answers 404 with `notFound`. */
  params?: z.ZodType<P>;
  query?: z.ZodType<Q>;
  /** The JSON body; a body that does not parse answers 400 with the field errors. */
  body?: z.ZodType<B>;
  /** A multipart form instead of (or besides) a JSON body; parsed by `before`. */
  form?: FormSpec;
  /** The success answer; checked against every answer when the app runs with `checkResponses`. */
  response?: z.ZodType;
  /** The success status when the handler returns a value (default: what the handler set, else 200). */
  status?: number;
  /** What an unparsable path parameter answers (default "Nicht gefunden"). */
  notFound?: string;
  /** Runs after the permission check and before parsing: uploads, deadlines. */
  before?: readonly RequestHandler[];
  /** A returned value is sent as JSON with `status`; a handler that answers itself returns nothing. */
  handle: (ctx: RouteContext<P, Q, B>) => unknown;
};

/** Declares a route; the generic parameters follow from the schemas. */
export function route<P = Record<string, string>, Q = Record<string, unknown>, B = unknown>(
  spec: RouteSpec<P, Q, B>,
): RouteSpec<unknown, unknown, unknown> {
  return spec as RouteSpec<unknown, unknown, unknown>;
}

export function changesState(spec: Pick<RouteSpec, 'method' | 'changesState'>): boolean {
  return spec.changesState ?? spec.method !== 'get';
}

export type BuildOptions = {
  loadUserInfo: LoadUserInfo;
  /** Refuses a request whose anti-forgery token does not match (for state-changing GETs). */
  requireCsrf: RequestHandler;
  /** Parse every success answer with its response schema (tests): a drift answers 500. */
  checkResponses?: boolean;
};

export const NUR_JSON = 'Die Anfrage muss als JSON in UTF-8 gesendet werden, ohne unbekannte Kodierung.';

export const ANTWORT_PASST_NICHT = 'Die Antwort des Servers passt nicht zu ihrer Beschreibung.';

function checkedJson(res: Response, schema: z.ZodType, where: string): void {
  const json = res.json.bind(res);
  res.json = (body: unknown) => {
    if (res.statusCode < 300) {
      const parsed = schema.safeParse(body);
      if (!parsed.success) {
        res.status(500);
        return json({ message: ANTWORT_PASST_NICHT, route: where, issues: parsed.error.issues.slice(0, 5) });
      }
    }
    return json(body);
  };
}

function contextOf<P, Q, B>(req: Request, res: Response, params: P, query: Q, body: B): RouteContext<P, Q, B> {
  return {
    req,
    res,
    get user(): BenutzerInfo {
      const user = res.locals.benutzer as BenutzerInfo | undefined;
      if (!user) throw new HttpError(401, FEHLER.nichtAngemeldet);
      return user;
    },
    get userOrNull(): BenutzerInfo | null {
      return (res.locals.benutzer as BenutzerInfo | undefined) ?? null;
    },
    params,
    query,
    body,
  };
}

/** The permission check of one route, decided by the one permission function. */
function authorise(spec: RouteSpec, loadUserInfo: LoadUserInfo): RequestHandler[] {
  if (spec.rule === 'public' || spec.rule === 'token') return [];
  const signIn = requireBenutzer(loadUserInfo);
  const decide: RequestHandler = (_req, res, next) => {
    const decision = decideCall(spec.rule, res.locals.benutzer as BenutzerInfo);
    if (decision === 'forbidden') throw new HttpError(403, FEHLER.keineBerechtigung);
    next();
  };
  return [signIn, decide];
}

function handlerOf(spec: RouteSpec, options: BuildOptions): RequestHandler {
  const where = `${spec.method.toUpperCase()} ${spec.path}`;
  return async (req, res) => {
    if (options.checkResponses && spec.response) checkedJson(res, spec.response, where);
    let params: unknown = req.params;
    if (spec.params) {
      const parsed = spec.params.safeParse(req.params);
      if (!parsed.success) throw nichtGefunden(spec.notFound ?? FEHLER.nichtGefunden);
      params = parsed.data;
    }
    // A JSON route reads only JSON: XML, forms or text would reach the schema as an empty body.
    if (spec.body && !spec.form && req.headers['content-type'] !== undefined && !req.is('application/json')) {
      throw new HttpError(415, NUR_JSON);
    }
    const query = spec.query ? spec.query.parse(req.query) : req.query;
    const body = spec.body ? spec.body.parse(req.body) : req.body;
    const result = await spec.handle(contextOf(req, res, params, query, body));
    if (res.headersSent || res.writableEnded) return;
    if (result === undefined) {
      res.status(204).end();
      return;
    }
    // A versioned record answers its version as ETag, so the next edit can send it back (If-Match).
    if (!res.get('ETag') && versionOf(result) !== undefined) sendVersion(res, versionOf(result)!);
    (spec.status ? res.status(spec.status) : res).json(result);
  };
}

/** The `version` of a single record answer; lists and other shapes have none. */
function versionOf(result: unknown): number | undefined {
  if (typeof result !== 'object' || result === null || Array.isArray(result)) return undefined;
  const version = (result as { version?: unknown }).version;
  return typeof version === 'number' ? version : undefined;
}

/** An express router that serves the given routes in their order. */
export function buildRouter(routes: readonly RouteSpec[], options: BuildOptions): Router {
  const router = Router();
  for (const spec of routes) {
    const csrf = spec.method === 'get' && changesState(spec) ? [options.requireCsrf] : [];
    router[spec.method](spec.path, ...authorise(spec, options.loadUserInfo), ...csrf, ...(spec.before ?? []), handlerOf(spec, options));
  }
  return router;
}
