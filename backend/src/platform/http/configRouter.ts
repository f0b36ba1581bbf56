import { Router } from 'express';
import type { AppDeps } from '../../appDeps';

export const PORTAL_NAME = 'Abfallportal';

/** GET /api/v1/config: what the public pages need before anyone signs in. */
export const createConfigRouter = (deps: AppDeps): Router => {
  const router = Router();
  router.get('/config', (_req, res) => {
    res.json({
      portalName: PORTAL_NAME,
      ssoEnabled: deps.config.OIDC_ISSUER !== undefined,
      devMailbox: deps.config.embedded,
    });
  });
  return router;
};
