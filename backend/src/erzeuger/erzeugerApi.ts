import type { Request, RequestHandler } from 'express';
import { Router } from 'express';
import multer from 'multer';
import { can } from '@abfallportal/common/permissions';
import type { ErzeugerFreigegebenAntwort } from '@abfallportal/common/erzeugerWire';
import { UPLOAD_MAX_BYTES } from '@abfallportal/common/validation';
import type { AppDeps } from '../appDeps';
import { nichtGefunden, ungueltig, verboten } from '../platform/domainError';
import { sendeDatei } from '../platform/files/sendeDatei';
import { listQuery } from '../platform/http/listQuery';
import { benutzerVon, requirePermission } from '../platform/http/requireBenutzer';
import { BILD_FELDER, bildPruefen, loadBild, type BildFeld, type GeprueftesBild } from './erzeugerBilder';
import { eigenerOderGewaehlterErzeuger, inviteAll, loadBenutzerList } from './erzeugerBenutzer';
import { ALLE_KUNDEN, KUNDEN_DES_ENTSORGERS, toErzeugerKunde } from './erzeugerKunden';
import { createErzeuger, deleteErzeuger, editErzeuger } from './erzeugerSchreiben';
import { loadErzeugerFormOptionen, loadErzeugerStammdaten } from './erzeugerStammdaten';
import { mergeErzeuger } from './erzeugerZusammenfuehren';
import {
  approveErzeuger,
  ERZEUGER_NICHT_GEFUNDEN,
  erzeugerListe,
  loadErzeugerForBenutzer,
  loadErzeugerInfo,
  toErzeugerEintrag,
} from './erzeugerQueries';
import { pfadId } from '../platform/http/pfadId';
import { uploadMitFrist } from '../platform/http/uploadMitFrist';

export const KEINE_KUNDEN = 'Kunden sehen nur Entsorger und Mitarbeiter des Supports.';

/** Ids that are not a positive number name no producer: the same 404 as an unknown one. */
const erzeugerId = (raw: unknown): number => pfadId(raw, ERZEUGER_NICHT_GEFUNDEN);

export const MANDANT_FEHLT = 'Die Formulardaten des Erzeugers (mandant) fehlen oder sind kein gültiges JSON.';

type MultipartDateien = Partial<Record<'mandant' | BildFeld, Express.Multer.File[]>>;

/** The multipart form of create and edit: a `mandant` JSON part (field or file) and optional logo and signatur images. */
const mandantFormular = (fristMs?: number): RequestHandler => {
  const upload = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: UPLOAD_MAX_BYTES, files: 3, fields: 3, parts: 6, fieldSize: 200_000 },
  }).fields([{ name: 'mandant', maxCount: 1 }, ...BILD_FELDER.map((name) => ({ name, maxCount: 1 }))]);
  return uploadMitFrist(upload, fristMs);
};

const mandantAus = (req: Request): unknown => {
  const dateien = (req.files ?? {}) as MultipartDateien;
  const body = req.body as Record<string, unknown> | undefined;
  const text = typeof body?.mandant === 'string' ? body.mandant : dateien.mandant?.[0]?.buffer.toString('utf8');
  if (text === undefined) throw ungueltig(MANDANT_FEHLT);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw ungueltig(MANDANT_FEHLT);
  }
};

/** Every image of the form, checked and re-encoded before anything is written. */
const bilderAus = async (req: Request): Promise<GeprueftesBild[]> => {
  const dateien = (req.files ?? {}) as MultipartDateien;
  const bilder: GeprueftesBild[] = [];
  for (const feld of BILD_FELDER) {
    const datei = dateien[feld]?.[0];
    if (datei) bilder.push(await bildPruefen(feld, datei));
  }
  return bilder;
};

const optionaleId = (raw: unknown): number | undefined => (raw === undefined ? undefined : erzeugerId(raw));

/**
 * `?statistics=true` as the spec names it; react-admin's data provider can only send it inside the
 * filter, so `filter={"statistics":true}` asks for the same.
 */
const willStatistik = (req: Request): boolean => {
  if (req.query.statistics === 'true') return true;
  try {
    const filter = JSON.parse(String(req.query.filter ?? '{}')) as unknown;
    return typeof filter === 'object' && filter !== null && (filter as { statistics?: unknown }).statistics === true;
  } catch {
    return false; // listQuery answers the broken filter with a 400
  }
};

