import { aktivParam, ANFALLSTELLE_MELDUNGEN, anfallstelleAntwortSchema, anfallstelleSchema } from '@abfallportal/common/anfallstelle';
import type { BenutzerInfo } from '@abfallportal/common/benutzerInfo';
import type { ScopeNeed } from '@abfallportal/common/permissions';
import { idParams, recordId, UPLOAD_MAX_BYTES } from '@abfallportal/common/validation';
import type { Request, RequestHandler } from 'express';
import { z } from 'zod';
import multer from 'multer';
import type { AppDeps } from '../appDeps';
import { nichtGefunden, ungueltig } from '../platform/domainError';
import { erkenneDateityp } from '../platform/files/dateityp';
import { sendDatei } from '../platform/files/sendDatei';
import { HttpError } from '../platform/http/httpError';
import { listQuery } from '../platform/http/listQuery';
import { route, type RouteContext, type RouteSpec } from '../platform/http/route';
import { checkBild } from './anfallstelleBild';
import { loadAnfallstelleZeile, anfallstellenListe, toAnfallstelle } from './anfallstelleQueries';
import { createAnfallstelle, deleteAnfallstelle, setActive, updateAnfallstelle } from './anfallstelleSpeichern';
import { anfallstellenScope, checkAnfallstellenScope, erzeugerForNew } from './anfallstelleScope';
import { pfadId } from '../platform/http/pfadId';
import { uploadMitFrist } from '../platform/http/uploadMitFrist';
import { expectedVersion } from '../platform/http/version';

/** Staff reach every producer's sites, a producer's user with VIEW_ANFALLSTELLE their own (scopeOf 'anfallstellen' in the handler). */
const SITES = { anyOf: ['VIEW_ANFALLSTELLE', 'VIEW_ALL_ERZEUGER'] } as const;

const zahlId = (raw: unknown): number => pfadId(raw, ANFALLSTELLE_MELDUNGEN.nichtGefunden);

/** The form of POST /anfallstelle: the JSON part customContextDto, an optional id, optional bild and skizze. */
const formular = (): RequestHandler => {
  const upload = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: UPLOAD_MAX_BYTES, files: 2, fields: 4, parts: 6 },
  }).fields([
    { name: 'bild', maxCount: 1 },
    { name: 'skizze', maxCount: 1 },
  ]);
  const mitFrist = uploadMitFrist(upload);
  return (req, res, next) => (req.is('multipart/form-data') ? mitFrist(req, res, next) : next());
};

/** The site's fields: the customContextDto part of a form, or the JSON body itself. */
const dtoVon = (req: Request): { dto: unknown; id: unknown } => {
  if (!req.is('multipart/form-data')) return { dto: req.body, id: (req.body as { id?: unknown } | undefined)?.id };
  const body = req.body as { customContextDto?: unknown; id?: unknown };
  if (typeof body.customContextDto !== 'string') throw ungueltig(ANFALLSTELLE_MELDUNGEN.formular);
  try {
    return { dto: JSON.parse(body.customContextDto) as unknown, id: body.id };
  } catch {
    throw ungueltig(ANFALLSTELLE_MELDUNGEN.formular);
  }
};

type Dateien = Partial<Record<'bild' | 'skizze', Express.Multer.File[]>>;

