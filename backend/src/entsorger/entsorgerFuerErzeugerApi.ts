import type { BenutzerInfo } from '@abfallportal/common/benutzerInfo';
import {
  datenabfrageSchema,
  entsorgerAktivierenSchema,
  entsorgerFuerErzeugerAendernSchema,
  entsorgerFuerErzeugerAnlegenSchema,
  entsorgerFuerErzeugerWireSchema,
  entsorgerTrefferSchema,
  ENTSORGER_MELDUNGEN,
  type EntsorgerFuerErzeuger,
} from '@abfallportal/common/entsorger';
import { idParams } from '@abfallportal/common/validation';
import { z } from 'zod';
import type { AppDeps } from '../appDeps';
import { nichtGefunden, ungueltig } from '../platform/domainError';
import { listQuery } from '../platform/http/listQuery';
import { route, type RouteSpec } from '../platform/http/route';
import { expectedVersion } from '../platform/http/version';
import { loadDatenabfrage, startDatenabfrage } from './datenabfrage';
import {
  entsorgerFuerErzeugerAendern,
  entsorgerFuerErzeugerAktivieren,
  entsorgerFuerErzeugerAnlegen,
  entsorgerFuerErzeugerEntfernen,
} from './entsorgerFuerErzeugerCommands';
import { entsorgerFuerErzeugerListe, loadLink, sucheEntsorger, toEntsorgerFuerErzeuger } from './entsorgerFuerErzeugerQueries';
import { checkErzeugerEntsorger, erzeugerIdAusAnfrage, reachesAllErzeuger } from './entsorgerZugriff';

const TAG = 'Entsorger';
/** The producer's disposers: its own users with VIEW_ENTSORGER, staff with VIEW_ALL_ENTSORGER (scope in the handler). */
const ENTSORGER_DES_ERZEUGERS = { anyOf: ['VIEW_ENTSORGER', 'VIEW_ALL_ENTSORGER'] } as const;
const notFound = ENTSORGER_MELDUNGEN.nichtGefunden;
const suchQuery = z.object({ q: z.string().optional() }).catchall(z.unknown());

/** A producer's link (customer number) by its id, after checking the user may work on that producer's disposers. */
const linkVonFuer =
  (db: AppDeps['db']) =>
  async (user: BenutzerInfo, id: number, need: 'read' | 'write'): Promise<EntsorgerFuerErzeuger> => {
    const link = await loadLink(db, id);
    if (!link) throw nichtGefunden(notFound);
    await checkErzeugerEntsorger(db, user, link.erzeugerId, need);
    return link;
  };

/** The producer's list of disposers (its customer numbers): list, search before adding, (de)activate, add. */
export function entsorgerFuerErzeugerRoutes(deps: AppDeps): RouteSpec[] {
  const { db } = deps;
  const linkVon = linkVonFuer(db);
  return [
    route({
      method: 'get',
      path: '/v1/entsorger/forErzeuger',
      summary: 'Entsorger eines Erzeugers (seine Kundennummern) als Liste (simple-rest)',
      tag: TAG,
      rule: ENTSORGER_DES_ERZEUGERS,
      tenant: 'producer',
      response: z.array(entsorgerFuerErzeugerWireSchema),
      handle: async ({ req, res, user }) => {
        const erzeugerId = erzeugerIdAusAnfrage(req.query, user);
        await checkErzeugerEntsorger(db, user, erzeugerId, 'read');
        await listQuery(db, req, res, entsorgerFuerErzeugerListe, { type: 'erzeuger', erzeugerId }, toEntsorgerFuerErzeuger);
      },
    }),
    route({
      method: 'get',
      path: '/v1/entsorger/forErzeuger/search',
      summary: 'Suche vor dem Anlegen: freigegebene und eigene Entsorger nach Name und Ort',
      tag: TAG,
      rule: ENTSORGER_DES_ERZEUGERS,
      tenant: 'producer',
      query: suchQuery,
      response: z.array(entsorgerTrefferSchema),
      handle: async ({ req, user, query }) => {
        const erzeugerId = erzeugerIdAusAnfrage(req.query, user);
        await checkErzeugerEntsorger(db, user, erzeugerId, 'read');
        return sucheEntsorger(db, erzeugerId, (query.q ?? '').slice(0, 200));
      },
    }),
    route({
      method: 'put',
      path: '/v1/entsorger/forErzeuger/activate',
      summary: 'Entsorger für den Erzeuger aktivieren oder deaktivieren',
      tag: TAG,
      rule: ENTSORGER_DES_ERZEUGERS,
      tenant: 'producer',
      body: entsorgerAktivierenSchema,
      response: entsorgerFuerErzeugerWireSchema,
      handle: async ({ user, body }) => {
        const link = await linkVon(user, body.kundennummerId, 'write');
        if (link.entsorgerMandantId !== body.entsorgerMandantId) throw nichtGefunden(notFound);
        const neu = await entsorgerFuerErzeugerAktivieren(db, link, body.aktiv);
        return neu;
      },
    }),
    route({
      method: 'post',
      path: '/v1/entsorger/forErzeuger',
      summary: 'Entsorger mit Kundennummer in die Liste des Erzeugers aufnehmen oder neu anlegen',
      tag: TAG,
      rule: ENTSORGER_DES_ERZEUGERS,
      tenant: 'producer',
      body: entsorgerFuerErzeugerAnlegenSchema,
      response: entsorgerFuerErzeugerWireSchema,
      status: 201,
      handle: async ({ user, body }) => {
        await checkErzeugerEntsorger(db, user, body.erzeugerId, 'write');
        return entsorgerFuerErzeugerAnlegen(db, body, reachesAllErzeuger(user, 'write'));
      },
    }),
  ];
}