/** /api/v1/erzeuger: the support's producer list, the guard's producer info, the producer choice, approval (spec § 7). */
export const createErzeugerApi = (deps: AppDeps): Router => {
  const router = Router();

  router.get('/', requirePermission('VIEW_ALL_ERZEUGER'), async (req, res) => {
    await listQuery(deps.db, req, res, erzeugerListe(willStatistik(req)), { type: 'alle' }, toErzeugerEintrag);
  });

  // A producer's user may ask only for their own producer, staff for any; everything else is "not found".
  router.get('/info', async (req, res) => {
    const benutzer = benutzerVon(res);
    const id = erzeugerId(req.query.id);
    const darf = can(benutzer.permissions, 'VIEW_ALL_ERZEUGER') || benutzer.erzeuger?.id === id;
    const info = darf ? await loadErzeugerInfo(deps.db, id) : null;
    if (!info) throw nichtGefunden(ERZEUGER_NICHT_GEFUNDEN);
    res.json(info);
  });

  router.get('/forBenutzer', async (_req, res) => {
    const benutzer = benutzerVon(res);
    res.json(await loadErzeugerForBenutzer(deps.db, benutzer.erzeuger?.id ?? null, can(benutzer.permissions, 'VIEW_ALL_ERZEUGER')));
  });

  const verwalten = requirePermission('VIEW_ALL_ERZEUGER', 'CREATE_MANDANT');
  const dateiDeps = { db: deps.db, files: deps.files };

  router.get('/create', requirePermission('VIEW_ALL_ERZEUGER'), async (_req, res) => {
    res.json(await loadErzeugerFormOptionen(deps.db));
  });
  router.post('/create', verwalten, mandantFormular(deps.uploadFristMs), async (req, res) => {
    const mandant = mandantAus(req);
    res.status(201).json(await createErzeuger(dateiDeps, mandant, await bilderAus(req), deps.jetzt()));
  });
  router.post('/edit', verwalten, mandantFormular(deps.uploadFristMs), async (req, res) => {
    const mandant = mandantAus(req);
    res.json(await editErzeuger(dateiDeps, mandant, await bilderAus(req), deps.jetzt()));
  });
  // Approving and merging are the staff's everyday work (spec § 6: admin and support approve or merge entities).
  const freigeben = requirePermission('VIEW_ALL_ERZEUGER');
  router.put('/mergeMandant', freigeben, async (req, res) => {
    res.json(await mergeErzeuger(deps.db, benutzerVon(res), req.body, deps.jetzt()));
  });

  router.get('/benutzerList', async (req, res) => {
    const id = eigenerOderGewaehlterErzeuger(benutzerVon(res), optionaleId(req.query.erzeugerId));
    res.json(await loadBenutzerList(deps.db, id));
  });
  // Disposers see their own customers, staff every producer; a producer's user has no customers.
  router.get('/kunden', async (req, res) => {
    const benutzer = benutzerVon(res);
    if (can(benutzer.permissions, 'VIEW_ALL_ERZEUGER')) {
      await listQuery(deps.db, req, res, ALLE_KUNDEN, { type: 'alle' }, toErzeugerKunde);
    } else if (benutzer.entsorger !== null) {
      await listQuery(deps.db, req, res, KUNDEN_DES_ENTSORGERS, { type: 'entsorger', entsorgerId: benutzer.entsorger.id }, toErzeugerKunde);
    } else {
      throw verboten(KEINE_KUNDEN);
    }
  });
  router.post('/:id/inviteAll', async (req, res) => {
    res.json(await inviteAll(deps.db, deps.config.publicUrl, benutzerVon(res), erzeugerId(req.params.id), deps.jetzt()));
  });
  for (const feld of BILD_FELDER) {
    router.get(`/:id/${feld}`, requirePermission('VIEW_ALL_ERZEUGER'), async (req, res) => {
      const bild = await loadBild(dateiDeps, erzeugerId(req.params.id), feld);
      sendeDatei(res, { data: bild.data, typ: bild.typ, name: feld }, 'inline');
    });
  }
  router.get('/:id', requirePermission('VIEW_ALL_ERZEUGER'), async (req, res) => {
    const stammdaten = await loadErzeugerStammdaten(deps.db, erzeugerId(req.params.id));
    if (!stammdaten) throw nichtGefunden(ERZEUGER_NICHT_GEFUNDEN);
    res.json(stammdaten);
  });
  router.delete('/:id', verwalten, async (req, res) => {
    const id = erzeugerId(req.params.id);
    await deleteErzeuger(dateiDeps, id);
    // react-admin's delete expects the deleted record back.
    res.json({ id });
  });

  router.put('/:id/freigeben', freigeben, async (req, res) => {
    const info = await approveErzeuger(deps.db, erzeugerId(req.params.id));
    if (!info) throw nichtGefunden(ERZEUGER_NICHT_GEFUNDEN);
    const antwort: ErzeugerFreigegebenAntwort = { ...info, message: `Der Erzeuger „${info.name}“ ist freigegeben.` };
    res.json(antwort);
  });

  return router;
};
