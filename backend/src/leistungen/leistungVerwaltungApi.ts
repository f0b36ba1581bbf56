import { LEISTUNG_MELDUNG } from '@abfallportal/common/leistung';
import { Router } from 'express';
import { z } from 'zod';
import type { Db } from '../platform/db';
import { nichtGefunden } from '../platform/domainError';
import { listQuery } from '../platform/http/listQuery';
import { benutzerVon } from '../platform/http/requireBenutzer';
import { leistungListe, toLeistung } from './leistungListe';
import { loadLeistungOptionen } from './loadLeistungOptionen';
import { createLeistung, deleteLeistung, loadLeistung, updateLeistung } from './leistungSpeichern';
import { checkEntsorgerBereich, checkLeistungSchreiben, leistungScope } from './leistungZugriff';

const idSchema = z.coerce.number().int().positive().max(2_147_483_647);

/** Ids that are not a positive number name no agreement: the same 404 as an unknown one. */
const leistungId = (raw: unknown): number => {
  const id = idSchema.safeParse(raw);
  if (!id.success) throw nichtGefunden(LEISTUNG_MELDUNG.nichtGefunden);
  return id.data;
};

/**
 * /api/v1/leistung (spec § 7, Master data and prices): price agreements with their price lines.
 * Everyone reads within their scope (leistungScope); only staff with CREATE_MANDANT write.
 */
export const createLeistungVerwaltungApi = ({ db }: { db: Db }): Router => {
  const router = Router();

  router.get('/', async (req, res) => {
    await listQuery(db, req, res, leistungListe, leistungScope(benutzerVon(res)), toLeistung);
  });

  // What the price form offers for one disposer: its customers and their sites, waste keys, containers.
  router.get('/optionen', async (req, res) => {
    const benutzer = benutzerVon(res);
    checkLeistungSchreiben(benutzer);
    const entsorgerId = idSchema.parse(req.query.entsorgerId);
    checkEntsorgerBereich(benutzer, entsorgerId);
    res.json(await loadLeistungOptionen(db, entsorgerId));
  });

  router.get('/:id', async (req, res) => {
    res.json(await loadLeistung(db, leistungId(req.params.id), leistungScope(benutzerVon(res))));
  });

  router.post('/', async (req, res) => {
    checkLeistungSchreiben(benutzerVon(res));
    res.status(201).json(await createLeistung(db, req.body));
  });

  router.put('/:id', async (req, res) => {
    checkLeistungSchreiben(benutzerVon(res));
    res.json(await updateLeistung(db, leistungId(req.params.id), req.body));
  });

  router.delete('/:id', async (req, res) => {
    checkLeistungSchreiben(benutzerVon(res));
    res.json(await deleteLeistung(db, leistungId(req.params.id)));
  });

  return router;
};
