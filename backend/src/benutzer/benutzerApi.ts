import { onboardingSchema, onboardingSchrittSchema, passwortVergessenAnfrageSchema } from '@abfallportal/common/anmeldung';
import { benutzerInfoSchema, onboardingAntwortSchema, profilSchema, sitzungSchema } from '@abfallportal/common/benutzerInfo';
import { kontaktdatenSchema, passwortAendernSchema, passwortZuruecksetzenSchema } from '@abfallportal/common/validation';
import { z } from 'zod';
import type { AppDeps } from '../appDeps';
import { createLoginLimiter } from '../auth';
import { sendDatei } from '../platform/files/sendDatei';
import { createCsrf } from '../platform/http/csrf';
import { FEHLER, HttpError } from '../platform/http/httpError';
import { route, type RouteSpec } from '../platform/http/route';
import { sitzungsKontext } from '../platform/http/session';
import { expectedVersion } from '../platform/http/version';
import { loadUserInfo } from './benutzerInfo';
import { createResetLimiter, passwortLinkAnfordern, passwortZuruecksetzen, checkLink } from './passwortVergessen';
import { aenderePasswort, loadProfil, loadProfilBild, saveProfil } from './profil';
import { eineDatei } from './profilBildUpload';

const TAG = 'Eigenes Konto';

/**
 * The signed-in user's own account (spec § 7, user calls) under /api/v1/benutzer: the session's
 * user info, the password-reset flow (public, rate limited per address and account), the own
 * password, profile (versioned like every edit of the account) and onboarding flags.
 */
