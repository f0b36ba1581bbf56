import { adminBenutzerAntwortSchema, adminBenutzerSchema } from '@abfallportal/common/adminBenutzer';
import { idParams } from '@abfallportal/common/validation';
import type { RequestHandler } from 'express';
import multer from 'multer';
import { z } from 'zod';
import type { AppDeps } from '../appDeps';
import { ungueltig } from '../platform/domainError';
import { listQuery } from '../platform/http/listQuery';
import { route, type RouteSpec } from '../platform/http/route';
import { expectedVersion } from '../platform/http/version';
import { createPersonal, deletePersonal, updatePersonal, type AdminBenutzerDeps } from './adminBenutzerCommands';
import { KONTO_NICHT_GEFUNDEN, loadPersonal, PERSONAL_LISTE, toAdminBenutzer } from './adminBenutzerQueries';

const TAG = 'Personal';
const notFound = KONTO_NICHT_GEFUNDEN;

/** Spec § 7 says 'form': multipart/form-data with text fields only (a JSON body is accepted as well). */
function formular(): RequestHandler {
  const upload = multer({ limits: { files: 0, fields: 40, fieldSize: 10_000 } }).none();
  return (req, res, next) => {
    if (!req.is('multipart/form-data')) return next();
    upload(req, res, (err: unknown) => {
      if (!err) return next();
      next(ungueltig('Die Formulardaten sind unvollständig oder fehlerhaft.'));
    });
  };
}

/**
 * /api/v1/benutzer/admins: the admin and support accounts (spec § 2 /admin/benutzerverwaltung,
 * § 6). Only VIEW_ALL_USERS (rule adminBenutzerverwaltung), which the support template does not
 * hold. Registered before /v1/benutzer/:id, whose id would not parse "admins". Changes carry the
 * account's version (If-Match or the form's `version` field).
 */
export function adminBenutzerRoutes(deps: Pick<AppDeps, 'db' | 'config' | 'jetzt'>): RouteSpec[] {
  const { db } = deps;
  const cmd: AdminBenutzerDeps = { db, publicUrl: deps.config.publicUrl, jetzt: deps.jetzt };
  const form = { files: [], fields: adminBenutzerSchema };
  return [
    route({
      method: 'get',
      path: '/v1/benutzer/admins',
      summary: 'Administrations- und Support-Konten als Liste (simple-rest)',
      tag: TAG,
      rule: 'adminBenutzerverwaltung',
      tenant: 'none',
      response: z.array(adminBenutzerAntwortSchema),
      handle: async ({ req, res }) => {
        await listQuery(db, req, res, PERSONAL_LISTE, { type: 'alle' }, toAdminBenutzer);
      },
    }),
    route({
      method: 'post',
      path: '/v1/benutzer/admins',
      summary: 'Ein Administrations- oder Support-Konto anlegen und einladen',
      tag: TAG,
      rule: 'adminBenutzerverwaltung',
      tenant: 'none',
      form,
      before: [formular()],
      body: adminBenutzerSchema,
      response: adminBenutzerAntwortSchema,
      status: 201,
      handle: ({ user, body }) => createPersonal(cmd, user, body),
    }),
    route({
      method: 'get',
      path: '/v1/benutzer/admins/:id',
      summary: 'Ein Administrations- oder Support-Konto; ETag ist seine Version',
      tag: TAG,
      rule: 'adminBenutzerverwaltung',
      tenant: 'none',
      params: idParams,
      notFound,
      response: adminBenutzerAntwortSchema,
      handle: async ({ params }) => toAdminBenutzer(await loadPersonal(db, params.id)),
    }),
    route({
      method: 'put',
      path: '/v1/benutzer/admins/:id',
      summary: 'Ein Administrations- oder Support-Konto ändern (If-Match: seine Version)',
      tag: TAG,
      rule: 'adminBenutzerverwaltung',
      tenant: 'none',
      params: idParams,
      notFound,
      form,
      before: [formular()],
      body: adminBenutzerSchema,
      response: adminBenutzerAntwortSchema,
      handle: ({ req, user, params, body }) => updatePersonal(cmd, user, { id: params.id, versionVon: () => expectedVersion(req) }, body),
    }),
    route({
      method: 'delete',
      path: '/v1/benutzer/admins/:id',
      summary: 'Ein Administrations- oder Support-Konto löschen (If-Match: seine Version)',
      tag: TAG,
      rule: 'adminBenutzerverwaltung',
      tenant: 'none',
      params: idParams,
      notFound,
      response: z.object({ id: z.number() }),
      handle: async ({ req, user, params }) => {
        await deletePersonal(cmd, user, params.id, () => expectedVersion(req));
        return { id: params.id };
      },
    }),
  ];
}
