import {
  benutzerAendernSchema,
  benutzerAnlegenSchema,
  benutzerberechtigungAntwortSchema,
  benutzerberechtigungSchema,
  verwalteterBenutzerSchema,
} from '@abfallportal/common/benutzerverwaltung';
import { idParams } from '@abfallportal/common/validation';
import { z } from 'zod';
import type { AppDeps } from '../appDeps';
import { listQuery } from '../platform/http/listQuery';
import { route, type RouteSpec } from '../platform/http/route';
import { expectedVersion } from '../platform/http/version';
import { createBenutzer, deleteBenutzer, readBerechtigungen, saveBerechtigungen, updateBenutzer } from './benutzerCommands';
import { BENUTZER_LISTE, loadBenutzerImScope, toVerwalteterBenutzer } from './benutzerverwaltungQueries';
import { BENUTZER_NICHT_GEFUNDEN, checkErzeugerImScope, verwaltungsScope } from './benutzerverwaltungZugriff';
import { inviteBenutzer } from './inviteBenutzer';
import { transferInhaber } from './transferInhaber';

const TAG = 'Benutzerverwaltung';
const notFound = BENUTZER_NICHT_GEFUNDEN;

/**
 * A producer's user management (spec § 7, user and producer calls). Every call is open to signed-in
 * users and narrowed by scopeOf('benutzerverwaltung'): reading and inviting with the read scope
 * (INVITE_DELAYED), changes with the write scope (MANAGE_USERS); no scope answers 403 with the
 * feature's message, another producer's user 404. Edits of an account carry its version, asked for
 * once the account is found in the caller's scope (so 403/404 come before 428).
 */
export function benutzerverwaltungRoutes(deps: Pick<AppDeps, 'db' | 'config' | 'jetzt'>): RouteSpec[] {
  const { db } = deps;
  return [
    route({
      method: 'get',
      path: '/v1/erzeuger/:id/benutzer',
      summary: 'Die Benutzer eines Erzeugers als Liste (simple-rest)',
      tag: TAG,
      rule: 'signedIn',
      tenant: 'producer',
      params: idParams,
      notFound,
      response: z.array(verwalteterBenutzerSchema),
      handle: async ({ req, res, user, params }) => {
        checkErzeugerImScope(verwaltungsScope(user, 'read'), params.id);
        await listQuery(db, req, res, BENUTZER_LISTE, { type: 'erzeuger', erzeugerId: params.id }, toVerwalteterBenutzer);
      },
    }),
    route({
      method: 'post',
      path: '/v1/erzeuger/inhaber/:id',
      summary: 'Die Inhaberschaft an diesen Benutzer übertragen',
      tag: TAG,
      rule: 'signedIn',
      tenant: 'producer',
      params: idParams,
      notFound,
      response: verwalteterBenutzerSchema,
      handle: ({ user, params }) => transferInhaber(db, user, params.id),
    }),
    route({
      method: 'post',
      path: '/v1/benutzer',
      summary: 'Einen Benutzer des Erzeugers anlegen',
      tag: TAG,
      // The write scope's permissions (scopeOf benutzerverwaltung): a producer's manager creates in
      // their own producer whatever erzeugerId the body names, so the record is the caller's own.
      rule: { anyOf: ['MANAGE_USERS', 'VIEW_ALL_USERS', 'VIEW_ALL_ERZEUGER'] },
      tenant: 'producer',
      body: benutzerAnlegenSchema,
      response: verwalteterBenutzerSchema,
      status: 201,
      handle: ({ user, body }) => createBenutzer(db, user, body),
    }),
    route({
      method: 'get',
      path: '/v1/benutzer/:id',
      summary: 'Ein Benutzer eines Erzeugers; ETag ist die Version des Kontos',
      tag: TAG,
      rule: 'signedIn',
      tenant: 'producer',
      params: idParams,
      notFound,
      response: verwalteterBenutzerSchema,
      handle: async ({ user, params }) => {
        const benutzer = toVerwalteterBenutzer(await loadBenutzerImScope(db, params.id, verwaltungsScope(user, 'read')));
        return benutzer;
      },
    }),
    route({
      method: 'put',
      path: '/v1/benutzer/:id',
      summary: 'Einen Benutzer ändern (If-Match: die Version des Kontos)',
      tag: TAG,
      rule: 'signedIn',
      tenant: 'producer',
      params: idParams,
      notFound,
      body: benutzerAendernSchema,
      response: verwalteterBenutzerSchema,
      handle: async ({ req, user, params, body }) => {
        const benutzer = await updateBenutzer(db, user, params.id, () => expectedVersion(req), body);
        return benutzer;
      },
    }),
    route({
      method: 'delete',
      path: '/v1/benutzer/:id',
      summary: 'Einen Benutzer löschen (If-Match: die Version des Kontos)',
      tag: TAG,
      rule: 'signedIn',
      tenant: 'producer',
      params: idParams,
      notFound,
      response: z.object({ id: z.number() }),
      handle: async ({ req, user, params }) => {
        await deleteBenutzer(db, user, params.id, () => expectedVersion(req));
        // react-admin's delete expects the deleted record back.
        return { id: params.id };
      },
    }),
    route({
      method: 'post',
      path: '/v1/benutzer/:id/invite',
      summary: 'Zugangsdaten senden: einen Link zum Setzen des Passworts',
      tag: TAG,
      rule: 'signedIn',
      tenant: 'producer',
      params: idParams,
      notFound,
      response: verwalteterBenutzerSchema,
      handle: ({ user, params }) => inviteBenutzer(db, deps.config.publicUrl, user, params.id, deps.jetzt()),
    }),
    route({
      method: 'get',
      path: '/v1/benutzerberechtigung/:id',
      summary: 'Die Berechtigungen eines Benutzers; ETag ist die Version des Kontos',
      tag: TAG,
      rule: 'signedIn',
      tenant: 'producer',
      params: idParams,
      notFound,
      response: benutzerberechtigungAntwortSchema,
      handle: async ({ user, params }) => {
        const berechtigung = await readBerechtigungen(db, user, params.id);
        return berechtigung;
      },
    }),
    route({
      method: 'put',
      path: '/v1/benutzerberechtigung/:id',
      summary: 'Die Berechtigungen eines Benutzers ersetzen (If-Match: die Version des Kontos)',
      tag: TAG,
      rule: 'signedIn',
      tenant: 'producer',
      params: idParams,
      notFound,
      body: benutzerberechtigungSchema,
      response: benutzerberechtigungAntwortSchema,
      handle: async ({ req, user, params, body }) => {
        const berechtigung = await saveBerechtigungen(db, user, params.id, () => expectedVersion(req), body.berechtigungen);
        return berechtigung;
      },
    }),
  ];
}
