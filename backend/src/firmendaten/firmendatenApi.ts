import { UPLOAD_MAX_BYTES } from '@abfallportal/common/validation';
import { Router, type Request, type RequestHandler, type Response } from 'express';
import multer from 'multer';
import type { AppDeps } from '../appDeps';
import { sendeDatei } from '../platform/files/sendeDatei';
import { listQuery } from '../platform/http/listQuery';
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
import { pfadId } from '../platform/http/pfadId';
import { uploadMitFrist } from '../platform/http/uploadMitFrist';

const adressId = (raw: unknown): number => pfadId(raw, ADRESSE_NICHT_GEFUNDEN);

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
const eineDatei = (feld: string, fristMs?: number): RequestHandler => {
  const upload = multer({ storage: multer.memoryStorage(), limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 5, parts: 6 } });
  return uploadMitFrist(upload.single(feld), fristMs);
};

/** firmenadressen and rechnungsadressen: the same calls on two tables, always scoped to the producer. */
const adressRouten = (router: Router, deps: AppDeps, pfad: string, tabelle: AdressTabelle): void => {
  router.get(pfad, async (req, res) => {
    await listQuery(deps.db, req, res, adressListe(tabelle), { type: 'erzeuger', erzeugerId: firmaVon(req, res, 'lesen') }, toAdresse);
  });
  router.post(pfad, async (req, res) => {
    res.status(201).json(await createAdresse(deps.db, tabelle, firmaVon(req, res, 'schreiben'), req.body));
  });
  router.get(`${pfad}/:id`, async (req, res) => {
    res.json(await loadAdresse(deps.db, tabelle, firmaVon(req, res, 'lesen'), adressId(req.params.id)));
  });
  router.put(`${pfad}/:id`, async (req, res) => {
    res.json(await updateAdresse(deps.db, tabelle, firmaVon(req, res, 'schreiben'), adressId(req.params.id), req.body));
  });
  router.delete(`${pfad}/:id`, async (req, res) => {
    res.json(await deleteAdresse(deps.db, tabelle, firmaVon(req, res, 'schreiben'), adressId(req.params.id)));
  });
};

/** /api/v1/firmendaten: company data of spec § 7 (head office, contact data, addresses, power of attorney). */
export const createFirmendatenApi = (deps: AppDeps): Router => {
  const router = Router();
  const { db } = deps;

  router.get('/firmenhauptsitz', async (req, res) => {
    res.json(await loadFirmenhauptsitz(db, firmaVon(req, res, 'lesen')));
  });
  router.put('/firmenhauptsitz', async (req, res) => {
    res.json(await saveFirmenhauptsitz(db, firmaVon(req, res, 'schreiben'), req.body));
  });
  router.get('/kontaktdaten', async (req, res) => {
    res.json(await loadFirmenKontaktdaten(db, firmaVon(req, res, 'lesen')));
  });
  router.put('/kontaktdaten', async (req, res) => {
    res.json(await saveFirmenKontaktdaten(db, firmaVon(req, res, 'schreiben'), req.body));
  });

  adressRouten(router, deps, '/firmenadressen', 'firmenadresse');
  adressRouten(router, deps, '/rechnungsadressen', 'rechnungsadresse');

  router.get('/vollmacht/vorlage', async (req, res) => {
    const vorlage = await createVollmachtVorlage(db, firmaVon(req, res, 'lesen'), deps.jetzt());
    sendePdf(res, vorlage.name, vorlage.pdf);
  });
  router.get('/vollmacht', async (req, res) => {
    res.json(await loadVollmachtInfo(db, firmaVon(req, res, 'lesen')));
  });
  router.get('/vollmacht/datei', async (req, res) => {
    const datei = await loadVollmachtDatei(deps, firmaVon(req, res, 'lesen'));
    sendePdf(res, datei.name, datei.data);
  });
  // Access is decided before the body is read: another producer's upload is refused without storing anything.
  const schreibZugriff: RequestHandler = (req: Request, res: Response, next) => {
    res.locals.firmaId = firmaVon(req, res, 'schreiben');
    next();
  };
  router.post('/firmenhauptsitz/logo', schreibZugriff, eineDatei('logo', deps.uploadFristMs), async (req, res) => {
    const erzeugerId = res.locals.firmaId as number;
    await saveFirmenLogo(deps, erzeugerId, req.file, deps.jetzt());
    res.json(await loadFirmenhauptsitz(db, erzeugerId));
  });
  router.get('/firmenhauptsitz/logo', async (req, res) => {
    const logo = await loadFirmenLogo(deps, firmaVon(req, res, 'lesen'));
    res.set('Cache-Control', 'private, max-age=86400');
    sendeDatei(res, { data: logo.data, typ: logo.typ, name: logo.typ === 'image/png' ? 'logo.png' : 'logo.jpg' }, 'inline');
  });
  router.post('/vollmacht', schreibZugriff, eineDatei('datei', deps.uploadFristMs), async (req, res) => {
    res.json(await saveVollmacht(deps, res.locals.firmaId as number, req.file, deps.jetzt()));
  });

  return router;
};
