import type { BenutzerInfo } from '@abfallportal/common/benutzerInfo';
import {
  adresseAntwortSchema,
  adresseSchema,
  firmenhauptsitzAntwortSchema,
  firmenhauptsitzSchema,
  firmenKontaktdatenAntwortSchema,
  firmenKontaktdatenSchema,
  vollmachtInfoSchema,
} from '@abfallportal/common/firmendaten';
import type { Requirement } from '@abfallportal/common/permissions';
import { idParams, UPLOAD_MAX_BYTES } from '@abfallportal/common/validation';
import type { RequestHandler, Response } from 'express';
import multer from 'multer';
import { z } from 'zod';
import type { AppDeps } from '../appDeps';
import { sendDatei } from '../platform/files/sendDatei';
import { listQuery } from '../platform/http/listQuery';
import { route, type RouteSpec } from '../platform/http/route';
import { uploadMitFrist } from '../platform/http/uploadMitFrist';
import { expectedVersion } from '../platform/http/version';
import { firmaVon } from './firmaZugriff';
import {
  ADRESSE_NICHT_GEFUNDEN,
  adressListe,
  type AdressTabelle,
  createAdresse,
  deleteAdresse,
  loadAdresse,
  loadFirmenhauptsitz,
  loadFirmenKontaktdaten,
  saveFirmenhauptsitz,
  saveFirmenKontaktdaten,
  toAdresse,
  updateAdresse,
} from './firmendatenQueries';
import { loadFirmenLogo, saveFirmenLogo } from './firmenLogo';
import { createVollmachtVorlage, loadVollmachtDatei, loadVollmachtInfo, saveVollmacht } from './vollmacht';

const TAG = 'Firmendaten';

/**
 * Owners edit their company data (VIEW_FIRMENDATEN), staff read any producer's (VIEW_ALL_ERZEUGER);
 * whose data and whether writing is allowed decides `firmaVon` through scopeOf('firmendaten').
 */
const FIRMA: Requirement = { anyOf: ['VIEW_FIRMENDATEN', 'VIEW_ALL_ERZEUGER'] };

/** `?erzeugerId=` names the producer (staff reading); without it the caller's own. Other list parameters pass through. */
const firmaQuery = z.object({ erzeugerId: z.string().optional() }).catchall(z.unknown());
type FirmaQuery = z.infer<typeof firmaQuery>;

/** A PDF as a named attachment, never sniffed; the UTF-8 name (umlauts) in filename*, an ASCII fallback in filename. */
const sendePdf = (res: Response, name: string, data: Buffer): void => {
  const ascii = name.normalize('NFKD').replace(/[^\w.-]/g, '_');
  res
    .type('application/pdf')
    .set('X-Content-Type-Options', 'nosniff')
    .set('Content-Disposition', `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`)
    .send(data);
};

/** One file field; the size limit answers 413 through the error handler, a broken body 400. */
const eineDatei = (feld: string): RequestHandler => {
  const upload = multer({ storage: multer.memoryStorage(), limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 5, parts: 6 } });
  return uploadMitFrist(upload.single(feld));
};

/** The producer whose company data the call reads. */
const firma = (user: BenutzerInfo, query: FirmaQuery): number => firmaVon(user, query.erzeugerId, 'read');

/**
 * Changes decide access before the body is read, as before the registry: another producer's data
 * answers 404 (or 403) whatever was sent, and an upload is refused without storing anything.
 */
const schreibZugriff: RequestHandler = (req, res, next) => {
  const user = res.locals.benutzer as BenutzerInfo;
  res.locals.firmaId = firmaVon(user, typeof req.query.erzeugerId === 'string' ? req.query.erzeugerId : undefined, 'write');
  next();
};

/** The producer `schreibZugriff` admitted. */
const beschreibbar = (res: Response): number => res.locals.firmaId as number;

