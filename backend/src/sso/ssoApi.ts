import { normalisiereBenutzername } from '@abfallportal/common/anmeldung';
import type { Response } from 'express';
import { z } from 'zod';
import type { AppDeps } from '../appDeps';
import { NORMALISIERTE_EMAIL_SQL, standardPerspektive } from '../auth';
import { starteSitzung } from '../platform/http/asyncSession';
import { createCsrf } from '../platform/http/csrf';
import { route, type RouteSpec } from '../platform/http/route';
import { createOidcAnbieter, type OidcAnbieter, type SsoAnfrage } from './oidcAnbieter';

declare module 'express-session' {
  // Declaration merging needs an interface here.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface SessionData {
    /** State, nonce and PKCE verifier of a running single sign-on (cleared on return). */
    ssoAnfrage: SsoAnfrage & { agbAkzeptiert: boolean };
  }
}

/** The login page's query flag, shown there as the spec's message (§ 8). */
export type SsoFehler = 'keineWeiterleitung' | 'fehlgeschlagen' | 'unbekannt' | 'agb';

const zurAnmeldung = (res: Response, fehler: SsoFehler): void => res.redirect(303, `/login?sso=${fehler}`);
const TAG = 'Anmeldung';

/**
 * Single sign-on under /api/sso (DESIGN § 6): /start sends the browser to the provider, /callback
 * signs the returning person in. Matching rule: the provider's verified email address names an
 * existing active account (compared like the login form does); nobody is created here. The sign-in
 * is the form's: a new session id, a new anti-forgery token, then the dashboard. Both calls are
 * public GETs that answer with a redirect themselves (the browser arrives from the provider without
 * an anti-forgery header; state, nonce and PKCE guard the callback instead).
 */
export function ssoRoutes(deps: Pick<AppDeps, 'config' | 'db' | 'log' | 'jetzt'>, anbieter?: OidcAnbieter): RouteSpec[] {
  const { config, db, log } = deps;
  const csrf = createCsrf(config);
  const oidc =
    anbieter ??
    (config.OIDC_ISSUER === undefined
      ? undefined
      : createOidcAnbieter({
          issuer: config.OIDC_ISSUER,
          clientId: config.OIDC_CLIENT_ID!,
          clientSecret: config.OIDC_CLIENT_SECRET!,
          redirectUri: `${config.publicUrl}/api/sso/callback`,
        }));

  const start = route({
    method: 'get',
    path: '/sso/start',
    summary: 'Single Sign-on beginnen: weiter zum Anbieter (303)',
    tag: TAG,
    rule: 'public',
    tenant: 'none',
    query: z.object({ acceptedTermsAndConditions: z.unknown().optional() }),
    handle: async ({ req, res }) => {
      if (!oidc) return zurAnmeldung(res, 'keineWeiterleitung');
      try {
        const { url, anfrage } = await oidc.start();
        // The login form's terms checkbox travels along: a first sign-in needs it, as with the password.
        req.session.ssoAnfrage = { ...anfrage, agbAkzeptiert: req.query.acceptedTermsAndConditions === 'true' };
        await new Promise<void>((resolve, reject) => req.session.save((e: unknown) => (e ? reject(e) : resolve())));
        res.redirect(303, url);
      } catch (e) {
        log.error('SSO: der Anbieter ist nicht erreichbar oder falsch konfiguriert', e);
        zurAnmeldung(res, 'keineWeiterleitung');
      }
    },
  });

  const callback = route({
    method: 'get',
    path: '/sso/callback',
    summary: 'Rückkehr vom Anbieter: anmelden und weiter zum Dashboard (303)',
    tag: TAG,
    rule: 'public',
    tenant: 'own',
    handle: async ({ req, res }) => {
      const anfrage = req.session.ssoAnfrage;
      delete req.session.ssoAnfrage;
      if (!oidc || !anfrage) return zurAnmeldung(res, 'fehlgeschlagen');
      let email: string | undefined;
      try {
        const identitaet = await oidc.rueckkehr(req, anfrage);
        email = identitaet.emailVerifiziert ? identitaet.email : undefined;
      } catch (e) {
        log.warn('SSO: der Anbieter hat die Anmeldung abgelehnt oder die Antwort war ungültig', e);
        return zurAnmeldung(res, 'fehlgeschlagen');
      }
      if (email === undefined) return zurAnmeldung(res, 'unbekannt');
      const konto = (await db('benutzer')
        .whereRaw(`${NORMALISIERTE_EMAIL_SQL} = ?`, [normalisiereBenutzername(email)])
        .andWhere({ aktiv: true })
        .first('id', 'agb_akzeptiert_am')) as { id: number; agb_akzeptiert_am: Date | null } | undefined;
      if (!konto) return zurAnmeldung(res, 'unbekannt');
      if (konto.agb_akzeptiert_am === null) {
        if (!anfrage.agbAkzeptiert) return zurAnmeldung(res, 'agb');
        await db('benutzer').where({ id: konto.id }).update({ agb_akzeptiert_am: deps.jetzt() });
      }
      await starteSitzung(req, konto.id, false, await standardPerspektive(db, konto.id));
      csrf.rotate(req, res);
      res.redirect(303, '/');
    },
  });

  return [start, callback];
}
