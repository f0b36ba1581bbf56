import { portalConfigSchema, type PortalConfig } from '@abfallportal/common/portalConfig';
import type { AppDeps } from '../../appDeps';
import type { Config } from '../config';
import { route, type RouteSpec } from './route';

export const PORTAL_NAME = 'Abfallportal';

/** The operator's imprint from the IMPRESSUM_* variables (docs/operations.md). */
export const impressumAus = (config: Config): PortalConfig['impressum'] => ({
  betreiber: config.IMPRESSUM_BETREIBER,
  anschrift: config.IMPRESSUM_ANSCHRIFT.split('|')
    .map((z) => z.trim())
    .filter((z) => z !== ''),
  vertretenDurch: config.IMPRESSUM_VERTRETEN_DURCH ?? null,
  register: config.IMPRESSUM_REGISTER ?? null,
  ustId: config.IMPRESSUM_UST_ID ?? null,
  email: config.SUPPORT_EMAIL,
  telefon: config.SUPPORT_TELEFON ?? null,
});

/** GET /api/v1/config: what the public pages need before anyone signs in. */
export function configRoutes(deps: Pick<AppDeps, 'config'>): RouteSpec[] {
  return [
    route({
      method: 'get',
      path: '/v1/config',
      summary: 'Was die öffentlichen Seiten vor der Anmeldung brauchen: Name, SSO, Entwickler-Postfach, Anmelde-URL, Impressum',
      tag: 'System',
      rule: 'public',
      tenant: 'none',
      response: portalConfigSchema,
      handle: (): PortalConfig => ({
        portalName: PORTAL_NAME,
        ssoEnabled: deps.config.OIDC_ISSUER !== undefined,
        // Only the embedded default keeps mails in the developer mailbox; with SMTP they leave the portal (issue 19).
        devMailbox: deps.config.embedded && !deps.config.SMTP_URL,
        loginUrl: new URL('/login', deps.config.publicUrl).href,
        phpApiHost: new URL('/api', deps.config.publicUrl).href,
        impressum: impressumAus(deps.config),
      }),
    }),
  ];
}
