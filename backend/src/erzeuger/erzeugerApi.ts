import type { Request } from 'express';
import { z } from 'zod';
import { reachesAllTenants, scopeIncludesErzeuger, scopeOf, type Requirement } from '@abfallportal/common/permissions';
import {
  erzeugerAuswahlSchema,
  erzeugerBenutzerKurzSchema,
  erzeugerFormOptionenSchema,
  erzeugerFreigegebenAntwortSchema,
  erzeugerGeloeschtSchema,
  erzeugerInfoSchema,
  erzeugerKundeSchema,
  erzeugerListeEintragSchema,
  erzeugerStammdatenSchema,
  inviteAllAntwortSchema,
  mergeMandantAntwortSchema,
  mergeMandantSchema,
} from '@abfallportal/common/erzeugerWire';
import { idParams } from '@abfallportal/common/validation';
import type { AppDeps } from '../appDeps';
import { nichtGefunden, verboten } from '../platform/domainError';
import { sendDatei } from '../platform/files/sendDatei';
import { listQuery } from '../platform/http/listQuery';
import { route, type RouteSpec } from '../platform/http/route';
import { expectedVersion } from '../platform/http/version';
import { BILD_FELDER, loadBild } from './erzeugerBilder';
import { bilderAus, mandantAus, mandantFormular } from './erzeugerFormular';
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

export const KEINE_KUNDEN = 'Kunden sehen nur Entsorger und Mitarbeiter des Supports.';

/** Ids that are not a positive number name no producer: the same 404 as an unknown one. */
const erzeugerId = (raw: unknown): number => pfadId(raw, ERZEUGER_NICHT_GEFUNDEN);

const TAG = 'Erzeuger';

/** Creating, editing and deleting producers: staff who also create tenants (spec § 6). */
const VERWALTEN: Requirement = { allOf: ['VIEW_ALL_ERZEUGER', 'CREATE_MANDANT'] };

/** The form: the `mandant` JSON part (field or file), the images, optionally `version` instead of If-Match. */
const mandantForm = { files: ['logo', 'signatur'], jsonPart: 'mandant', fields: z.object({ version: z.string().optional() }) };

