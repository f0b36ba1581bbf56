import { aktivParam, ANFALLSTELLE_MELDUNGEN, anfallstelleSchema } from '@abfallportal/common/anfallstelle';
import { UPLOAD_MAX_BYTES } from '@abfallportal/common/validation';
import { Router, type Request, type RequestHandler } from 'express';
import multer from 'multer';
import type { AppDeps } from '../appDeps';
import { nichtGefunden, ungueltig } from '../platform/domainError';
import { erkenneDateityp } from '../platform/files/dateityp';
import { sendeDatei } from '../platform/files/sendeDatei';
import { XSRF_HEADER, xsrfCookieName } from '../platform/http/csrf';
import { FEHLER, HttpError } from '../platform/http/httpError';
import { listQuery } from '../platform/http/listQuery';
import { benutzerVon } from '../platform/http/requireBenutzer';
import { pruefeBild } from './anfallstelleBild';
import { loadAnfallstelleZeile, anfallstellenListe, toAnfallstelle } from './anfallstelleQueries';
import { createAnfallstelle, deleteAnfallstelle, setzeAktiv, updateAnfallstelle } from './anfallstelleSpeichern';
import { erzeugerFuerNeue, istStaff, pruefeAnfallstellenZugriff } from './anfallstelleZugriff';
import { pfadId } from '../platform/http/pfadId';
import { uploadMitFrist } from '../platform/http/uploadMitFrist';

const zahlId = (raw: unknown): number => pfadId(raw, ANFALLSTELLE_MELDUNGEN.nichtGefunden);

/** The form of POST /anfallstelle: the JSON part customContextDto, an optional id, optional bild and skizze. */
const formular = (fristMs?: number): RequestHandler => {
  const upload = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: UPLOAD_MAX_BYTES, files: 2, fields: 4, parts: 6 },
  }).fields([
    { name: 'bild', maxCount: 1 },
    { name: 'skizze', maxCount: 1 },
  ]);
  const mitFrist = uploadMitFrist(upload, fristMs);
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

/**
 * The state-changing GET of spec § 7 (activate) proves it comes from the portal's own page: it must
 * carry the anti-forgery header matching the cookie, which a foreign site cannot set or read.
 */
const gleicheHerkunft =
  (secure: boolean): RequestHandler =>
  (req, res, next) => {
    const token = req.get(XSRF_HEADER);
    const cookie = (req.cookies as Record<string, string | undefined>)[xsrfCookieName(secure)];
    if (!token || token !== cookie) {
      res.status(403).json({ message: FEHLER.csrf, code: 'CSRF' });
      return;
    }
    next();
  };

/** /api/v1/anfallstelle: the producer's sites (spec § 7, Sites). */
export const createAnfallstelleApi = (deps: AppDeps): Router => {
  const router = Router();
  const { db } = deps;

  /** The row of a site the user may work on; another producer's site is "not found". */
  const zugaenglich = async (rohId: unknown, benutzer: ReturnType<typeof benutzerVon>) => {
    const zeile = await loadAnfallstelleZeile(db, zahlId(rohId));
    if (!zeile) throw nichtGefunden(ANFALLSTELLE_MELDUNGEN.nichtGefunden);
    pruefeAnfallstellenZugriff(benutzer, zeile.erzeuger_id as number);
    return zeile;
  };

  // GET list: staff see every producer's sites (filter erzeugerId narrows), a producer's user its own.
  router.get('/', async (req, res) => {
    const benutzer = benutzerVon(res);
    if (istStaff(benutzer)) return listQuery(db, req, res, anfallstellenListe, { type: 'alle' }, toAnfallstelle);
    const eigener = benutzer.erzeuger?.id;
    if (eigener === undefined) throw nichtGefunden(ANFALLSTELLE_MELDUNGEN.nichtGefunden);
    pruefeAnfallstellenZugriff(benutzer, eigener);
    await listQuery(db, req, res, anfallstellenListe, { type: 'erzeuger', erzeugerId: eigener }, toAnfallstelle);
  });

  router.get('/erzeuger/:erzeugerId', async (req, res) => {
    const erzeugerId = zahlId(req.params.erzeugerId);
    pruefeAnfallstellenZugriff(benutzerVon(res), erzeugerId);
    await listQuery(db, req, res, anfallstellenListe, { type: 'erzeuger', erzeugerId }, toAnfallstelle);
  });

  router.get('/:id', async (req, res) => {
    res.json(toAnfallstelle(await zugaenglich(req.params.id, benutzerVon(res))));
  });

  router.post('/', formular(deps.uploadFristMs), async (req, res) => {
    const benutzer = benutzerVon(res);
    const { dto, id } = dtoVon(req);
    const eingabe = anfallstelleSchema.parse(dto);
    const vorhandene = id === undefined || id === '' || id === null ? null : await zugaenglich(id, benutzer);
    const erzeugerId = vorhandene ? null : erzeugerFuerNeue(benutzer, eingabe.erzeugerId);
    const dateien = (req.files ?? {}) as Dateien;
    const bilder = { bild: await pruefeBild('bild', dateien.bild?.[0]), skizze: await pruefeBild('skizze', dateien.skizze?.[0]) };
    if (vorhandene) {
      res.json(await updateAnfallstelle(deps, vorhandene.id as number, eingabe, bilder));
    } else {
      res.status(201).json(await createAnfallstelle(deps, erzeugerId as number, eingabe, bilder));
    }
  });

  router.put('/:id', async (req, res) => {
    const zeile = await zugaenglich(req.params.id, benutzerVon(res));
    res.json(await updateAnfallstelle(deps, zeile.id as number, anfallstelleSchema.parse(req.body), {}));
  });

  router.delete('/:id', async (req, res) => {
    const zeile = await zugaenglich(req.params.id, benutzerVon(res));
    res.json(await deleteAnfallstelle(deps, zeile.id as number));
  });

  const aktivieren: RequestHandler = async (req, res) => {
    const zeile = await zugaenglich(req.params.id, benutzerVon(res));
    const aktiv = aktivParam.safeParse(req.query.aktiv);
    if (!aktiv.success) throw ungueltig(aktiv.error.issues[0]?.message ?? FEHLER.badRequest);
    res.json(await setzeAktiv(deps, zeile.id as number, aktiv.data));
  };
  router.get('/:id/activate', gleicheHerkunft(deps.config.publicUrl.startsWith('https:')), aktivieren);
  router.put('/:id/activate', aktivieren);

  for (const feld of ['bild', 'skizze'] as const) {
    router.get(`/:id/${feld}`, async (req, res) => {
      const zeile = await zugaenglich(req.params.id, benutzerVon(res));
      const data = typeof zeile[feld] === 'string' ? await deps.files.get(zeile[feld] as string) : null;
      if (!data) throw new HttpError(404, feld === 'bild' ? 'Es ist kein Foto hinterlegt.' : 'Es ist keine Skizze hinterlegt.');
      const typ = erkenneDateityp(data) ?? 'application/octet-stream';
      res.set('Cache-Control', 'private, max-age=86400');
      sendeDatei(res, { data, typ, name: `${feld}.${typ === 'image/png' ? 'png' : 'jpg'}` }, 'inline');
    });
  }

  return router;
};
