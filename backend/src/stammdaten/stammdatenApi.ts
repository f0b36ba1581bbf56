import {
  importErgebnisSchema,
  SITZUNGS_LISTEN,
  STAMMDATEN_TYPEN,
  stammdatenZeileSchema,
  vertragInfoSchema,
  type ImportAbgelehnt,
} from '@abfallportal/common/stammdaten';
import { UPLOAD_MAX_BYTES } from '@abfallportal/common/validation';
import type { RequestHandler, Response } from 'express';
import multer from 'multer';
import { z } from 'zod';
import type { AppDeps } from '../appDeps';
import { ungueltig } from '../platform/domainError';
import { HttpError } from '../platform/http/httpError';
import { listQuery } from '../platform/http/listQuery';
import { route, type RouteSpec } from '../platform/http/route';
import { expectedVersion } from '../platform/http/version';
import { invalidateCache } from '../platform/processCache';
import { sitzungsListe, vertragInfo } from './sitzungsStammdaten';
import { exportiere, importiere } from './stammdatenImport';
import { aendereEintrag, createEintrag, loadEintrag, deleteEintrag, stammdatenListe, zuZeile } from './stammdatenQueries';
import { TYP_DEFINITIONEN } from './stammdatenTypen';

const TYP_UNBEKANNT = 'Diese Stammdaten gibt es nicht.';
const JSON_DATEI = 'Bitte wählen Sie eine JSON-Datei (wie der Export sie schreibt).';
const TAG = 'Stammdaten';

/** Reading: VIEW_STAMMDATEN or EDIT_STAMMDATEN (route rule 'stammdaten' of spec § 6); writing: EDIT_STAMMDATEN. */
const SCHREIBEN = { allOf: ['EDIT_STAMMDATEN'] } as const;

const typParams = z.object({ typ: z.enum(STAMMDATEN_TYPEN) });
const eintragParams = typParams.extend({ id: z.string().max(100) });
/** Each type has its own schema (STAMMDATEN_SCHEMAS), applied by the queries; the edge only asks for an object. */
const eintragBody = z.record(z.string(), z.unknown());

/** One JSON file of at most 20 MB (spec § 5); the size limit answers 413 through the error handler. */
const jsonDatei: RequestHandler = (req, res, next) => {
  const upload = multer({ storage: multer.memoryStorage(), limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 2, parts: 3 } });
  upload.single('datei')(req, res, (err: unknown) => {
    if (!err || err instanceof multer.MulterError) return next(err);
    next(ungueltig('Die hochgeladenen Formulardaten sind unvollständig oder fehlerhaft.'));
  });
};

const leseJson = (datei: Express.Multer.File | undefined): unknown => {
  if (!datei) throw ungueltig(JSON_DATEI);
  try {
    return JSON.parse(datei.buffer.toString('utf8').replace(/^\uFEFF/, ''));
  } catch {
    throw new HttpError(415, JSON_DATEI);
  }
};

const sendeJsonDatei = (res: Response, name: string, inhalt: unknown): void => {
  res
    .type('application/json')
    .set('X-Content-Type-Options', 'nosniff')
    .set('Content-Disposition', `attachment; filename="${name}"`)
    .send(JSON.stringify(inhalt, null, 2));
};

/**
 * /api/v1/stammdaten: every master-data type through the same calls (spec § 7), plus the
 * session-start lists; /api/v1/vertrag/info: the signed-in producer's contract.
 */
