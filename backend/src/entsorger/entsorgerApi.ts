import type { BenutzerInfo } from '@abfallportal/common/benutzerInfo';
import {
  datenabfrageSchema,
  entsorgerAktivierenSchema,
  entsorgerEintragSchema,
  entsorgerFuerErzeugerAendernSchema,
  entsorgerFuerErzeugerAnlegenSchema,
  entsorgerFuerErzeugerWireSchema,
  entsorgerSupportSchema,
  entsorgerTrefferSchema,
  entsorgerZusammenfuehrenSchema,
  entsorgerZusammenfuehrungSchema,
  ENTSORGER_MELDUNGEN,
  type EntsorgerFuerErzeuger,
  type EntsorgerZusammenfuehrung,
} from '@abfallportal/common/entsorger';
import { idParams } from '@abfallportal/common/validation';
import { z } from 'zod';
import type { AppDeps } from '../appDeps';
import { AUFTRAG_PROJEKTIONEN, entsorgerInAuftraegenUmhaengen } from '../auftraege';
import { nichtGefunden, ungueltig } from '../platform/domainError';
import { respondAfterCommand } from '../platform/http/befehlsAntwort';
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
import {
  approveEntsorger,
  createEntsorger,
  deleteEntsorger,
  entsorgerListe,
  loadEntsorger,
  toEntsorgerEintrag,
  updateEntsorger,
} from './entsorgerSupportQueries';
import { entsorgerZusammenfuehren } from './entsorgerZusammenfuehren';
import {
  checkEntsorgerStamm,
  checkEntsorgerSupport,
  checkErzeugerEntsorger,
  erzeugerIdAusAnfrage,
  reachesAllErzeuger,
} from './entsorgerZugriff';

const TAG = 'Entsorger';
/** The producer's disposers: its own users with VIEW_ENTSORGER, staff with VIEW_ALL_ENTSORGER (scope in the handler). */
const ENTSORGER_DES_ERZEUGERS = { anyOf: ['VIEW_ENTSORGER', 'VIEW_ALL_ENTSORGER'] } as const;
const notFound = ENTSORGER_MELDUNGEN.nichtGefunden;
const suchQuery = z.object({ q: z.string().optional() }).catchall(z.unknown());

/**
 * /api/v1/entsorger (spec § 7, Disposers): the producer's disposers (forErzeuger, data request) and
 * the support's lists, approval, merge and maintenance. /{id}/kunden and /{id}/kundenbereich belong
 * to the disposer detail (leistungen feature) and are registered before these routes.
 */
