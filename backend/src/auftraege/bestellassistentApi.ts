import {
  behaelterParamsSchema,
  bestellwertGrenzeSchema,
  entsorgerPreisQuerySchema,
  erzeugerQuerySchema,
  preisAnfrageSchema,
  wertstoffQuerySchema,
} from '@abfallportal/common/auftrag';
import {
  behaelterOptionenSchema,
  bestellwertGrenzePruefungSchema,
  entsorgerPreisInfoSchema,
  preisAuskunftSchema,
  timeAndPlaceOptionenSchema,
  wertstoffOptionenSchema,
  type BestellwertGrenzePruefung,
} from '@abfallportal/common/auftragWire';
import type { BenutzerInfo } from '@abfallportal/common/benutzerInfo';
import type { AppDeps } from '../appDeps';
import { nichtGefunden } from '../platform/domainError';
import { route, type RouteSpec } from '../platform/http/route';
import { ANFALLSTELLE_NICHT_GEFUNDEN, checkErzeugerImScope, ERZEUGER_NICHT_GEFUNDEN } from './auftragAkteur';
import type { AuftragPorts } from './ports';

const TAG = 'Aufträge';

type PreisPort = AuftragPorts['preise'];

/** The scope checks of the wizard's calls, which name a producer and a site before any order exists. */
const wizardScope = (preise: PreisPort) => {
  /** The producer of a wizard call: the user's own, or any existing one for staff who reach every order. */
  const erzeugerImScope = async (user: BenutzerInfo, erzeugerId: number): Promise<void> => {
    checkErzeugerImScope(user, erzeugerId);
    if (user.erzeuger?.id !== erzeugerId && !(await preise.erzeugerExists(erzeugerId))) throw nichtGefunden(ERZEUGER_NICHT_GEFUNDEN);
  };
  const anfallstelleImScope = async (user: BenutzerInfo, erzeugerId: number, anfallstelleId: number): Promise<void> => {
    await erzeugerImScope(user, erzeugerId);
    if (!(await preise.anfallstelleDesErzeugers(erzeugerId, anfallstelleId))) throw nichtGefunden(ANFALLSTELLE_NICHT_GEFUNDEN);
  };
  return { erzeugerImScope, anfallstelleImScope };
};

/** The order wizard's option calls (spec § 7, Orders), answered by the price port: sites, waste types, containers, disposers. */
export function bestellassistentRoutes(deps: AppDeps, ports: AuftragPorts): RouteSpec[] {
  const preise = ports.preise;
  const { erzeugerImScope, anfallstelleImScope } = wizardScope(preise);
  return [
    route({
      method: 'get',
      path: '/v1/auftrag/timeAndPlace',
      summary: 'Bestellassistent Schritt 1: aktive Anfallstellen des Erzeugers und frühester Liefertermin',
      tag: TAG,
      rule: 'auftraege',
      tenant: 'producer',
      query: erzeugerQuerySchema,
      response: timeAndPlaceOptionenSchema,
      handle: async ({ user, query }) => {
        await erzeugerImScope(user, query.erzeugerId);
        return preise.timeAndPlace(query.erzeugerId, deps.jetzt());
      },
    }),
    route({
      method: 'get',
      path: '/v1/auftrag/wertstoff',
      summary: 'Bestellassistent Schritt 2: Fraktionen mit ihren Abfallschlüsseln',
      tag: TAG,
      rule: 'auftraege',
      tenant: 'producer',
      query: wertstoffQuerySchema,
      response: wertstoffOptionenSchema,
      handle: async ({ user, query }) => {
        await anfallstelleImScope(user, query.erzeugerId, query.anfallstelleId);
        return preise.wertstoff();
      },
    }),
    route({
      method: 'get',
      path: '/v1/auftrag/behaelterOptions/:fraktionId',
      summary: 'Bestellassistent Schritt 2: Behälter einer Fraktion',
      tag: TAG,
      rule: 'auftraege',
      tenant: 'none',
      params: behaelterParamsSchema,
      notFound: 'Die Fraktion wurde nicht gefunden.',
      response: behaelterOptionenSchema,
      handle: async ({ params }) => {
        const antwort = await preise.behaelter(params.fraktionId);
        if (!antwort) throw nichtGefunden('Die Fraktion wurde nicht gefunden.');
        return antwort;
      },
    }),
    route({
      method: 'get',
      path: '/v1/auftrag/sortedEntsorgerIdsAndPreisInfo',
      summary: 'Bestellassistent Schritt 3: Entsorger des Erzeugers mit Preis, günstigster zuerst',
      tag: TAG,
      rule: 'auftraege',
      tenant: 'producer',
      query: entsorgerPreisQuerySchema,
      response: entsorgerPreisInfoSchema,
      handle: async ({ user, query }) => {
        await anfallstelleImScope(user, query.erzeugerId, query.anfallstelleId);
        return preise.entsorgerPreisInfo(query, deps.jetzt());
      },
    }),
  ];
}

/** The wizard's price lookup (spec § 8) and the order value limit check (spec § 4). */
export function preisAuskunftRoutes(ports: AuftragPorts): RouteSpec[] {
  const preise = ports.preise;
  const { erzeugerImScope, anfallstelleImScope } = wizardScope(preise);
  return [
    route({
      method: 'post',
      path: '/v1/auftrag/preis',
      summary: 'Preisauskunft für eine Bestellung (spec § 8)',
      tag: TAG,
      rule: 'auftragNeu',
      tenant: 'producer',
      changesState: false,
      body: preisAnfrageSchema,
      response: preisAuskunftSchema,
      handle: async ({ user, body }) => {
        await anfallstelleImScope(user, body.erzeugerId, body.anfallstelleId);
        return preise.preis({ ...body, entsorgerId: body.entsorgerId ?? null });
      },
    }),
    route({
      method: 'post',
      path: '/v1/auftrag/checkBestellwertGrenze',
      summary: 'Liegt der Betrag über der Bestellwertgrenze des Benutzers? (spec § 4)',
      tag: TAG,
      rule: 'auftragNeu',
      tenant: 'producer',
      changesState: false,
      body: bestellwertGrenzeSchema,
      response: bestellwertGrenzePruefungSchema,
      handle: async ({ user, body }): Promise<BestellwertGrenzePruefung> => {
        await erzeugerImScope(user, body.erzeugerId);
        // spec § 4: orders above the user's limit go to approval; the owner approves and is never limited.
        const grenze = user.rolle === 'INHABER' ? null : user.bestellwertGrenze;
        return { ueberschritten: grenze !== null && body.betrag > grenze, grenze };
      },
    }),
  ];
}