/** firmenadressen and rechnungsadressen: the same calls on two tables, always scoped to the producer. */
const adressRouten = (deps: AppDeps, art: 'firmenadressen' | 'rechnungsadressen', tabelle: AdressTabelle): RouteSpec[] => {
  const { db } = deps;
  const pfad = `/v1/firmendaten/${art}`;
  const was = art === 'firmenadressen' ? 'Firmenadresse' : 'Rechnungsadresse';
  const gemeinsam = { tag: TAG, rule: FIRMA, tenant: 'producer', query: firmaQuery, notFound: ADRESSE_NICHT_GEFUNDEN } as const;
  return [
    route({
      ...gemeinsam,
      method: 'get',
      path: pfad,
      summary: `${was}n als Liste (simple-rest) des eigenen oder (Support) gewählten Erzeugers`,
      response: z.array(adresseAntwortSchema),
      handle: async ({ req, res, user, query }) => {
        await listQuery(db, req, res, adressListe(tabelle), { type: 'erzeuger', erzeugerId: firma(user, query) }, toAdresse);
      },
    }),
    route({
      ...gemeinsam,
      method: 'post',
      path: pfad,
      summary: `${was} anlegen`,
      before: [schreibZugriff],
      body: adresseSchema,
      response: adresseAntwortSchema,
      status: 201,
      handle: ({ res, body }) => createAdresse(db, tabelle, beschreibbar(res), body),
    }),
    route({
      ...gemeinsam,
      method: 'get',
      path: `${pfad}/:id`,
      summary: `Eine ${was}; ETag ist ihre Version`,
      params: idParams,
      response: adresseAntwortSchema,
      handle: async ({ user, query, params }) => {
        const adresse = await loadAdresse(db, tabelle, firma(user, query), params.id);
        return adresse;
      },
    }),
    route({
      ...gemeinsam,
      method: 'put',
      path: `${pfad}/:id`,
      summary: `${was} ändern (If-Match: ihre Version)`,
      params: idParams,
      before: [schreibZugriff],
      body: adresseSchema,
      response: adresseAntwortSchema,
      handle: async ({ req, res, params, body }) => {
        const adresse = await updateAdresse(db, tabelle, beschreibbar(res), params.id, expectedVersion(req), body);
        return adresse;
      },
    }),
    route({
      ...gemeinsam,
      method: 'delete',
      path: `${pfad}/:id`,
      summary: `${was} löschen (If-Match: ihre Version)`,
      params: idParams,
      before: [schreibZugriff],
      response: adresseAntwortSchema,
      handle: ({ req, res, params }) => deleteAdresse(db, tabelle, beschreibbar(res), params.id, expectedVersion(req)),
    }),
  ];
};

