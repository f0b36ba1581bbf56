import {
  LEISTUNG_MELDUNG,
  leistungAntwortSchema,
  leistungOptionenQuerySchema,
  leistungOptionenSchema,
  leistungSchema,
} from '@abfallportal/common/leistung';
import { idParams } from '@abfallportal/common/validation';
import { z } from 'zod';
import type { AppDeps } from '../appDeps';
import { listQuery } from '../platform/http/listQuery';
import { route, type RouteSpec } from '../platform/http/route';
import { expectedVersion } from '../platform/http/version';
import { leistungListe, toLeistung } from './leistungListe';
import { loadLeistungOptionen } from './loadLeistungOptionen';
import { createLeistung, deleteLeistung, loadLeistung, updateLeistung } from './leistungSpeichern';
import { checkEntsorgerBereich, leistungScope } from './leistungZugriff';

const TAG = 'Preisvereinbarungen';

/**
 * /api/v1/leistung (spec § 7, Master data and prices): price agreements with their price lines.
 * Everyone reads within their scope (scopeOf 'preise'); only staff with CREATE_MANDANT write
 * (rule 'supportEntsorgerDetail'), and every change carries the version it was made on.
 */
export function leistungRoutes(deps: Pick<AppDeps, 'db' | 'eventStore'>): RouteSpec[] {
  const { db } = deps;
  const notFound = LEISTUNG_MELDUNG.nichtGefunden;
  return [
    route({
      method: 'get',
      path: '/v1/leistung',
      summary: 'Preisvereinbarungen als Liste (simple-rest), im Scope des Benutzers',
      tag: TAG,
      rule: 'signedIn',
      tenant: 'producer',
      response: z.array(leistungAntwortSchema),
      handle: async ({ req, res, user }) => {
        await listQuery(db, req, res, leistungListe, leistungScope(user), toLeistung);
      },
    }),
    // What the price form offers for one disposer: its customers and their sites, waste keys, containers.
    route({
      method: 'get',
      path: '/v1/leistung/optionen',
      summary: 'Auswahl des Preisformulars für einen Entsorger',
      tag: TAG,
      rule: 'supportEntsorgerDetail',
      tenant: 'disposer',
      query: leistungOptionenQuerySchema,
      response: leistungOptionenSchema,
      handle: async ({ user, query }) => {
        checkEntsorgerBereich(user, query.entsorgerId);
        return loadLeistungOptionen(db, query.entsorgerId);
      },
    }),
    route({
      method: 'get',
      path: '/v1/leistung/:id',
      summary: 'Eine Preisvereinbarung; ETag ist ihre Version',
      tag: TAG,
      rule: 'signedIn',
      tenant: 'producer',
      params: idParams,
      notFound,
      response: leistungAntwortSchema,
      handle: async ({ user, params }) => {
        const leistung = await loadLeistung(db, params.id, leistungScope(user));
        return leistung;
      },
    }),
    route({
      method: 'post',
      path: '/v1/leistung',
      summary: 'Preisvereinbarung anlegen',
      tag: TAG,
      rule: 'supportEntsorgerDetail',
      tenant: 'producer',
      body: leistungSchema,
      response: leistungAntwortSchema,
      status: 201,
      handle: ({ body }) => createLeistung(db, body),
    }),
    route({
      method: 'put',
      path: '/v1/leistung/:id',
      summary: 'Preisvereinbarung ändern (If-Match: ihre Version)',
      tag: TAG,
      rule: 'supportEntsorgerDetail',
      tenant: 'producer',
      params: idParams,
      notFound,
      body: leistungSchema,
      response: leistungAntwortSchema,
      handle: async ({ req, params, body }) => {
        const leistung = await updateLeistung(db, params.id, expectedVersion(req), body);
        return leistung;
      },
    }),
    route({
      method: 'delete',
      path: '/v1/leistung/:id',
      summary: 'Preisvereinbarung löschen, solange kein Auftrag sie verwendet (If-Match: ihre Version)',
      tag: TAG,
      rule: 'supportEntsorgerDetail',
      tenant: 'producer',
      params: idParams,
      notFound,
      response: leistungAntwortSchema,
      handle: ({ req, params }) => deleteLeistung(deps, params.id, expectedVersion(req)),
    }),
  ];
}
