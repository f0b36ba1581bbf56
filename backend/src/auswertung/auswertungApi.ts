import {
  abfallstromSchema,
  auswertungFilterSchema,
  erzeugerStandorteSchema,
  kpiAntwortSchema,
  kpiFilterSchema,
  overviewSchema,
  type Abfallstrom,
  type AuswertungFilter,
} from '@abfallportal/common/auswertung';
import type { BenutzerInfo } from '@abfallportal/common/benutzerInfo';
import { heuteInBerlin } from '@abfallportal/common/kalendertag';
import { scopeOf } from '@abfallportal/common/permissions';
import { idParams } from '@abfallportal/common/validation';
import type { AppDeps } from '../appDeps';
import type { Db } from '../platform/db';
import { nichtGefunden, verboten } from '../platform/domainError';
import { route, type RouteSpec } from '../platform/http/route';
import { ladeAbfallstromFuer } from './auswertungAbfallstrom';
import { ladeKpi } from './auswertungKpi';
import type { MengenFilter } from './auswertungMengen';
import { ladeOverview, ladeStandorte } from './auswertungOverview';
import { zeitraumAus } from './auswertungZeitraum';

const TAG = 'Auswertungen';

export const AUSWERTUNG_MELDUNGEN = {
  keinZugriff: 'Sie haben keine Berechtigung für die Auswertungen dieses Erzeugers.',
  keineAuswertung: 'Sie haben keine Berechtigung für Auswertungen.',
  erzeugerNichtGefunden: 'Diesen Erzeuger gibt es nicht.',
} as const;

/** A producer and, when it is a holding, its members. */
const mitMitgliedern = async (db: Db, erzeugerId: number): Promise<number[]> => {
  const mitglieder = (await db('erzeuger').where({ holding_id: erzeugerId }).orderBy('id').pluck('id')) as number[];
  return [erzeugerId, ...mitglieder];
};

/**
 * The producers an evaluation covers (spec § 6: only accessible clients). scopeOf('auswertung'):
 * staff any producer they name (none without `erzeugerId`: empty figures); a producer's user their
 * own producer and, for a holding, its members — another producer's id answers 403.
 */
export const erzeugerDerAuswertung = async (db: Db, user: BenutzerInfo, erzeugerId: number | undefined): Promise<number[]> => {
  const scope = scopeOf('auswertung', user, 'read');
  if (scope.type === 'alle') {
    if (erzeugerId === undefined) return [];
    if (!(await db('erzeuger').where({ id: erzeugerId }).first('id'))) throw nichtGefunden(AUSWERTUNG_MELDUNGEN.erzeugerNichtGefunden);
    return mitMitgliedern(db, erzeugerId);
  }
  if (scope.type !== 'erzeuger') throw verboten(AUSWERTUNG_MELDUNGEN.keineAuswertung);
  const eigene = await mitMitgliedern(db, scope.erzeugerId);
  if (erzeugerId === undefined || erzeugerId === scope.erzeugerId) return eigene;
  if (!eigene.includes(erzeugerId)) throw verboten(AUSWERTUNG_MELDUNGEN.keinZugriff);
  return mitMitgliedern(db, erzeugerId);
};

const mengenFilter = (erzeugerIds: number[], f: AuswertungFilter, heute: string): MengenFilter => ({
  erzeugerIds,
  zeitraum: zeitraumAus(f, heute),
  anfallstelleIds: f.anfallstelleIds,
  fraktionIds: f.fraktionIds,
  entsorgerIds: f.entsorgerIds,
});

/**
 * The waste streams of the producers `user` may see under `filter` (stacked bars, Sankey, table);
 * the Sankey PDF and the table downloads build on it. Throws 403/404 like the route.
 */
export const ladeAbfallstrom = async (db: Db, user: BenutzerInfo, filter: AuswertungFilter, heute: string): Promise<Abfallstrom> =>
  ladeAbfallstromFuer(db, mengenFilter(await erzeugerDerAuswertung(db, user, filter.erzeugerId), filter, heute));

/**
 * /api/v1/overview, /erzeuger/{id}/standorte, /auswertung/abfallstrom and /auswertung/kpi (spec §§ 3, 7,
 * issue 21): rule "Dashboard" of spec § 6 plus the producer scope (scopeOf('auswertung')).
 */
export function auswertungRoutes(deps: AppDeps): RouteSpec[] {
  const { db } = deps;
  const heute = () => heuteInBerlin(deps.jetzt());
  return [
    route({
      method: 'get',
      path: '/v1/overview',
      summary: 'Übersicht: Abfallmengen je Monat und Abfallstrom (t), Anfallstellen mit Menge und offenen Aufträgen, Firmenhauptsitze',
      tag: TAG,
      rule: 'dashboard',
      tenant: 'producer',
      query: auswertungFilterSchema,
      response: overviewSchema,
      handle: async ({ user, query }) =>
        ladeOverview(db, mengenFilter(await erzeugerDerAuswertung(db, user, query.erzeugerId), query, heute())),
    }),
    route({
      method: 'get',
      path: '/v1/erzeuger/:id/standorte',
      summary: 'Anfallstellen eines Erzeugers (einer Holding: auch ihrer Mitglieder) für Filter und das Standort-Widget',
      tag: TAG,
      rule: 'dashboard',
      tenant: 'producer',
      params: idParams,
      notFound: AUSWERTUNG_MELDUNGEN.erzeugerNichtGefunden,
      response: erzeugerStandorteSchema,
      handle: async ({ user, params }) => ladeStandorte(db, await erzeugerDerAuswertung(db, user, params.id)),
    }),
    route({
      method: 'get',
      path: '/v1/auswertung/abfallstrom',
      summary:
        'Abfallströme im Zeitraum: Säulen je Monat und Fraktion, Sankey (Anfallstelle → Fraktion → Entsorger → Anlage/Verfahren), Tabelle',
      tag: TAG,
      rule: 'dashboard',
      tenant: 'producer',
      query: auswertungFilterSchema,
      response: abfallstromSchema,
      handle: async ({ user, query }) => ladeAbfallstrom(db, user, query, heute()),
    }),
    route({
      method: 'get',
      path: '/v1/auswertung/kpi',
      summary: 'Kennzahlen-Board: gewählte Kacheln im Zeitraum mit Vorjahreswert, dazu die Formulardaten (Kacheln, Anfallstellen)',
      tag: TAG,
      rule: 'dashboard',
      tenant: 'producer',
      query: kpiFilterSchema,
      response: kpiAntwortSchema,
      handle: async ({ user, query }) => {
        const ids = await erzeugerDerAuswertung(db, user, query.erzeugerId);
        return ladeKpi(
          db,
          { erzeugerIds: ids, zeitraum: zeitraumAus(query, heute()), anfallstelleIds: query.anfallstelleIds },
          query.kacheln,
        );
      },
    }),
  ];
}
