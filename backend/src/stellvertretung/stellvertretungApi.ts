import { normalisiereBenutzername } from '@abfallportal/common/anmeldung';
import { benutzerInfoSchema } from '@abfallportal/common/benutzerInfo';
import { canAssumePerspective, canRunAs, isStaff, type Rolle } from '@abfallportal/common/permissions';
import { stellvertretungAenderungEintragSchema, stellvertretungProtokollEintragSchema } from '@abfallportal/common/stellvertretungWire';
import { benutzernameSchema, textIdSchema } from '@abfallportal/common/validation';
import type { BenutzerInfo } from '@abfallportal/common/benutzerInfo';
import type { Request } from 'express';
import { z } from 'zod';
import type { AppDeps } from '../appDeps';
import { DomainError, nichtGefunden, ungueltig, verboten } from '../platform/domainError';
import { createCsrf } from '../platform/http/csrf';
import { listQuery } from '../platform/http/listQuery';
import { route, type RouteSpec } from '../platform/http/route';
import { sitzungsKontext } from '../platform/http/session';
import { aenderungsListe, toAenderungEintrag } from './aenderungsListe';
import { sitzungSpeichern, sitzungWechseln } from './sitzungWechseln';
import { protokollieren, protokollListe, toProtokollEintrag } from './stellvertretungProtokoll';

const TAG = 'Stellvertretung';
const konflikt = (message: string) => new DomainError('konflikt', message);
const positiveId = textIdSchema();
const KEIN_PERSONAL = 'Nur Administration und Support können für andere Benutzer handeln.';
const BENUTZER_FEHLT = 'Der Benutzer wurde nicht gefunden.';
const ERZEUGER_FEHLT = 'Der Erzeuger wurde nicht gefunden.';
/** Support's view of acting on behalf: who may look at it. */
const PROTOKOLL_LESER = { anyOf: ['VIEW_ALL_USERS', 'VIEW_ALL_ERZEUGER'] } as const;
/** The session's user after a switch; null only if the account vanished meanwhile (as before). */
const infoSchema = benutzerInfoSchema.nullable();

type Ziel = { id: number; rolle: Rolle; aktiv: boolean; erzeuger_id: number | null };

/** Staff only; a producer's user (also staff running as one) gets 403 and the session stays as it was. */
function nurPersonal(user: BenutzerInfo): BenutzerInfo {
  if (!canAssumePerspective(user)) throw verboten(KEIN_PERSONAL);
  return user;
}

/**
 * Acting on behalf (spec § 6 and § 7, issue 9) under /api/v1/session: run as another user, end it,
 * assume a producer's perspective, and the protocol of these switches. A perspective ends with
 * DELETE /assumeMandantPerspective (the spec names no end call; a DELETE says what it does). The
 * switches are open to signed-in users and refuse non-staff themselves (canRunAs,
 * canAssumePerspective): ending a run-as is done as the producer's user.
 */
