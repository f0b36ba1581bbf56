import type { BenutzerInfo } from '@abfallportal/common/benutzerInfo';
import { heuteInBerlin } from '@abfallportal/common/kalendertag';
import { idParams, UPLOAD_MAX_BYTES } from '@abfallportal/common/validation';
import {
  VERBLEIBSANLAGE_MELDUNGEN,
  verbleibsanlageSchema,
  verbleibsanlageWireSchema,
  zusammenfuehrenSchema,
  zusammenfuehrungAntwortSchema,
} from '@abfallportal/common/verbleibsanlage';
import type { RequestHandler } from 'express';
import multer from 'multer';
import { z } from 'zod';
import type { AppDeps } from '../appDeps';
import { nichtGefunden } from '../platform/domainError';
import { sendDatei } from '../platform/files/sendDatei';
import { listQuery } from '../platform/http/listQuery';
import { route, type RouteSpec } from '../platform/http/route';
import { uploadMitFrist } from '../platform/http/uploadMitFrist';
import { expectedVersion } from '../platform/http/version';
import { loadAnlageZeile, toVerbleibsanlage, verbleibsanlagenListe, type AnlageZeile } from './verbleibsanlageQueries';
import {
  approveVerbleibsanlage,
  createVerbleibsanlage,
  deleteVerbleibsanlage,
  checkZertifikat,
  updateVerbleibsanlage,
} from './verbleibsanlageSpeichern';
import { anlegerVon, darfSehen, checkAenderung, checkSupport, sichtVon } from './verbleibsanlageZugriff';
import { zusammenfuehren } from './zusammenfuehren';

/** The certificate arrives as the multipart file zertifikatDatei beside the text fields; JSON bodies pass through. */
const formular = (): RequestHandler => {
  const upload = multer({ storage: multer.memoryStorage(), limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 10, parts: 11 } });
  const mitFrist = uploadMitFrist(upload.single('zertifikatDatei'));
  return (req, res, next) => (req.is('multipart/form-data') ? mitFrist(req, res, next) : next());
};

const TAG = 'Verbleibsanlagen';
const FORM = { files: ['zertifikatDatei'], fields: verbleibsanlageSchema } as const;

/**
 * /api/v1/ablageort: disposal plants (spec § 7): CRUD, certificate, public list, approve, merge.
 * Whose plants a user reaches is scopeOf('verbleibsanlagen'): staff all, a producer's user the
 * approved ones and its own; approved plants are everyone's to read.
 */
