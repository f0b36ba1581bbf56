import {
  entsorgerEintragSchema,
  entsorgerSupportSchema,
  entsorgerZusammenfuehrenSchema,
  entsorgerZusammenfuehrungSchema,
  ENTSORGER_MELDUNGEN,
  type EntsorgerZusammenfuehrung,
} from '@abfallportal/common/entsorger';
import { idParams } from '@abfallportal/common/validation';
import { z } from 'zod';
import type { AppDeps } from '../appDeps';
import { AUFTRAG_PROJEKTIONEN, entsorgerInAuftraegenUmhaengen } from '../auftraege';
import { respondAfterCommand } from '../platform/http/befehlsAntwort';
import { listQuery } from '../platform/http/listQuery';
import { route, type RouteSpec } from '../platform/http/route';
import { expectedVersion } from '../platform/http/version';
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
import { checkEntsorgerStamm, checkEntsorgerSupport } from './entsorgerZugriff';

const TAG = 'Entsorger';
const notFound = ENTSORGER_MELDUNGEN.nichtGefunden;

/** Support's lists of approved and not yet approved disposers, the approval and the merge of a duplicate. */
export function entsorgerSupportRoutes(deps: AppDeps): RouteSpec[] {
  const { db } = deps;
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
  ];
}

/** A disposer's own record: support creates, changes and deletes it; a disposer reads itself. */
export function entsorgerStammRoutes(deps: AppDeps): RouteSpec[] {
  const { db } = deps;
  return [
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