/** Query parameters that name a producer stay text: a malformed id names nothing (404), never a 400. */
const erzeugerIdQuery = z.object({ erzeugerId: z.string().optional() }).catchall(z.unknown());

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
export function erzeugerRoutes(deps: AppDeps): RouteSpec[] {
  const { db } = deps;
  const dateiDeps = { db, files: deps.files, eventStore: deps.eventStore };
  const notFound = ERZEUGER_NICHT_GEFUNDEN;
  const staff = { tag: TAG, rule: 'supportErzeuger', tenant: 'producer' } as const;
  const verwalten = { tag: TAG, rule: VERWALTEN, tenant: 'producer' } as const;

  return [
    route({
      ...staff,
      method: 'get',
      path: '/v1/erzeuger',
      summary: 'Erzeuger als Liste (simple-rest) für den Support; mit statistics=true die Kennzahlen',
      query: z.object({ statistics: z.string().optional() }).catchall(z.unknown()),
      response: z.array(erzeugerListeEintragSchema),
      handle: async ({ req, res }) => {
        await listQuery(db, req, res, erzeugerListe(willStatistik(req)), { type: 'alle' }, toErzeugerEintrag);
      },
    }),
    // A producer's user may ask only for their own producer, staff for any; everything else is "not found".
    route({
      method: 'get',
      path: '/v1/erzeuger/info',
      summary: 'Name, Typ und Freigabe eines Erzeugers (für die Routen-Wächter)',
      tag: TAG,
      rule: 'signedIn',
      tenant: 'producer',
      query: z.object({ id: z.string().optional() }).catchall(z.unknown()),
      response: erzeugerInfoSchema,
      handle: async ({ user, query }) => {
        const id = erzeugerId(query.id);
        const info = scopeIncludesErzeuger(scopeOf('erzeuger', user, 'read'), id) ? await loadErzeugerInfo(db, id) : null;
        if (!info) throw nichtGefunden(notFound);
        return info;
      },
    }),
    route({
      method: 'get',
      path: '/v1/erzeuger/forBenutzer',
      summary: 'Die Erzeuger, die der Benutzer wählen kann (eigener, oder alle für den Support)',
      tag: TAG,
      rule: 'signedIn',
      tenant: 'own',
      response: z.array(erzeugerAuswahlSchema),
      handle: ({ user }) => loadErzeugerForBenutzer(db, user.erzeuger?.id ?? null, reachesAllTenants('erzeuger', user)),
    }),
    route({
      ...staff,
      tenant: 'none',
      method: 'get',
      path: '/v1/erzeuger/create',
      summary: 'Auswahl des Erzeuger-Formulars (Typen, Holdings, Gruppierungen, Verträge, Branchen)',
      response: erzeugerFormOptionenSchema,
      handle: () => loadErzeugerFormOptionen(db),
    }),
    route({
      ...verwalten,
      method: 'post',
      path: '/v1/erzeuger/create',
      summary: 'Erzeuger anlegen; Formular mit mandant (JSON), logo, signatur',
      form: mandantForm,
      before: [mandantFormular()],
      response: erzeugerStammdatenSchema,
      status: 201,
      handle: async ({ req }) => {
        const mandant = mandantAus(req);
        return createErzeuger(dateiDeps, mandant, await bilderAus(req), deps.jetzt());
      },
    }),
    route({
      ...verwalten,
      method: 'post',
      path: '/v1/erzeuger/edit',
      summary: 'Erzeuger ändern (If-Match: seine Version); Formular mit mandant (JSON samt id), logo, signatur',
      form: mandantForm,
      before: [mandantFormular()],
      response: erzeugerStammdatenSchema,
      handle: async ({ req }) => {
        const mandant = mandantAus(req);
        const stammdaten = await editErzeuger(dateiDeps, mandant, expectedVersion(req), await bilderAus(req), deps.jetzt());
        return stammdaten;
      },
    }),
    // Approving and merging are the staff's everyday work (spec § 6: admin and support approve or merge entities).
    route({
      ...staff,
      method: 'put',
      path: '/v1/erzeuger/mergeMandant',
      summary: 'Einen nicht freigegebenen Erzeuger in einen bestehenden zusammenführen',
      body: mergeMandantSchema,
      response: mergeMandantAntwortSchema,
      handle: ({ user, body }) => mergeErzeuger(deps, user, body, deps.jetzt()),
    }),
    route({
      method: 'get',
      path: '/v1/erzeuger/benutzerList',
      summary: 'Aktive Benutzer eines Erzeugers als Auswahl (eigener, oder für den Support der gewählte)',
      tag: TAG,
      rule: 'signedIn',
      tenant: 'producer',
      query: erzeugerIdQuery,
      response: z.array(erzeugerBenutzerKurzSchema),
      handle: ({ user, query }) => loadBenutzerList(db, eigenerOderGewaehlterErzeuger(user, optionaleId(query.erzeugerId))),
    }),
    // Disposers see their own customers, staff every producer; a producer's user has no customers.
    route({
      method: 'get',
      path: '/v1/erzeuger/kunden',
      summary: 'Erzeuger als Kunden (simple-rest): die eines Entsorgers, oder alle für den Support',
      tag: TAG,
      rule: 'signedIn',
      tenant: 'disposer',
      response: z.array(erzeugerKundeSchema),
      handle: async ({ req, res, user }) => {
        const scope = scopeOf('erzeugerKunden', user, 'read');
        if (scope.type === 'alle') await listQuery(db, req, res, ALLE_KUNDEN, scope, toErzeugerKunde);
        else if (scope.type === 'entsorger') await listQuery(db, req, res, KUNDEN_DES_ENTSORGERS, scope, toErzeugerKunde);
        else throw verboten(KEINE_KUNDEN);
      },
    }),
    route({
      method: 'post',
      path: '/v1/erzeuger/:id/inviteAll',
      summary: 'Allen Benutzern des Erzeugers ohne gesetztes Passwort eine Einladung senden',
      tag: TAG,
      rule: 'signedIn',
      tenant: 'producer',
      params: idParams,
      notFound,
      response: inviteAllAntwortSchema,
      handle: ({ user, params }) => inviteAll(db, deps.config.publicUrl, user, params.id, deps.jetzt()),
    }),
    ...BILD_FELDER.map((feld) =>
      route({
        ...staff,
        method: 'get',
        path: `/v1/erzeuger/:id/${feld}`,
        summary: feld === 'logo' ? 'Logo des Erzeugers' : 'Signatur des Erzeugers',
        params: idParams,
        notFound,
        handle: async ({ res, params }) => {
          const bild = await loadBild(dateiDeps, params.id, feld);
          sendDatei(res, { data: bild.data, typ: bild.typ, name: feld }, 'inline');
        },
      }),
    ),
    route({
      ...staff,
      method: 'get',
      path: '/v1/erzeuger/:id',
      summary: 'Stammdaten eines Erzeugers für das Formular des Supports; ETag ist seine Version',
      params: idParams,
      notFound,
      response: erzeugerStammdatenSchema,
      handle: async ({ params }) => {
        const stammdaten = await loadErzeugerStammdaten(db, params.id);
        if (!stammdaten) throw nichtGefunden(notFound);
        return stammdaten;
      },
    }),
    route({
      ...verwalten,
      method: 'delete',
      path: '/v1/erzeuger/:id',
      summary: 'Erzeuger ohne Benutzer, Aufträge und weitere Daten löschen (If-Match: seine Version)',
      params: idParams,
      notFound,
      response: erzeugerGeloeschtSchema,
      handle: async ({ req, params }) => {
        await deleteErzeuger(dateiDeps, params.id, expectedVersion(req));
        // react-admin's delete expects the deleted record back.
        return { id: params.id };
      },
    }),
    route({
      ...staff,
      method: 'put',
      path: '/v1/erzeuger/:id/freigeben',
      summary: 'Erzeuger freigeben',
      params: idParams,
      notFound,
      response: erzeugerFreigegebenAntwortSchema,
      handle: async ({ params }) => {
        const info = await approveErzeuger(db, params.id);
        if (!info) throw nichtGefunden(notFound);
        return { ...info, message: `Der Erzeuger „${info.name}“ ist freigegeben.` };
      },
    }),
  ];
}