export function verbleibsanlageRoutes(deps: AppDeps): RouteSpec[] {
  const { db } = deps;
  const notFound = VERBLEIBSANLAGE_MELDUNGEN.nichtGefunden;
  // Today in Germany: a certificate valid until yesterday has expired this morning.
  const heute = () => heuteInBerlin(deps.jetzt());
  const antwort = async (id: number) => {
    const zeile = await loadAnlageZeile(db, id);
    if (!zeile) throw nichtGefunden(notFound);
    return toVerbleibsanlage(heute())(zeile);
  };
  const sichtbar = async (id: number, benutzer: BenutzerInfo): Promise<AnlageZeile> => {
    const zeile = await loadAnlageZeile(db, id);
    if (!zeile || !darfSehen(sichtVon(benutzer), zeile)) throw nichtGefunden(notFound);
    return zeile;
  };

  return [
    route({
      method: 'get',
      path: '/v1/ablageort',
      summary: 'Verbleibsanlagen als Liste (simple-rest): Support alle, ein Erzeuger die freigegebenen und seine',
      tag: TAG,
      rule: 'signedIn',
      tenant: 'producer',
      response: z.array(verbleibsanlageWireSchema),
      handle: async ({ req, res, user }) => {
        await listQuery(db, req, res, verbleibsanlagenListe(sichtVon(user), heute()), { type: 'alle' }, toVerbleibsanlage(heute()));
      },
    }),
    route({
      method: 'get',
      path: '/v1/ablageort/public',
      summary: 'Freigegebene Verbleibsanlagen als Liste (simple-rest)',
      tag: TAG,
      rule: 'signedIn',
      tenant: 'none',
      response: z.array(verbleibsanlageWireSchema),
      handle: async ({ req, res }) => {
        await listQuery(db, req, res, verbleibsanlagenListe({ art: 'freigegeben' }, heute()), { type: 'alle' }, toVerbleibsanlage(heute()));
      },
    }),
    route({
      method: 'put',
      path: '/v1/ablageort/merge',
      summary: 'Zwei Verbleibsanlagen zusammenführen (Support)',
      tag: TAG,
      rule: 'supportVerbleibsanlagen',
      tenant: 'none',
      body: zusammenfuehrenSchema,
      response: zusammenfuehrungAntwortSchema,
      handle: async ({ user, body }) => {
        checkSupport(user);
        const verschoben = await zusammenfuehren(db, body, user.id);
        return { behalten: await antwort(body.keepAblageortId), verschoben };
      },
    }),
    route({
      method: 'put',
      path: '/v1/ablageort/approve/:id',
      summary: 'Verbleibsanlage freigeben (Support)',
      tag: TAG,
      rule: 'supportVerbleibsanlagen',
      tenant: 'none',
      params: idParams,
      notFound,
      response: verbleibsanlageWireSchema,
      handle: async ({ user, params }) => {
        checkSupport(user);
        await approveVerbleibsanlage(deps, params.id);
        return antwort(params.id);
      },
    }),
    route({
      method: 'post',
      path: '/v1/ablageort',
      summary: 'Verbleibsanlage anlegen; Formular mit den Feldern und zertifikatDatei (PDF)',
      tag: TAG,
      rule: 'signedIn',
      tenant: 'producer',
      form: FORM,
      before: [formular()],
      body: verbleibsanlageSchema,
      response: verbleibsanlageWireSchema,
      status: 201,
      handle: async ({ req, user, body }) => {
        const anleger = anlegerVon(user);
        const id = await createVerbleibsanlage(deps, body, anleger, checkZertifikat(req.file));
        return antwort(id);
      },
    }),
    route({
      method: 'get',
      path: '/v1/ablageort/:id',
      summary: 'Eine Verbleibsanlage; ETag ist ihre Version',
      tag: TAG,
      rule: 'signedIn',
      tenant: 'producer',
      params: idParams,
      notFound,
      response: verbleibsanlageWireSchema,
      handle: async ({ user, params }) => {
        const anlage = toVerbleibsanlage(heute())(await sichtbar(params.id, user));
        return anlage;
      },
    }),
    route({
      method: 'get',
      path: '/v1/ablageort/:id/zertifikat',
      summary: 'Zertifikat der Verbleibsanlage (PDF)',
      tag: TAG,
      rule: 'signedIn',
      tenant: 'producer',
      params: idParams,
      notFound,
      handle: async ({ res, user, params }) => {
        const zeile = await sichtbar(params.id, user);
        const data = zeile.zertifikat_datei ? await deps.files.get(zeile.zertifikat_datei) : null;
        if (!data) throw nichtGefunden(VERBLEIBSANLAGE_MELDUNGEN.keinZertifikat);
        sendDatei(res, { data, typ: 'application/pdf', name: `Zertifikat-${String(zeile.name)}.pdf` });
      },
    }),
    route({
      method: 'put',
      path: '/v1/ablageort/:id',
      summary: 'Verbleibsanlage ändern (If-Match: ihre Version); Formular wie beim Anlegen',
      tag: TAG,
      rule: 'signedIn',
      tenant: 'producer',
      params: idParams,
      notFound,
      form: FORM,
      before: [formular()],
      body: verbleibsanlageSchema,
      response: verbleibsanlageWireSchema,
      handle: async ({ req, user, params, body }) => {
        const zeile = await sichtbar(params.id, user);
        checkAenderung(user, zeile);
        await updateVerbleibsanlage(deps, zeile.id, expectedVersion(req), body, checkZertifikat(req.file));
        const anlage = await antwort(zeile.id);
        return anlage;
      },
    }),
    route({
      method: 'delete',
      path: '/v1/ablageort/:id',
      summary: 'Verbleibsanlage löschen, solange nichts auf sie verweist (If-Match: ihre Version)',
      tag: TAG,
      rule: 'signedIn',
      tenant: 'producer',
      params: idParams,
      notFound,
      response: verbleibsanlageWireSchema,
      handle: async ({ req, user, params }) => {
        const zeile = await sichtbar(params.id, user);
        checkAenderung(user, zeile);
        await deleteVerbleibsanlage(deps, zeile.id, expectedVersion(req));
        return toVerbleibsanlage(heute())(zeile);
      },
    }),
  ];
}