export function benutzerRoutes(deps: Pick<AppDeps, 'db' | 'files' | 'config' | 'jetzt'>): RouteSpec[] {
  const { db } = deps;
  const csrf = createCsrf(deps.config);
  const resetLimiter = createResetLimiter(db);
  const loginLimiter = createLoginLimiter(db);
  return [
    // Answers 401 itself (no sign-in redirect): the app asks it to learn whether anyone is signed in.
    route({
      method: 'get',
      path: '/v1/benutzer/info',
      summary: 'Der angemeldete Benutzer, wie die Sitzung ihn kennt; setzt das CSRF-Token',
      tag: TAG,
      rule: 'public',
      tenant: 'own',
      response: benutzerInfoSchema,
      handle: async ({ req, res }) => {
        csrf.ensureToken(req, res);
        const id = req.session?.benutzerId;
        const info =
          id === undefined ? null : await loadUserInfo(db, id, req.session.aliasVonBenutzerId !== undefined, sitzungsKontext(req.session));
        if (!info) throw new HttpError(401, FEHLER.nichtAngemeldet);
        return info;
      },
    }),
    // The same question answered 200 when nobody is signed in (issue 19: no 401 in the console of public pages).
    route({
      method: 'get',
      path: '/v1/benutzer/sitzung',
      summary: 'Ob jemand angemeldet ist, und wer (antwortet auch ohne Anmeldung 200); setzt das CSRF-Token',
      tag: TAG,
      rule: 'public',
      tenant: 'own',
      response: sitzungSchema,
      handle: async ({ req, res }) => {
        csrf.ensureToken(req, res);
        const id = req.session?.benutzerId;
        const info =
          id === undefined ? null : await loadUserInfo(db, id, req.session.aliasVonBenutzerId !== undefined, sitzungsKontext(req.session));
        return info ? { angemeldet: true as const, info } : { angemeldet: false as const };
      },
    }),
    route({
      method: 'post',
      path: '/v1/benutzer/profil/passwortvergessen/anfrage',
      summary: 'Einen Link zum Zurücksetzen des Passworts anfordern (antwortet immer 204)',
      tag: TAG,
      rule: 'public',
      tenant: 'none',
      body: passwortVergessenAnfrageSchema,
      handle: async ({ req, body }) => {
        await passwortLinkAnfordern(
          { db, limiter: resetLimiter },
          deps.config.publicUrl,
          { email: body.email, adresse: req.ip ?? 'unbekannt' },
          deps.jetzt(),
        );
      },
    }),
    route({
      method: 'get',
      path: '/v1/benutzer/profil/passwortvergessen/token/:token',
      summary: 'Ob ein Link zum Setzen des Passworts noch gilt, und für wen',
      tag: TAG,
      rule: 'public',
      tenant: 'none',
      params: z.object({ token: z.string() }),
      response: z.object({ email: z.string() }),
      handle: ({ params }) => checkLink(db, params.token, deps.jetzt()),
    }),
    route({
      method: 'post',
      path: '/v1/benutzer/profil/passwortvergessen',
      summary: 'Ein neues Passwort über den Link setzen',
      tag: TAG,
      rule: 'public',
      tenant: 'none',
      body: passwortZuruecksetzenSchema,
      handle: async ({ req }) => {
        await passwortZuruecksetzen(db, req.body, deps.jetzt());
      },
    }),
    route({
      method: 'post',
      path: '/v1/benutzer/password',
      summary: 'Das eigene Passwort ändern (beendet die anderen Sitzungen)',
      tag: TAG,
      rule: 'signedIn',
      tenant: 'own',
      body: passwortAendernSchema,
      handle: async ({ req, user }) => {
        await aenderePasswort(
          { db, limiter: loginLimiter },
          { benutzerId: user.id, adresse: req.ip ?? 'unbekannt', sitzung: req.sessionID },
          req.body,
        );
      },
    }),
    route({
      method: 'get',
      path: '/v1/benutzer/profil',
      summary: 'Die eigenen Kontaktdaten; ETag ist die Version des Kontos',
      tag: TAG,
      rule: 'profil',
      tenant: 'own',
      response: profilSchema,
      handle: async ({ user }) => {
        const profil = await loadProfil(db, user.id);
        return profil;
      },
    }),
    route({
      method: 'post',
      path: '/v1/benutzer/profil',
      summary: 'Die eigenen Kontaktdaten und das Profilbild speichern (If-Match oder Feld version)',
      tag: TAG,
      rule: 'profil',
      tenant: 'own',
      form: { files: ['profilBild'], fields: kontaktdatenSchema.extend({ version: z.string().optional() }) },
      before: [eineDatei('profilBild')],
      body: kontaktdatenSchema,
      response: profilSchema,
      handle: async ({ req, user, body }) => {
        const profil = await saveProfil(deps, { benutzerId: user.id, version: expectedVersion(req) }, body, req.file, deps.jetzt());
        return profil;
      },
    }),
    route({
      method: 'get',
      path: '/v1/benutzer/profil/bild',
      summary: 'Das eigene Profilbild',
      tag: TAG,
      rule: 'profil',
      tenant: 'own',
      handle: async ({ res, user }) => {
        const bild = await loadProfilBild(deps, user.id);
        if (!bild) throw new HttpError(404, FEHLER.nichtGefunden);
        res.set('Cache-Control', 'private, max-age=86400');
        sendDatei(res, { data: bild.data, typ: bild.typ, name: bild.typ === 'image/png' ? 'profilbild.png' : 'profilbild.jpg' }, 'inline');
      },
    }),
    route({
      method: 'put',
      path: '/v1/benutzer/onboarding/:schritt',
      summary: 'Einen Onboarding-Schritt als erledigt (oder offen) markieren',
      tag: TAG,
      rule: 'signedIn',
      tenant: 'own',
      // An unknown step answers 400 with its message (not 404), as it always did.
      params: z.object({ schritt: z.string() }),
      body: onboardingSchema,
      response: onboardingAntwortSchema,
      handle: async ({ params, body, user }) => {
        const schritt = onboardingSchrittSchema.parse(params.schritt);
        await db('benutzer')
          .where({ id: user.id })
          // "Später" (the first step answered false) puts the onboarding off until the user opens it again (issue 19).
          .update({
            onboarding: db.raw('onboarding || ?::jsonb', [
              JSON.stringify({ [schritt]: body.completed, verschoben: schritt === 'stammdaten' && !body.completed }),
            ]),
          });
        const info = await loadUserInfo(db, user.id, user.isAlias);
        return { onboardingCompleted: info?.onboardingCompleted, onboarding: info?.onboarding };
      },
    }),
  ];
}
