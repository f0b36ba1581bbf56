import { UPLOAD_MAX_BYTES } from '@abfallportal/common/validation';
import { VERBLEIBSANLAGE_MELDUNGEN, verbleibsanlageSchema, zusammenfuehrenSchema } from '@abfallportal/common/verbleibsanlage';
import { Router, type RequestHandler } from 'express';
import multer from 'multer';
import { heuteInBerlin } from '@abfallportal/common/kalendertag';
import type { AppDeps } from '../appDeps';
import { nichtGefunden, verboten } from '../platform/domainError';
import { sendeDatei } from '../platform/files/sendeDatei';
import { listQuery } from '../platform/http/listQuery';
import { benutzerVon } from '../platform/http/requireBenutzer';
import { loadAnlageZeile, toVerbleibsanlage, verbleibsanlagenListe } from './verbleibsanlageQueries';
import {
  approveVerbleibsanlage,
  createVerbleibsanlage,
  deleteVerbleibsanlage,
  pruefeZertifikat,
  updateVerbleibsanlage,
} from './verbleibsanlageSpeichern';
import { anlegerVon, darfSehen, istAnlagenSupport, pruefeAenderung, sichtVon } from './verbleibsanlageZugriff';
import { zusammenfuehren } from './zusammenfuehren';
import { pfadId } from '../platform/http/pfadId';
import { uploadMitFrist } from '../platform/http/uploadMitFrist';

const anlageId = (raw: unknown): number => pfadId(raw, VERBLEIBSANLAGE_MELDUNGEN.nichtGefunden);

/** The certificate arrives as the multipart file zertifikatDatei beside the text fields; JSON bodies pass through. */
const formular = (fristMs?: number): RequestHandler => {
  const upload = multer({ storage: multer.memoryStorage(), limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 10, parts: 11 } });
  const mitFrist = uploadMitFrist(upload.single('zertifikatDatei'), fristMs);
  return (req, res, next) => (req.is('multipart/form-data') ? mitFrist(req, res, next) : next());
};

/** /api/v1/ablageort: disposal plants (spec § 7): CRUD, certificate, public list, approve, merge. */
export const createVerbleibsanlageApi = (deps: AppDeps): Router => {
  const router = Router();
  const { db } = deps;
  // Today in Germany: a certificate valid until yesterday has expired this morning.
  const heute = () => heuteInBerlin(deps.jetzt());
  const nurSupport: RequestHandler = (_req, res, next) => {
    if (!istAnlagenSupport(benutzerVon(res))) throw verboten(VERBLEIBSANLAGE_MELDUNGEN.keineBerechtigung);
    next();
  };
  const antwort = async (id: number) => toVerbleibsanlage(heute())((await loadAnlageZeile(db, id)) ?? { id });

  // Support: every plant; a producer: the approved ones and its own; anyone else: the approved ones.
  router.get('/', async (req, res) => {
    await listQuery(db, req, res, verbleibsanlagenListe(sichtVon(benutzerVon(res)), heute()), { type: 'alle' }, toVerbleibsanlage(heute()));
  });
  // The public list: approved plants, for every signed-in user.
  router.get('/public', async (req, res) => {
    await listQuery(db, req, res, verbleibsanlagenListe({ art: 'freigegeben' }, heute()), { type: 'alle' }, toVerbleibsanlage(heute()));
  });

  router.put('/merge', nurSupport, async (req, res) => {
    const eingabe = zusammenfuehrenSchema.parse(req.body);
    const verschoben = await zusammenfuehren(db, eingabe, benutzerVon(res).id);
    res.json({ behalten: await antwort(eingabe.keepAblageortId), verschoben });
  });

  router.put('/approve/:id', nurSupport, async (req, res) => {
    const id = anlageId(req.params.id);
    await approveVerbleibsanlage(deps, id);
    res.json(await antwort(id));
  });

  router.post('/', formular(deps.uploadFristMs), async (req, res) => {
    const anleger = anlegerVon(benutzerVon(res));
    const eingabe = verbleibsanlageSchema.parse(req.body);
    const id = await createVerbleibsanlage(deps, eingabe, anleger, pruefeZertifikat(req.file));
    res.status(201).json(await antwort(id));
  });

  const sichtbar = async (raw: unknown, benutzer: ReturnType<typeof benutzerVon>) => {
    const zeile = await loadAnlageZeile(db, anlageId(raw));
    if (!zeile || !darfSehen(sichtVon(benutzer), zeile)) throw nichtGefunden(VERBLEIBSANLAGE_MELDUNGEN.nichtGefunden);
    return zeile;
  };

  router.get('/:id', async (req, res) => {
    res.json(toVerbleibsanlage(heute())(await sichtbar(req.params.id, benutzerVon(res))));
  });

  router.get('/:id/zertifikat', async (req, res) => {
    const zeile = await sichtbar(req.params.id, benutzerVon(res));
    const data = zeile.zertifikat_datei ? await deps.files.get(zeile.zertifikat_datei) : null;
    if (!data) throw nichtGefunden(VERBLEIBSANLAGE_MELDUNGEN.keinZertifikat);
    sendeDatei(res, { data, typ: 'application/pdf', name: `Zertifikat-${String(zeile.name)}.pdf` });
  });

  router.put('/:id', formular(deps.uploadFristMs), async (req, res) => {
    const benutzer = benutzerVon(res);
    const zeile = await sichtbar(req.params.id, benutzer);
    pruefeAenderung(benutzer, zeile);
    const eingabe = verbleibsanlageSchema.parse(req.body);
    await updateVerbleibsanlage(deps, zeile.id, eingabe, pruefeZertifikat(req.file));
    res.json(await antwort(zeile.id));
  });

  router.delete('/:id', async (req, res) => {
    const benutzer = benutzerVon(res);
    const zeile = await sichtbar(req.params.id, benutzer);
    pruefeAenderung(benutzer, zeile);
    await deleteVerbleibsanlage(deps, zeile.id);
    res.json(toVerbleibsanlage(heute())(zeile));
  });

  return router;
};
