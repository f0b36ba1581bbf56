import {
  DOKUMENTATION_MELDUNGEN,
  erzeugerParams,
  standortDokumentationSchema,
  standortParams,
  standortUebersichtSchema,
  zeitraumQuery,
  zeitraumSchema,
} from '@abfallportal/common/dokumentation';
import {
  belegeByNummerQuery,
  belegNachNummerSchema,
  dokumentationAusnahmeSchema,
  dokumentationGruppeSchema,
} from '@abfallportal/common/dokumentationSuche';
import { heuteInBerlin } from '@abfallportal/common/kalendertag';
import { scopeIncludesErzeuger, scopeOf } from '@abfallportal/common/permissions';
import { z } from 'zod';
import type { AppDeps } from '../appDeps';
import { route, type RouteSpec } from '../platform/http/route';
import { abfallmengeRoutes } from './abfallmengeApi';
import { pruefeErzeuger } from './dokumentationZugang';
import { loadAusnahmen, loadBelegeByNummer, loadGruppen } from './dokumentationSuche';
import { loadStandortDokumentation, loadStandorte, loadZeitraeume } from './dokumentationQueries';

const TAG = 'Dokumentation';

/**
 * /api/v1/dokumentation (spec §§ 2, 7, issue 20): documentation periods, a producer's sites with
 * their documentation state, one site's documentation, and waste quantities (create with the
 * certificate PDF, read, change and delete with If-Match). Rules "Documentation" and
 * "Documentation sites" of spec § 6; whose data a user reaches is scopeOf('dokumentation').
 */
export function dokumentationRoutes(deps: AppDeps): RouteSpec[] {
  return [...standortRoutes(deps), ...suchRoutes(deps), ...abfallmengeRoutes(deps)];
}

/** The periods, the sites with their state, and one site's documentation. */
function standortRoutes(deps: AppDeps): RouteSpec[] {
  const { db } = deps;
  const heute = () => heuteInBerlin(deps.jetzt());
  return [
    route({
      method: 'get',
      path: '/v1/dokumentation/:erzeugerId/zeitraeume',
      summary: 'Dokumentationszeiträume eines Erzeugers: Kalenderjahre mit Daten und das laufende Jahr',
      tag: TAG,
      rule: 'dokumentation',
      tenant: 'producer',
      params: erzeugerParams,
      notFound: DOKUMENTATION_MELDUNGEN.erzeugerNichtGefunden,
      response: z.array(zeitraumSchema),
      handle: async ({ user, params }) => {
        await pruefeErzeuger(db, user, params.erzeugerId, 'read');
        return loadZeitraeume(db, params.erzeugerId, Number(heute().slice(0, 4)));
      },
    }),
    route({
      method: 'get',
      path: '/v1/dokumentation/:erzeugerId/standorte',
      summary: 'Anfallstellen eines Erzeugers mit ihrem Dokumentationsstand im Zeitraum (jahr)',
      tag: TAG,
      rule: 'dokumentationStandorte',
      tenant: 'producer',
      params: erzeugerParams,
      query: zeitraumQuery,
      notFound: DOKUMENTATION_MELDUNGEN.erzeugerNichtGefunden,
      response: z.array(standortUebersichtSchema),
      handle: async ({ user, params, query }) => {
        await pruefeErzeuger(db, user, params.erzeugerId, 'read');
        const h = heute();
        return loadStandorte(db, params.erzeugerId, query.jahr ?? Number(h.slice(0, 4)), h);
      },
    }),
    route({
      method: 'get',
      path: '/v1/dokumentation/:erzeugerId/standorte/:anfallstelleId',
      summary: 'Dokumentation einer Anfallstelle im Zeitraum: Belege, Abfallmengen, Mengenbilanz je AVV und Entsorgungsweg, Hinweise',
      tag: TAG,
      rule: 'dokumentationStandorte',
      tenant: 'producer',
      params: standortParams,
      query: zeitraumQuery,
      notFound: DOKUMENTATION_MELDUNGEN.anfallstelleNichtGefunden,
      response: standortDokumentationSchema,
      handle: async ({ user, params, query }) => {
        await pruefeErzeuger(db, user, params.erzeugerId, 'read');
        const darf = scopeIncludesErzeuger(scopeOf('dokumentation', user, 'write'), params.erzeugerId);
        const h = heute();
        return loadStandortDokumentation(db, params.erzeugerId, params.anfallstelleId, query.jahr ?? Number(h.slice(0, 4)), h, darf);
      },
    }),
  ];
}

/** What the documentation's filters and forms look up: groups, exceptions, receipts by number. */
function suchRoutes(deps: AppDeps): RouteSpec[] {
  const { db } = deps;
  return [
    route({
      method: 'get',
      path: '/v1/dokumentation/:erzeugerId/groups',
      summary:
        'Gruppen für die Filter der Dokumentation: Anfallstellen nach Art und – bei Holding oder Gruppierung – die erreichbaren Mitglieder',
      tag: TAG,
      rule: 'dokumentation',
      tenant: 'producer',
      params: erzeugerParams,
      notFound: DOKUMENTATION_MELDUNGEN.erzeugerNichtGefunden,
      response: z.array(dokumentationGruppeSchema),
      handle: async ({ user, params }) => {
        const scope = await pruefeErzeuger(db, user, params.erzeugerId, 'read');
        return loadGruppen(db, params.erzeugerId, scope);
      },
    }),
    route({
      method: 'get',
      path: '/v1/dokumentation/:erzeugerId/ausnahmen',
      summary: 'Ausnahmen der Stammdaten, die eine Abfallmenge als Begründung tragen kann',
      tag: TAG,
      rule: 'dokumentation',
      tenant: 'producer',
      params: erzeugerParams,
      notFound: DOKUMENTATION_MELDUNGEN.erzeugerNichtGefunden,
      response: z.array(dokumentationAusnahmeSchema),
      handle: async ({ user, params }) => {
        await pruefeErzeuger(db, user, params.erzeugerId, 'read');
        return loadAusnahmen(db);
      },
    }),
    route({
      method: 'get',
      path: '/v1/dokumentation/:erzeugerId/belegeByNummer',
      summary: 'Belege des Erzeugers, deren Nummer den Suchtext enthält (belegNummer), mit Anfallstelle und Jahr',
      tag: TAG,
      rule: 'dokumentation',
      tenant: 'producer',
      params: erzeugerParams,
      query: belegeByNummerQuery,
      notFound: DOKUMENTATION_MELDUNGEN.erzeugerNichtGefunden,
      response: z.array(belegNachNummerSchema),
      handle: async ({ user, params, query }) => {
        await pruefeErzeuger(db, user, params.erzeugerId, 'read');
        return loadBelegeByNummer(db, params.erzeugerId, query.belegNummer);
      },
    }),
  ];
}