export function stammdatenRoutes(deps: AppDeps): RouteSpec[] {
  const { db } = deps;
  // Orders read master data from a process cache (leistungen/auftragPreisPort.ts): every write invalidates it,
  // before (a read racing the write) and after (a read that refilled the cache meanwhile).
  const invalidiere: RequestHandler = (_req, res, next) => {
    invalidateCache(db, 'stammdaten');
    res.on('finish', () => invalidateCache(db, 'stammdaten'));
    next();
  };

  return [
    route({
      method: 'get',
      path: '/v1/stammdaten/sitzung/:liste',
      summary: 'Referenzliste für den Sitzungsstart (ganz, sortiert)',
      tag: TAG,
      rule: 'signedIn',
      tenant: 'none',
      params: z.object({ liste: z.enum(SITZUNGS_LISTEN) }),
      notFound: 'Diese Liste gibt es nicht.',
      response: z.array(stammdatenZeileSchema),
      handle: async ({ res, user, params }) => {
        res.set('Cache-Control', 'private, no-cache');
        return sitzungsListe(db, user, params.liste);
      },
    }),
    route({
      method: 'get',
      path: '/v1/stammdaten/:typ',
      summary: 'Stammdaten eines Typs als Liste (simple-rest)',
      tag: TAG,
      rule: 'stammdaten',
      tenant: 'none',
      params: typParams,
      notFound: TYP_UNBEKANNT,
      response: z.array(stammdatenZeileSchema),
      handle: async ({ req, res, params: { typ } }) => {
        await listQuery(db, req, res, stammdatenListe(typ), { type: 'alle' }, (row) => zuZeile(TYP_DEFINITIONEN[typ], row));
      },
    }),
    route({
      method: 'get',
      path: '/v1/stammdaten/:typ/export',
      summary: 'Stammdaten eines Typs als JSON-Datei',
      tag: TAG,
      rule: 'stammdaten',
      tenant: 'none',
      params: typParams,
      notFound: TYP_UNBEKANNT,
      handle: async ({ res, params: { typ } }) => {
        const jetzt = deps.jetzt();
        sendeJsonDatei(res, `stammdaten-${typ}-${jetzt.toISOString().slice(0, 10)}.json`, await exportiere(db, typ, jetzt));
      },
    }),
    route({
      method: 'post',
      path: '/v1/stammdaten/:typ/import',
      summary: 'Stammdaten eines Typs aus einer JSON-Datei (datei) importieren; alles oder nichts',
      tag: TAG,
      rule: SCHREIBEN,
      tenant: 'none',
      params: typParams,
      notFound: TYP_UNBEKANNT,
      form: { files: ['datei'] },
      before: [invalidiere, jsonDatei],
      response: importErgebnisSchema,
      handle: async ({ req, res, params: { typ } }) => {
        const antwort = await importiere(db, typ, leseJson(req.file));
        if (antwort.ok) return antwort.ergebnis;
        const n = antwort.abgelehnt.length;
        const body: ImportAbgelehnt = {
          message: `Nichts wurde importiert: ${n} ${n === 1 ? 'Zeile ist' : 'Zeilen sind'} fehlerhaft.`,
          abgelehnt: antwort.abgelehnt,
        };
        res.status(400).json(body);
      },
    }),
    route({
      method: 'get',
      path: '/v1/stammdaten/:typ/:id',
      summary: 'Ein Stammdaten-Eintrag; ETag ist seine Version',
      tag: TAG,
      rule: 'stammdaten',
      tenant: 'none',
      params: eintragParams,
      notFound: TYP_UNBEKANNT,
      response: stammdatenZeileSchema,
      handle: async ({ params }) => {
        const zeile = await loadEintrag(db, params.typ, params.id);
        return zeile;
      },
    }),
    route({
      method: 'post',
      path: '/v1/stammdaten/:typ',
      summary: 'Stammdaten-Eintrag anlegen',
      tag: TAG,
      rule: SCHREIBEN,
      tenant: 'none',
      params: typParams,
      notFound: TYP_UNBEKANNT,
      before: [invalidiere],
      body: eintragBody,
      response: stammdatenZeileSchema,
      status: 201,
      handle: ({ params, body }) => createEintrag(db, params.typ, body),
    }),
    route({
      method: 'put',
      path: '/v1/stammdaten/:typ/:id',
      summary: 'Stammdaten-Eintrag ändern (If-Match: seine Version)',
      tag: TAG,
      rule: SCHREIBEN,
      tenant: 'none',
      params: eintragParams,
      notFound: TYP_UNBEKANNT,
      before: [invalidiere],
      body: eintragBody,
      response: stammdatenZeileSchema,
      handle: async ({ req, params, body }) => {
        const zeile = await aendereEintrag(db, params.typ, params.id, expectedVersion(req), body);
        return zeile;
      },
    }),
    route({
      method: 'delete',
      path: '/v1/stammdaten/:typ/:id',
      summary: 'Stammdaten-Eintrag löschen, solange nichts ihn verwendet (If-Match: seine Version)',
      tag: TAG,
      rule: SCHREIBEN,
      tenant: 'none',
      params: eintragParams,
      notFound: TYP_UNBEKANNT,
      before: [invalidiere],
      response: stammdatenZeileSchema,
      handle: ({ req, params }) => deleteEintrag(db, params.typ, params.id, expectedVersion(req)),
    }),
    route({
      method: 'get',
      path: '/v1/vertrag/info',
      summary: 'Vertrag des Erzeugers mit Grenzen und Verbrauch (Sitzungsstart)',
      tag: 'Verträge',
      rule: 'signedIn',
      tenant: 'own',
      response: vertragInfoSchema,
      handle: ({ user }) => vertragInfo(db, user),
    }),
  ];
}
