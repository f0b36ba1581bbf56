import { LEISTUNG_MELDUNG } from '@abfallportal/common/leistung';
import { Router } from 'express';
import type { Db } from '../platform/db';
import { listQuery } from '../platform/http/listQuery';
import { benutzerVon } from '../platform/http/requireBenutzer';
import { leistungListe, toLeistung } from './leistungListe';
import { loadLeistungOptionen } from './loadLeistungOptionen';
import { createLeistung, deleteLeistung, loadLeistung, updateLeistung } from './leistungSpeichern';
import { checkEntsorgerBereich, checkLeistungSchreiben, leistungScope } from './leistungZugriff';
import { pfadId } from '../platform/http/pfadId';
import { textIdSchema } from '@abfallportal/common/validation';

/** Ids that are not a positive number name no agreement: the same 404 as an unknown one. */
const leistungId = (raw: unknown): number => pfadId(raw, LEISTUNG_MELDUNG.nichtGefunden);

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
    const entsorgerId = textIdSchema().parse(req.query.entsorgerId);
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