export function stellvertretungRoutes(deps: Pick<AppDeps, 'db' | 'config' | 'jetzt' | 'loadUserInfo'>): RouteSpec[] {
  const { db } = deps;
  const csrf = createCsrf(deps.config);
  const infoDerSitzung = (req: Request) =>
    deps.loadUserInfo(req.session.benutzerId!, req.session.aliasVonBenutzerId !== undefined, sitzungsKontext(req.session));

  return [
    route({
      method: 'put',
      path: '/v1/session/runAsBenutzer/:name',
      summary: 'Als ein anderer Benutzer handeln (Administration und Support)',
      tag: TAG,
      rule: 'signedIn',
      tenant: 'producer',
      query: z.object({ mandantId: z.unknown().optional() }),
      handle: async ({ req, res, user, query }) => {
        const echt = nurPersonal(user);
        const mandantId = query.mandantId === undefined || query.mandantId === '' ? undefined : positiveId.safeParse(query.mandantId);
        if (mandantId && !mandantId.success) throw ungueltig('Die Mandanten-Id ist ungültig.');
        // A name PostgreSQL cannot bind (NUL, a lone surrogate) names nobody: the same 404 as an unknown one.
        const name = benutzernameSchema.safeParse(req.params.name);
        if (!name.success) throw nichtGefunden(BENUTZER_FEHLT);
        const email = normalisiereBenutzername(name.data);
        const ziel = (await db('benutzer').whereRaw('lower(email) = ?', [email]).first('id', 'rolle', 'aktiv', 'erzeuger_id')) as
          Ziel | undefined;
        if (!ziel) throw nichtGefunden(BENUTZER_FEHLT);
        if (!canRunAs(echt, ziel)) throw verboten('Als Administrations- oder Support-Konto kann niemand handeln.');
        if (!ziel.aktiv) throw ungueltig('Der Benutzer ist deaktiviert; als deaktivierter Benutzer kann niemand handeln.');
        if (mandantId?.success && mandantId.data !== ziel.erzeuger_id) throw ungueltig('Der Benutzer gehört nicht zu diesem Erzeuger.');

        await sitzungWechseln(req, { benutzerId: ziel.id, aliasVonBenutzerId: echt.id });
        csrf.rotate(req, res);
        await protokollieren(db, {
          echterBenutzerId: echt.id,
          effektiverBenutzerId: ziel.id,
          erzeugerId: ziel.erzeuger_id,
          aktion: 'RUN_AS_START',
          zeitpunkt: deps.jetzt(),
        });
        return infoDerSitzung(req);
      },
      response: infoSchema,
    }),
    // Empty name: ends running as another user (spec § 7, PUT /v1/session/runAsBenutzer/).
    route({
      method: 'put',
      path: '/v1/session/runAsBenutzer',
      summary: 'Das Handeln als anderer Benutzer beenden',
      tag: TAG,
      rule: 'signedIn',
      tenant: 'own',
      response: infoSchema,
      handle: async ({ req, res, user }) => {
        const echtId = req.session.aliasVonBenutzerId;
        if (echtId === undefined) {
          if (!isStaff(user.rolle)) throw verboten(KEIN_PERSONAL);
          throw konflikt('Sie handeln zurzeit nicht als ein anderer Benutzer.');
        }
        await sitzungWechseln(req, { benutzerId: echtId });
        csrf.rotate(req, res);
        await protokollieren(db, {
          echterBenutzerId: echtId,
          effektiverBenutzerId: user.id,
          erzeugerId: user.erzeuger?.id ?? null,
          aktion: 'RUN_AS_ENDE',
          zeitpunkt: deps.jetzt(),
        });
        return infoDerSitzung(req);
      },
    }),
    route({
      method: 'put',
      path: '/v1/session/assumeMandantPerspective/:id',
      summary: 'Einen Erzeuger aus seiner Sicht sehen (Administration und Support)',
      tag: TAG,
      rule: 'signedIn',
      tenant: 'producer',
      response: infoSchema,
      handle: async ({ req, user }) => {
        const echt = nurPersonal(user);
        const id = positiveId.safeParse(req.params.id);
        const erzeuger = id.success ? ((await db('erzeuger').where({ id: id.data }).first('id')) as { id: number } | undefined) : undefined;
        if (!erzeuger) throw nichtGefunden(ERZEUGER_FEHLT);
        req.session.perspektiveErzeugerId = erzeuger.id;
        await sitzungSpeichern(req);
        await protokollieren(db, {
          echterBenutzerId: echt.id,
          effektiverBenutzerId: echt.id,
          erzeugerId: erzeuger.id,
          aktion: 'PERSPEKTIVE_START',
          zeitpunkt: deps.jetzt(),
        });
        return infoDerSitzung(req);
      },
    }),
    route({
      method: 'delete',
      path: '/v1/session/assumeMandantPerspective',
      summary: 'Die Sicht eines Erzeugers verlassen',
      tag: TAG,
      rule: 'signedIn',
      tenant: 'own',
      response: infoSchema,
      handle: async ({ req, user }) => {
        const echt = nurPersonal(user);
        const erzeugerId = req.session.perspektiveErzeugerId;
        if (erzeugerId === undefined) throw konflikt('Sie sehen zurzeit keinen Erzeuger aus seiner Sicht.');
        delete req.session.perspektiveErzeugerId;
        await sitzungSpeichern(req);
        await protokollieren(db, {
          echterBenutzerId: echt.id,
          effektiverBenutzerId: echt.id,
          erzeugerId,
          aktion: 'PERSPEKTIVE_ENDE',
          zeitpunkt: deps.jetzt(),
        });
        return infoDerSitzung(req);
      },
    }),
    route({
      method: 'get',
      path: '/v1/session/protokoll',
      summary: 'Das Protokoll der Wechsel (Handeln als, Sicht eines Erzeugers)',
      tag: TAG,
      rule: PROTOKOLL_LESER,
      tenant: 'none',
      response: z.array(stellvertretungProtokollEintragSchema),
      handle: async ({ req, res }) => {
        await listQuery(db, req, res, protokollListe, { type: 'alle' }, toProtokollEintrag);
      },
    }),
    // The changes made while acting on behalf, recorded by aenderungsProtokoll for every feature.
    route({
      method: 'get',
      path: '/v1/session/aenderungen',
      summary: 'Die Änderungen, die in Stellvertretung gemacht wurden',
      tag: TAG,
      rule: PROTOKOLL_LESER,
      tenant: 'none',
      response: z.array(stellvertretungAenderungEintragSchema),
      handle: async ({ req, res }) => {
        await listQuery(db, req, res, aenderungsListe, { type: 'alle' }, toAenderungEintrag);
      },
    }),
  ];
}
