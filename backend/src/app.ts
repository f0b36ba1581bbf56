import fs from 'node:fs';
import path from 'node:path';
import cookieParser from 'cookie-parser';
import express, { type Express, type RequestHandler, type Router } from 'express';
import type { AppDeps } from './appDeps';
import { createHealthRouter } from './health';
import { createCsrf } from './platform/http/csrf';
import { createErrorHandler, notFoundHandler } from './platform/http/errorHandler';
import { koerperFrist } from './platform/http/koerperFrist';
import { komprimierung, vorkomprimiert } from './platform/http/komprimierung';
import { aenderungsProtokoll } from './stellvertretung';
import { noStore, securityHeaders } from './platform/http/securityHeaders';
import { nurLoopback } from './platform/mail/devMailRouter';
import { buildRouter } from './platform/http/route';
import { apiRoutes } from './routes';

export type AppOptions = {
  session: RequestHandler;
  devMailRouter: Router;
  /** The built front end (frontend/dist); served with an SPA fallback when present. */
  frontendDir?: string;
  /** Parse every success answer with its route's response schema (tests): a drift answers 500. */
  checkResponses?: boolean;
};

/** The HTTP edge: parsers, sessions, CSRF, the feature routers, the front end, errors. */
export const createApp = (deps: AppDeps, options: AppOptions): Express => {
  const app = express();
  app.disable('x-powered-by');
  // Which proxy may name the client (TRUST_PROXY): the login limiter counts per real address.
  app.set('trust proxy', deps.config.TRUST_PROXY);
  // Every request body, read or not, has arrived within the uploads' deadline (issue 28), else 408.
  app.use(koerperFrist(deps.uploadFristMs));
  app.use(securityHeaders(deps.config.publicUrl.startsWith('https:')));
  app.use(createHealthRouter({ db: deps.db, eventStore: deps.eventStore, lag: deps.projectionLag }));

  const routes = apiRoutes(deps);
  const csrf = createCsrf(deps.config);
  const build = (token: boolean) =>
    buildRouter(
      routes.filter((r) => (r.rule === 'token') === token),
      { loadUserInfo: deps.loadUserInfo, requireCsrf: csrf.requireToken, checkResponses: options.checkResponses },
    );
  const api = express.Router();
  api.use(noStore);
  api.use(komprimierung());
  api.use(express.json({ limit: '1mb' }));
  // Token links carry their own authority (DESIGN § 6): no session, no CSRF cookie, and a 401 there logs nobody out.
  api.use(build(true));
  api.use(cookieParser());
  api.use(options.session);
  api.use(csrf.protection);
  // Every change made while acting on behalf is recorded here once, for all features (issue 9).
  api.use('/v1', aenderungsProtokoll(deps));
  api.use('/dev', nurLoopback, options.devMailRouter);
  api.use(build(false));
  api.use(notFoundHandler);
  app.use('/api', api);

  // The developer mailbox exists only in the embedded mode (issue: platform, mail and jobs).
  app.use('/dev', deps.config.embedded ? nurLoopback : notFoundHandler);
  if (options.frontendDir && fs.existsSync(path.join(options.frontendDir, 'index.html'))) {
    const dir = options.frontendDir;
    app.use('/assets', vorkomprimiert(path.join(dir, 'assets')));
    app.use('/assets', express.static(path.join(dir, 'assets'), { immutable: true, maxAge: '1y' }));
    app.use(express.static(dir, { index: false }));
    app.get(/^\/(?!api\/|health$).*/, (_req, res) => {
      res.set('Cache-Control', 'no-cache').sendFile(path.join(dir, 'index.html'));
    });
  }
  app.use(notFoundHandler);
  app.use(createErrorHandler(deps.log));
  return app;
};