/** /api/v1/anfallstelle: the producer's sites (spec § 7, Sites). */
export function anfallstelleRoutes(deps: AppDeps): RouteSpec[] {
  const { db } = deps;
  const TAG = 'Anfallstellen';
  const notFound = ANFALLSTELLE_MELDUNGEN.nichtGefunden;

  /** The row of a site the user may read or change; another producer's site is "not found". */
  const zugaenglich = async (id: number, benutzer: BenutzerInfo, need: ScopeNeed) => {
    const zeile = await loadAnfallstelleZeile(db, id);
    if (!zeile) throw nichtGefunden(notFound);
    checkAnfallstellenScope(benutzer, zeile.erzeuger_id as number, need);
    return zeile;
  };

  const activate = async ({ req, user, params, query }: RouteContext<{ id: number }, { aktiv: boolean }, unknown>) => {
    const zeile = await zugaenglich(params.id, user, 'write');
    return await setActive(deps, zeile.id as number, expectedVersion(req), query.aktiv);
  };
  const aktivQuery = z.object({ aktiv: aktivParam }).catchall(z.unknown());

  return [
    route({
      method: 'get',
      path: '/v1/anfallstelle',
      summary: 'Anfallstellen als Liste (simple-rest); Staff sieht alle, ein Erzeuger seine',
      tag: TAG,
      rule: SITES,
      tenant: 'producer',
      response: z.array(anfallstelleAntwortSchema),
      handle: async ({ req, res, user }) => {
        await listQuery(db, req, res, anfallstellenListe, anfallstellenScope(user), toAnfallstelle);
      },
    }),
    route({
      method: 'get',
      path: '/v1/anfallstelle/erzeuger/:erzeugerId',
      summary: 'Anfallstellen eines Erzeugers',
      tag: TAG,
      rule: SITES,
      tenant: 'producer',
      params: z.object({ erzeugerId: recordId }),
      notFound,
      response: z.array(anfallstelleAntwortSchema),
      handle: async ({ req, res, user, params }) => {
        checkAnfallstellenScope(user, params.erzeugerId, 'read');
        await listQuery(db, req, res, anfallstellenListe, { type: 'erzeuger', erzeugerId: params.erzeugerId }, toAnfallstelle);
      },
    }),
    route({
      method: 'get',
      path: '/v1/anfallstelle/:id',
      summary: 'Eine Anfallstelle; ETag ist ihre Version',
      tag: TAG,
      rule: SITES,
      tenant: 'producer',
      params: idParams,
      notFound,
      response: anfallstelleAntwortSchema,
      handle: async ({ user, params }) => toAnfallstelle(await zugaenglich(params.id, user, 'read')),
    }),
    route({
      method: 'post',
      path: '/v1/anfallstelle',
      summary: 'Anfallstelle anlegen oder (mit id und If-Match oder Feld version) ändern; Formular mit customContextDto, bild, skizze',
      tag: TAG,
      rule: SITES,
      tenant: 'producer',
      form: {
        files: ['bild', 'skizze'],
        jsonPart: 'customContextDto',
        fields: z.object({ id: recordId.optional(), version: z.coerce.number().int().nonnegative().optional() }),
      },
      before: [formular()],
      response: anfallstelleAntwortSchema,
      handle: async ({ req, res, user }) => {
        const { dto, id } = dtoVon(req);
        const eingabe = anfallstelleSchema.parse(dto);
        const vorhandene = id === undefined || id === '' || id === null ? null : await zugaenglich(zahlId(id), user, 'write');
        const version = vorhandene ? expectedVersion(req) : null;
        const erzeugerId = vorhandene ? null : erzeugerForNew(user, eingabe.erzeugerId);
        const dateien = (req.files ?? {}) as Dateien;
        const bilder = { bild: await checkBild('bild', dateien.bild?.[0]), skizze: await checkBild('skizze', dateien.skizze?.[0]) };
        if (vorhandene) return await updateAnfallstelle(deps, vorhandene.id as number, version as number, eingabe, bilder);
        res.status(201);
        return await createAnfallstelle(deps, erzeugerId as number, eingabe, bilder);
      },
    }),
    route({
      method: 'put',
      path: '/v1/anfallstelle/:id',
      summary: 'Anfallstelle ändern (JSON, If-Match: ihre Version)',
      tag: TAG,
      rule: SITES,
      tenant: 'producer',
      params: idParams,
      notFound,
      body: anfallstelleSchema,
      response: anfallstelleAntwortSchema,
      handle: async ({ req, user, params, body }) => {
        const zeile = await zugaenglich(params.id, user, 'write');
        return await updateAnfallstelle(deps, zeile.id as number, expectedVersion(req), body, {});
      },
    }),
    route({
      method: 'delete',
      path: '/v1/anfallstelle/:id',
      summary: 'Anfallstelle löschen (If-Match: ihre Version)',
      tag: TAG,
      rule: SITES,
      tenant: 'producer',
      params: idParams,
      notFound,
      response: anfallstelleAntwortSchema,
      handle: async ({ req, user, params }) => {
        const zeile = await zugaenglich(params.id, user, 'write');
        return deleteAnfallstelle(deps, zeile.id as number, expectedVersion(req));
      },
    }),
    // The spec's activate is a GET that changes state: the registry gives it the session-bound CSRF check.
    route({
      method: 'get',
      path: '/v1/anfallstelle/:id/activate',
      summary: 'Anfallstelle aktivieren oder (aktiv=false) deaktivieren (If-Match: ihre Version)',
      tag: TAG,
      rule: SITES,
      tenant: 'producer',
      changesState: true,
      params: idParams,
      query: aktivQuery,
      notFound,
      response: anfallstelleAntwortSchema,
      handle: activate,
    }),
    route({
      method: 'put',
      path: '/v1/anfallstelle/:id/activate',
      summary: 'Anfallstelle aktivieren oder (aktiv=false) deaktivieren (If-Match: ihre Version)',
      tag: TAG,
      rule: SITES,
      tenant: 'producer',
      params: idParams,
      query: aktivQuery,
      notFound,
      response: anfallstelleAntwortSchema,
      handle: activate,
    }),
    ...(['bild', 'skizze'] as const).map((feld) =>
      route({
        method: 'get',
        path: `/v1/anfallstelle/:id/${feld}`,
        summary: feld === 'bild' ? 'Foto der Anfallstelle' : 'Skizze der Anfallstelle',
        tag: TAG,
        rule: SITES,
        tenant: 'producer',
        params: idParams,
        notFound,
        handle: async ({ res, user, params }) => {
          const zeile = await zugaenglich(params.id, user, 'read');
          const data = typeof zeile[feld] === 'string' ? await deps.files.get(zeile[feld] as string) : null;
          if (!data) throw new HttpError(404, feld === 'bild' ? 'Es ist kein Foto hinterlegt.' : 'Es ist keine Skizze hinterlegt.');
          const typ = erkenneDateityp(data) ?? 'application/octet-stream';
          res.set('Cache-Control', 'private, max-age=86400');
          sendDatei(res, { data, typ, name: `${feld}.${typ === 'image/png' ? 'png' : 'jpg'}` }, 'inline');
        },
      }),
    ),
  ];
}
