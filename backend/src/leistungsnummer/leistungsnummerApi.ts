import type { BenutzerInfo } from '@abfallportal/common/benutzerInfo';
import {
  LEISTUNGSNUMMER_NICHT_GEFUNDEN,
  leistungsnummerAnlegenSchema,
  leistungsnummerSchema,
  type Leistungsnummer,
} from '@abfallportal/common/leistungsnummer';
import { can } from '@abfallportal/common/permissions';
import { Router, type Response } from 'express';
import type { AppDeps } from '../appDeps';
import type { Db } from '../platform/db';
import { nichtGefunden, verboten } from '../platform/domainError';
import { listQuery } from '../platform/http/listQuery';
import { benutzerVon } from '../platform/http/requireBenutzer';
import {
  createLeistungsnummer,
  deleteLeistungsnummer,
  leistungsnummerListe,
  loadLeistungsnummer,
  loadLeistungsnummerOptionen,
  toLeistungsnummer,
  updateLeistungsnummer,
} from './leistungsnummerQueries';
import { pfadId } from '../platform/http/pfadId';

const ERZEUGER_NICHT_GEFUNDEN = 'Der Erzeuger wurde nicht gefunden.';

/**
 * Service numbers are a customer-specific module (CUSTOM_BELA_VIEW_LEISTUNGSNUMMER): without the
 * permission 403. With it a producer's user works on its own producer, staff (VIEW_ALL_ERZEUGER) on
 * any; another producer's numbers answer 404, so nothing tells whether they exist.
 */
const darf = (benutzer: BenutzerInfo): void => {
  if (!can(benutzer.permissions, 'CUSTOM_BELA_VIEW_LEISTUNGSNUMMER')) throw verboten('Sie haben keine Berechtigung für Leistungsnummern.');
};
const checkErzeuger = async (db: Db, benutzer: BenutzerInfo, erzeugerId: number, meldung: string): Promise<void> => {
  darf(benutzer);
  if (benutzer.erzeuger?.id === erzeugerId) return;
  if (!can(benutzer.permissions, 'VIEW_ALL_ERZEUGER') || !(await db('erzeuger').where({ id: erzeugerId }).first('id'))) {
    throw nichtGefunden(meldung);
  }
};

const erzeugerIdDerListe = (query: Record<string, unknown>, benutzer: BenutzerInfo): number => {
  let roh: unknown = query.erzeugerId;
  if (roh === undefined && typeof query.filter === 'string') {
    try {
      roh = (JSON.parse(query.filter) as { erzeugerId?: unknown }).erzeugerId;
    } catch {
      roh = undefined; // listQuery answers the broken filter with a 400
    }
  }
  return pfadId(roh ?? benutzer.erzeuger?.id, ERZEUGER_NICHT_GEFUNDEN);
};

/** /api/v1/custom/bela/leistungsnummer (spec § 7): list, create, read, update, delete, and the form's master data. */
export const createLeistungsnummerApi = (deps: AppDeps): Router => {
  const router = Router();
  const { db } = deps;

  const eigene = async (res: Response, raw: unknown): Promise<Leistungsnummer> => {
    const benutzer = benutzerVon(res);
    darf(benutzer);
    const l = await loadLeistungsnummer(db, pfadId(raw, LEISTUNGSNUMMER_NICHT_GEFUNDEN));
    if (!l) throw nichtGefunden(LEISTUNGSNUMMER_NICHT_GEFUNDEN);
    await checkErzeuger(db, benutzer, l.erzeugerId, LEISTUNGSNUMMER_NICHT_GEFUNDEN);
    return l;
  };

  router.get('/optionen', async (_req, res) => {
    darf(benutzerVon(res));
    res.json(await loadLeistungsnummerOptionen(db));
  });
  router.get('/', async (req, res) => {
    const benutzer = benutzerVon(res);
    darf(benutzer);
    const erzeugerId = erzeugerIdDerListe(req.query, benutzer);
    await checkErzeuger(db, benutzer, erzeugerId, ERZEUGER_NICHT_GEFUNDEN);
    await listQuery(db, req, res, leistungsnummerListe, { type: 'erzeuger', erzeugerId }, toLeistungsnummer);
  });
  router.post('/', async (req, res) => {
    const benutzer = benutzerVon(res);
    darf(benutzer);
    const body = leistungsnummerAnlegenSchema.parse(req.body);
    await checkErzeuger(db, benutzer, body.erzeugerId, ERZEUGER_NICHT_GEFUNDEN);
    res.status(201).json(await createLeistungsnummer(db, body.erzeugerId, body));
  });
  router.get('/:id', async (req, res) => {
    res.json(await eigene(res, req.params.id));
  });
  router.put('/:id', async (req, res) => {
    const l = await eigene(res, req.params.id);
    res.json(await updateLeistungsnummer(db, l.id, leistungsnummerSchema.parse(req.body)));
  });
  router.delete('/:id', async (req, res) => {
    const l = await eigene(res, req.params.id);
    await deleteLeistungsnummer(db, l.id);
    res.json(l);
  });

  return router;
};
