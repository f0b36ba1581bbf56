import type { BenutzerInfo } from '@abfallportal/common/benutzerInfo';
import {
  LEISTUNGSNUMMER_NICHT_GEFUNDEN,
  leistungsnummerAnlegenSchema,
  leistungsnummerOptionenSchema,
  leistungsnummerSchema,
  leistungsnummerWireSchema,
  type Leistungsnummer,
} from '@abfallportal/common/leistungsnummer';
import { scopeIncludesErzeuger, scopeOf, type ScopeNeed } from '@abfallportal/common/permissions';
import { idParams } from '@abfallportal/common/validation';
import { z } from 'zod';
import type { AppDeps } from '../appDeps';
import { nichtGefunden } from '../platform/domainError';
import { listQuery } from '../platform/http/listQuery';
import { pfadId } from '../platform/http/pfadId';
import { route, type RouteSpec } from '../platform/http/route';
import { expectedVersion } from '../platform/http/version';
import {
  createLeistungsnummer,
  deleteLeistungsnummer,
  leistungsnummerListe,
  loadLeistungsnummer,
  loadLeistungsnummerOptionen,
  toLeistungsnummer,
  updateLeistungsnummer,
} from './leistungsnummerQueries';

const ERZEUGER_NICHT_GEFUNDEN = 'Der Erzeuger wurde nicht gefunden.';
const TAG = 'Leistungsnummern';

/** The producer a list is about: `erzeugerId` in the query or the react-admin filter, else the user's own. */
const erzeugerIdDerListe = (query: Record<string, unknown>, benutzer: BenutzerInfo): number => {
  let roh: unknown = query.erzeugerId;
  if (roh === undefined && typeof query.filter === 'string') {
    try {
      roh = (JSON.parse(query.filter) as { erzeugerId?: unknown }).erzeugerId;
    } catch {
      roh = undefined; // listQuery answers the broken filter with a 400
    }
  }
  return pfadId(roh ?? benutzer.erzeuger?.id, ERZEUGER_NICHT_GEFUNDEN);
};

/**
 * /api/v1/custom/bela/leistungsnummer (spec § 7): a customer-specific module. The route rule
 * 'leistungsnummer' (CUSTOM_BELA_VIEW_LEISTUNGSNUMMER) answers 403 without the permission; with it
 * scopeOf('leistungsnummern') decides whose numbers: a producer's user its own, staff any. Another
 * producer's numbers answer 404, so nothing tells whether they exist.
 */
export function leistungsnummerRoutes(deps: Pick<AppDeps, 'db'>): RouteSpec[] {
  const { db } = deps;
  const notFound = LEISTUNGSNUMMER_NICHT_GEFUNDEN;

  const checkErzeuger = async (user: BenutzerInfo, need: ScopeNeed, erzeugerId: number, meldung: string): Promise<void> => {
    const scope = scopeOf('leistungsnummern', user, need);
    if (!scopeIncludesErzeuger(scope, erzeugerId)) throw nichtGefunden(meldung);
    if (scope.type === 'alle' && !(await db('erzeuger').where({ id: erzeugerId }).first('id'))) throw nichtGefunden(meldung);
  };
  const eigene = async (user: BenutzerInfo, need: ScopeNeed, id: number): Promise<Leistungsnummer> => {
    const l = await loadLeistungsnummer(db, id);
    if (!l) throw nichtGefunden(notFound);
    await checkErzeuger(user, need, l.erzeugerId, notFound);
    return l;
  };

  return [
    route({
      method: 'get',
      path: '/v1/custom/bela/leistungsnummer/optionen',
      summary: 'Auswahl des Leistungsnummer-Formulars aus den Stammdaten',
      tag: TAG,
      rule: 'leistungsnummer',
      tenant: 'none',
      response: leistungsnummerOptionenSchema,
      handle: () => loadLeistungsnummerOptionen(db),
    }),
    route({
      method: 'get',
      path: '/v1/custom/bela/leistungsnummer',
      summary: 'Leistungsnummern eines Erzeugers als Liste (simple-rest)',
      tag: TAG,
      rule: 'leistungsnummer',
      tenant: 'producer',
      response: z.array(leistungsnummerWireSchema),
      handle: async ({ req, res, user }) => {
        const erzeugerId = erzeugerIdDerListe(req.query, user);
        await checkErzeuger(user, 'read', erzeugerId, ERZEUGER_NICHT_GEFUNDEN);
        await listQuery(db, req, res, leistungsnummerListe, { type: 'erzeuger', erzeugerId }, toLeistungsnummer);
      },
    }),
    route({
      method: 'post',
      path: '/v1/custom/bela/leistungsnummer',
      summary: 'Leistungsnummer anlegen',
      tag: TAG,
      rule: 'leistungsnummer',
      tenant: 'producer',
      body: leistungsnummerAnlegenSchema,
      response: leistungsnummerWireSchema,
      status: 201,
      handle: async ({ user, body }) => {
        await checkErzeuger(user, 'write', body.erzeugerId, ERZEUGER_NICHT_GEFUNDEN);
        return createLeistungsnummer(db, body.erzeugerId, body);
      },
    }),
    route({
      method: 'get',
      path: '/v1/custom/bela/leistungsnummer/:id',
      summary: 'Eine Leistungsnummer; ETag ist ihre Version',
      tag: TAG,
      rule: 'leistungsnummer',
      tenant: 'producer',
      params: idParams,
      notFound,
      response: leistungsnummerWireSchema,
      handle: async ({ user, params }) => {
        const l = await eigene(user, 'read', params.id);
        return l;
      },
    }),
    route({
      method: 'put',
      path: '/v1/custom/bela/leistungsnummer/:id',
      summary: 'Leistungsnummer ändern (If-Match: ihre Version)',
      tag: TAG,
      rule: 'leistungsnummer',
      tenant: 'producer',
      params: idParams,
      notFound,
      body: leistungsnummerSchema,
      response: leistungsnummerWireSchema,
      handle: async ({ req, user, params, body }) => {
        const l = await eigene(user, 'write', params.id);
        const neu = await updateLeistungsnummer(db, l.id, expectedVersion(req), body);
        return neu;
      },
    }),
    route({
      method: 'delete',
      path: '/v1/custom/bela/leistungsnummer/:id',
      summary: 'Leistungsnummer löschen (If-Match: ihre Version)',
      tag: TAG,
      rule: 'leistungsnummer',
      tenant: 'producer',
      params: idParams,
      notFound,
      response: leistungsnummerWireSchema,
      handle: async ({ req, user, params }) => {
        const l = await eigene(user, 'write', params.id);
        await deleteLeistungsnummer(db, l.id, expectedVersion(req));
        return l;
      },
    }),
  ];
}