/** /api/v1/firmendaten: company data of spec § 7 (head office, contact data, addresses, power of attorney). */
export function firmendatenRoutes(deps: AppDeps): RouteSpec[] {
  const { db } = deps;
  const gemeinsam = { tag: TAG, rule: FIRMA, tenant: 'producer', query: firmaQuery } as const;
  return [
    route({
      ...gemeinsam,
      method: 'get',
      path: '/v1/firmendaten/firmenhauptsitz',
      summary: 'Firmenhauptsitz; ETag ist die Version des Erzeugers',
      response: firmenhauptsitzAntwortSchema,
      handle: async ({ user, query }) => {
        const hauptsitz = await loadFirmenhauptsitz(db, firma(user, query));
        return hauptsitz;
      },
    }),
    route({
      ...gemeinsam,
      method: 'put',
      path: '/v1/firmendaten/firmenhauptsitz',
      summary: 'Firmenhauptsitz ändern (If-Match: Version des Erzeugers)',
      before: [schreibZugriff],
      body: firmenhauptsitzSchema,
      response: firmenhauptsitzAntwortSchema,
      handle: async ({ req, res, body }) => {
        const hauptsitz = await saveFirmenhauptsitz(db, beschreibbar(res), expectedVersion(req), body);
        return hauptsitz;
      },
    }),
    route({
      ...gemeinsam,
      method: 'get',
      path: '/v1/firmendaten/kontaktdaten',
      summary: 'Kontaktdaten der Firma; ETag ist die Version des Erzeugers',
      response: firmenKontaktdatenAntwortSchema,
      handle: async ({ user, query }) => {
        const kontakt = await loadFirmenKontaktdaten(db, firma(user, query));
        return kontakt;
      },
    }),
    route({
      ...gemeinsam,
      method: 'put',
      path: '/v1/firmendaten/kontaktdaten',
      summary: 'Kontaktdaten der Firma ändern (If-Match: Version des Erzeugers)',
      before: [schreibZugriff],
      body: firmenKontaktdatenSchema,
      response: firmenKontaktdatenAntwortSchema,
      handle: async ({ req, res, body }) => {
        const kontakt = await saveFirmenKontaktdaten(db, beschreibbar(res), expectedVersion(req), body);
        return kontakt;
      },
    }),
    ...adressRouten(deps, 'firmenadressen', 'firmenadresse'),
    ...adressRouten(deps, 'rechnungsadressen', 'rechnungsadresse'),
    route({
      ...gemeinsam,
      method: 'get',
      path: '/v1/firmendaten/vollmacht/vorlage',
      summary: 'Vorlage der Vollmacht als PDF, mit den Firmendaten ausgefüllt',
      handle: async ({ res, user, query }) => {
        const vorlage = await createVollmachtVorlage(db, firma(user, query), deps.jetzt());
        sendePdf(res, vorlage.name, vorlage.pdf);
      },
    }),
    route({
      ...gemeinsam,
      method: 'get',
      path: '/v1/firmendaten/vollmacht',
      summary: 'Ob und wann eine unterschriebene Vollmacht hochgeladen wurde',
      response: vollmachtInfoSchema,
      handle: ({ user, query }) => loadVollmachtInfo(db, firma(user, query)),
    }),
    route({
      ...gemeinsam,
      method: 'get',
      path: '/v1/firmendaten/vollmacht/datei',
      summary: 'Die hochgeladene unterschriebene Vollmacht (PDF)',
      handle: async ({ res, user, query }) => {
        const datei = await loadVollmachtDatei(deps, firma(user, query));
        sendePdf(res, datei.name, datei.data);
      },
    }),
    // Uploads replace a file, not fields of the form: they carry no version (docs/decisions.md).
    route({
      ...gemeinsam,
      method: 'post',
      path: '/v1/firmendaten/firmenhauptsitz/logo',
      summary: 'Firmenlogo hochladen (JPEG oder PNG, Formularfeld logo)',
      form: { files: ['logo'] },
      before: [schreibZugriff, eineDatei('logo')],
      response: firmenhauptsitzAntwortSchema,
      handle: async ({ req, res }) => {
        const erzeugerId = beschreibbar(res);
        await saveFirmenLogo(deps, erzeugerId, req.file, deps.jetzt());
        return loadFirmenhauptsitz(db, erzeugerId);
      },
    }),
    route({
      ...gemeinsam,
      method: 'get',
      path: '/v1/firmendaten/firmenhauptsitz/logo',
      summary: 'Das Firmenlogo',
      handle: async ({ res, user, query }) => {
        const logo = await loadFirmenLogo(deps, firma(user, query));
        res.set('Cache-Control', 'private, max-age=86400');
        sendDatei(res, { data: logo.data, typ: logo.typ, name: logo.typ === 'image/png' ? 'logo.png' : 'logo.jpg' }, 'inline');
      },
    }),
    route({
      ...gemeinsam,
      method: 'post',
      path: '/v1/firmendaten/vollmacht',
      summary: 'Unterschriebene Vollmacht hochladen (PDF, Formularfeld datei)',
      form: { files: ['datei'] },
      before: [schreibZugriff, eineDatei('datei')],
      response: vollmachtInfoSchema,
      handle: ({ req, res }) => saveVollmacht(deps, beschreibbar(res), req.file, deps.jetzt()),
    }),
  ];
}
