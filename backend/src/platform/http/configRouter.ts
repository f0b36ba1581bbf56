import { portalConfigSchema, type PortalConfig } from '@abfallportal/common/portalConfig';
import type { AppDeps } from '../../appDeps';
import { route, type RouteSpec } from './route';

export const PORTAL_NAME = 'Abfallportal';

/** GET /api/v1/config: what the public pages need before anyone signs in. */
export function configRoutes(deps: Pick<AppDeps, 'config'>): RouteSpec[] {
  return [
    route({
      method: 'get',
      path: '/v1/config',
      summary: 'Was die öffentlichen Seiten vor der Anmeldung brauchen: Name, SSO, Entwickler-Postfach',
      tag: 'System',
      rule: 'public',
      tenant: 'none',
      response: portalConfigSchema,
      handle: (): PortalConfig => ({
        portalName: PORTAL_NAME,
        ssoEnabled: deps.config.OIDC_ISSUER !== undefined,
        // Only the embedded default keeps mails in the developer mailbox; with SMTP they leave the portal (issue 19).
        devMailbox: deps.config.embedded && !deps.config.SMTP_URL,
      }),
    }),
  ];
}
