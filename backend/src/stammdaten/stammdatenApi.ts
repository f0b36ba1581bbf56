import { meetsRequirement, ROUTE_RULES } from '@abfallportal/common/permissions';
import {
  istStammdatenTyp,
  SITZUNGS_LISTEN,
  type ImportAbgelehnt,
  type SitzungsListe,
  type StammdatenTyp,
} from '@abfallportal/common/stammdaten';
import { UPLOAD_MAX_BYTES } from '@abfallportal/common/validation';
import { Router, type RequestHandler, type Response } from 'express';
import multer from 'multer';
import type { AppDeps } from '../appDeps';
import { invalidateCache } from '../platform/processCache';
import { nichtGefunden, ungueltig } from '../platform/domainError';
import { FEHLER, HttpError } from '../platform/http/httpError';
import { listQuery } from '../platform/http/listQuery';
import { benutzerVon, requirePermission } from '../platform/http/requireBenutzer';
import { sitzungsListe, vertragInfo } from './sitzungsStammdaten';
import { exportiere, importiere } from './stammdatenImport';
import { aendereEintrag, erstelleEintrag, ladeEintrag, loescheEintrag, stammdatenListe, zuZeile } from './stammdatenQueries';
import { TYP_DEFINITIONEN } from './stammdatenTypen';

const typVon = (raw: string): StammdatenTyp => {
  if (!istStammdatenTyp(raw)) throw nichtGefunden('Diese Stammdaten gibt es nicht.');
  return raw;
};

/** Reading: VIEW_STAMMDATEN or EDIT_STAMMDATEN (the route rule of spec § 6); writing: EDIT_STAMMDATEN. */
const lesen: RequestHandler = (_req, res, next) => {
  if (!meetsRequirement(ROUTE_RULES.stammdaten.requirement, benutzerVon(res).permissions))
    throw new HttpError(403, FEHLER.keineBerechtigung);
  next();
};
const schreiben = requirePermission('EDIT_STAMMDATEN');

const JSON_DATEI = 'Bitte wählen Sie eine JSON-Datei (wie der Export sie schreibt).';

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

/** /api/v1/stammdaten: every master-data type through the same calls (spec § 7), plus the session-start lists. */
export const createStammdatenApi = (deps: AppDeps): Router => {
  const router = Router();
  // Orders read master data from a process cache (leistungen/auftragPreisPort.ts): every write invalidates it.
  router.use((req, res, next) => {
    if (req.method === 'GET') return next();
    invalidateCache(deps.db, 'stammdaten');
    res.on('finish', () => invalidateCache(deps.db, 'stammdaten'));
    next();
  });
  const { db } = deps;

  router.get('/sitzung/:liste', async (req, res) => {
    const liste = String(req.params.liste);
    if (!(SITZUNGS_LISTEN as readonly string[]).includes(liste)) throw nichtGefunden('Diese Liste gibt es nicht.');
    res.set('Cache-Control', 'private, no-cache').json(await sitzungsListe(db, benutzerVon(res), liste as SitzungsListe));
  });

  router.get('/:typ', lesen, async (req, res) => {
    const typ = typVon(String(req.params.typ));
    await listQuery(db, req, res, stammdatenListe(typ), { type: 'alle' }, (row) => zuZeile(TYP_DEFINITIONEN[typ], row));
  });
  router.get('/:typ/export', lesen, async (req, res) => {
    const typ = typVon(String(req.params.typ));
    const jetzt = deps.jetzt();
    sendeJsonDatei(res, `stammdaten-${typ}-${jetzt.toISOString().slice(0, 10)}.json`, await exportiere(db, typ, jetzt));
  });
  router.post('/:typ/import', schreiben, jsonDatei, async (req, res) => {
    const typ = typVon(String(req.params.typ));
    const antwort = await importiere(db, typ, leseJson(req.file));
    if (antwort.ok) {
      res.json(antwort.ergebnis);
      return;
    }
    const n = antwort.abgelehnt.length;
    const body: ImportAbgelehnt = {
      message: `Nichts wurde importiert: ${n} ${n === 1 ? 'Zeile ist' : 'Zeilen sind'} fehlerhaft.`,
      abgelehnt: antwort.abgelehnt,
    };
    res.status(400).json(body);
  });
  router.get('/:typ/:id', lesen, async (req, res) => {
    res.json(await ladeEintrag(db, typVon(String(req.params.typ)), String(req.params.id)));
  });
  router.post('/:typ', schreiben, async (req, res) => {
    res.status(201).json(await erstelleEintrag(db, typVon(String(req.params.typ)), req.body));
  });
  router.put('/:typ/:id', schreiben, async (req, res) => {
    res.json(await aendereEintrag(db, typVon(String(req.params.typ)), String(req.params.id), req.body));
  });
  router.delete('/:typ/:id', schreiben, async (req, res) => {
    res.json(await loescheEintrag(db, typVon(String(req.params.typ)), String(req.params.id)));
  });
  return router;
};

/** /api/v1/vertrag/info (spec § 7): the signed-in producer's contract; loaded at session start. */
export const createVertragApi = (deps: AppDeps): Router => {
  const router = Router();
  router.get('/info', async (_req, res) => {
    res.json(await vertragInfo(deps.db, benutzerVon(res)));
  });
  return router;
};
