import type { Request } from 'express';
import { Router } from 'express';
import { can } from '@abfallportal/common/permissions';
import type { ErzeugerFreigegebenAntwort } from '@abfallportal/common/erzeugerWire';
import { z } from 'zod';
import type { AppDeps } from '../appDeps';
import { nichtGefunden } from '../platform/domainError';
import { listQuery } from '../platform/http/listQuery';
import { benutzerVon, requirePermission } from '../platform/http/requireBenutzer';
import {
  approveErzeuger,
  ERZEUGER_NICHT_GEFUNDEN,
  erzeugerListe,
  loadErzeugerForBenutzer,
  loadErzeugerInfo,
  toErzeugerEintrag,
} from './erzeugerQueries';

const idSchema = z.coerce.number().int().positive().max(2_147_483_647);

/** Ids that are not a positive number name no producer: the same 404 as an unknown one. */
const erzeugerId = (raw: unknown): number => {
  const id = idSchema.safeParse(raw);
  if (!id.success) throw nichtGefunden(ERZEUGER_NICHT_GEFUNDEN);
  return id.data;
};

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

  router.put('/:id/freigeben', requirePermission('VIEW_ALL_ERZEUGER', 'CREATE_MANDANT'), async (req, res) => {
    const info = await approveErzeuger(deps.db, erzeugerId(req.params.id));
    if (!info) throw nichtGefunden(ERZEUGER_NICHT_GEFUNDEN);
    const antwort: ErzeugerFreigegebenAntwort = { ...info, message: `Der Erzeuger „${info.name}“ ist freigegeben.` };
    res.json(antwort);
  });

  return router;
};