/** One disposer of the producer (id: the customer number): read, change, remove. */
export function entsorgerFuerErzeugerEintragRoutes(deps: AppDeps): RouteSpec[] {
  const { db } = deps;
  const linkVon = linkVonFuer(db);
  return [
    route({
      method: 'get',
      path: '/v1/entsorger/forErzeuger/:id',
      summary: 'Ein Entsorger des Erzeugers (id: Kundennummer); ETag ist ihre Version',
      tag: TAG,
      rule: ENTSORGER_DES_ERZEUGERS,
      tenant: 'producer',
      params: idParams,
      notFound,
      response: entsorgerFuerErzeugerWireSchema,
      handle: async ({ user, params }) => {
        const link = await linkVon(user, params.id, 'read');
        return link;
      },
    }),
    route({
      method: 'put',
      path: '/v1/entsorger/forErzeuger/:id',
      summary: 'Kundennummer (und Daten eines eigenen, nicht freigegebenen Entsorgers) ändern (If-Match: ihre Version)',
      tag: TAG,
      rule: ENTSORGER_DES_ERZEUGERS,
      tenant: 'producer',
      params: idParams,
      notFound,
      body: entsorgerFuerErzeugerAendernSchema,
      response: entsorgerFuerErzeugerWireSchema,
      handle: async ({ req, user, params, body }) => {
        const link = await linkVon(user, params.id, 'write');
        const neu = await entsorgerFuerErzeugerAendern(db, link, expectedVersion(req), body, reachesAllErzeuger(user, 'write'));
        return neu;
      },
    }),
    route({
      method: 'delete',
      path: '/v1/entsorger/forErzeuger/:id',
      summary: 'Entsorger aus der Liste des Erzeugers entfernen (If-Match: Version der Kundennummer)',
      tag: TAG,
      rule: ENTSORGER_DES_ERZEUGERS,
      tenant: 'producer',
      params: idParams,
      notFound,
      response: entsorgerFuerErzeugerWireSchema,
      handle: async ({ req, user, params }) => {
        const link = await linkVon(user, params.id, 'write');
        await entsorgerFuerErzeugerEntfernen(deps, link, expectedVersion(req));
        return link;
      },
    }),
  ];
}

/** The data request a producer sends a disposer, and when it last went out. */
export function datenabfrageRoutes(deps: AppDeps): RouteSpec[] {
  const { db } = deps;
  const linkVon = linkVonFuer(db);
  return [
    route({
      method: 'post',
      path: '/v1/entsorger/startDatenabfrage/:id',
      summary: 'Datenabfrage an den Entsorger senden (id: Kundennummer)',
      tag: TAG,
      rule: ENTSORGER_DES_ERZEUGERS,
      tenant: 'producer',
      params: idParams,
      notFound,
      response: datenabfrageSchema,
      status: 201,
      handle: async ({ user, params }) => {
        const link = await linkVon(user, params.id, 'write');
        if (!link.aktiv) throw ungueltig('Für einen deaktivierten Entsorger ist keine Datenabfrage möglich.');
        return startDatenabfrage(db, link, user.id, deps.jetzt());
      },
    }),
    route({
      method: 'get',
      path: '/v1/entsorger/getZeitpunkt/:id',
      summary: 'Zeitpunkt der letzten Datenabfrage (id: Kundennummer)',
      tag: TAG,
      rule: ENTSORGER_DES_ERZEUGERS,
      tenant: 'producer',
      params: idParams,
      notFound,
      response: datenabfrageSchema,
      handle: async ({ user, params }) => loadDatenabfrage(db, await linkVon(user, params.id, 'read')),
    }),
  ];
}