export function entsorgerRoutes(deps: AppDeps): RouteSpec[] {
  const { db } = deps;

  /** A producer's link (customer number) by its id, after checking the user may work on that producer's disposers. */
  const linkVon = async (user: BenutzerInfo, id: number, need: 'read' | 'write'): Promise<EntsorgerFuerErzeuger> => {
    const link = await loadLink(db, id);
    if (!link) throw nichtGefunden(notFound);
    await checkErzeugerEntsorger(db, user, link.erzeugerId, need);
    return link;
  };
  const supportListe = (freigegeben: boolean, summary: string) =>
    route({
      method: 'get',
      path: `/v1/entsorger/${freigegeben ? 'approved' : 'unapproved'}`,
      summary,
      tag: TAG,
      rule: 'supportEntsorger',
      tenant: 'none',
      response: z.array(entsorgerEintragSchema),
      handle: async ({ req, res }) => {
        await listQuery(db, req, res, entsorgerListe(freigegeben), { type: 'alle' }, toEntsorgerEintrag);
      },
    });

  return [
    supportListe(true, 'Freigegebene Entsorger als Liste (Support)'),
    supportListe(false, 'Noch nicht freigegebene Entsorger als Liste (Support)'),
    route({
      method: 'put',
      path: '/v1/entsorger/approve/:id',
      summary: 'Entsorger freigeben (Support)',
      tag: TAG,
      rule: 'supportEntsorger',
      tenant: 'disposer',
      params: idParams,
      notFound,
      response: entsorgerEintragSchema.extend({ message: z.string() }),
      handle: async ({ user, params }) => {
        checkEntsorgerSupport(user);
        const eintrag = await approveEntsorger(db, params.id);
        return { ...eintrag, message: `Der Entsorger „${eintrag.name}“ ist freigegeben.` };
      },
    }),
    route({
      method: 'put',
      path: '/v1/entsorger/mergeMandant',
      summary: 'Doppelten Entsorger in den verbleibenden zusammenführen (Support)',
      tag: TAG,
      rule: 'supportEntsorger',
      tenant: 'disposer',
      body: entsorgerZusammenfuehrenSchema,
      response: entsorgerZusammenfuehrungSchema,
      handle: async ({ req, res, user, body: { keepEntsorgerId, discardEntsorgerId } }) => {
        checkEntsorgerSupport(user);
        const ergebnis = await entsorgerZusammenfuehren(db, keepEntsorgerId, discardEntsorgerId, user.id);
        const auftraege = await entsorgerInAuftraegenUmhaengen(deps, {
          vonEntsorgerId: discardEntsorgerId,
          nachEntsorgerId: keepEntsorgerId,
          zusammenfuehrungId: ergebnis.id,
          benutzerId: user.id,
          alsId: req.session.aliasVonBenutzerId ?? null,
        });
        const behalten = await loadEntsorger(db, keepEntsorgerId);
        const body: EntsorgerZusammenfuehrung = {
          keepEntsorgerId,
          discardEntsorgerId,
          verschoben: ergebnis.verschoben,
          kundennummerKonflikte: ergebnis.kundennummerKonflikte,
          auftraegeUmgehaengt: auftraege.anzahl,
          message: `Die Einträge wurden in „${behalten.name}“ zusammengeführt.`,
        };
        await respondAfterCommand(deps.readYourWrites, res, { position: auftraege.position, projektionen: AUFTRAG_PROJEKTIONEN, body });
      },
    }),
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
    route({
      method: 'post',
      path: '/v1/entsorger',
      summary: 'Entsorger anlegen (Support), gleich freigegeben',
      tag: TAG,
      rule: 'supportEntsorger',
      tenant: 'none',
      body: entsorgerSupportSchema,
      response: entsorgerEintragSchema,
      status: 201,
      handle: ({ user, body }) => {
        checkEntsorgerSupport(user);
        return createEntsorger(db, body);
      },
    }),
    route({
      method: 'get',
      path: '/v1/entsorger/:id',
      summary: 'Ein Entsorger (Support jeden, ein Entsorger sich selbst); ETag ist seine Version',
      tag: TAG,
      rule: 'signedIn',
      tenant: 'disposer',
      params: idParams,
      notFound,
      response: entsorgerEintragSchema,
      handle: async ({ user, params }) => {
        checkEntsorgerStamm(user, params.id, 'read');
        const eintrag = await loadEntsorger(db, params.id);
        return eintrag;
      },
    }),
    route({
      method: 'put',
      path: '/v1/entsorger/:id',
      summary: 'Entsorger ändern (Support; If-Match: seine Version)',
      tag: TAG,
      rule: 'supportEntsorger',
      tenant: 'disposer',
      params: idParams,
      notFound,
      body: entsorgerSupportSchema,
      response: entsorgerEintragSchema,
      handle: async ({ req, user, params, body }) => {
        checkEntsorgerSupport(user);
        const eintrag = await updateEntsorger(db, params.id, expectedVersion(req), body);
        return eintrag;
      },
    }),
    route({
      method: 'delete',
      path: '/v1/entsorger/:id',
      summary: 'Entsorger löschen, solange nichts auf ihn verweist (Support; If-Match: seine Version)',
      tag: TAG,
      rule: 'supportEntsorger',
      tenant: 'disposer',
      params: idParams,
      notFound,
      response: entsorgerEintragSchema,
      handle: ({ req, user, params }) => {
        checkEntsorgerSupport(user);
        return deleteEntsorger(db, params.id, expectedVersion(req));
      },
    }),
  ];
}
