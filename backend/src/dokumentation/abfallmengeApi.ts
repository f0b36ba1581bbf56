import {
  ABFALLMENGE_MELDUNGEN,
  abfallmengeAntwortSchema,
  abfallmengeFelderSchema,
  abfallmengeIdParams,
  abfallmengeSchema,
  type AbfallmengeFelder,
} from '@abfallportal/common/abfallmenge';
import { DOKUMENTATION_MELDUNGEN, erzeugerParams } from '@abfallportal/common/dokumentation';
import type { AppDeps } from '../appDeps';
import { uuidFromName } from '../platform/decider/commandHandler';
import type { Db } from '../platform/db';
import { nichtGefunden, ungueltig } from '../platform/domainError';
import { erkenneDateityp } from '../platform/files/dateityp';
import { respondAfterCommand } from '../platform/http/befehlsAntwort';
import { route, type RouteSpec } from '../platform/http/route';
import { expectedVersion, sendVersion } from '../platform/http/version';
import type { ZertifikatDatei } from './abfallmenge';
import { loadZertifikat } from './abfallmengeAbfragen';
import { abfallmengeMetaVon, feldFehler, zertifikatFormular } from './abfallmengeAnfrage';
import { createAbfallmengeBefehle, type AbfallmengeBefehle } from './abfallmengeBefehle';
import { abfallmengeBezugsfehler } from './abfallmengeBezuege';
import { pruefeAbfallmengeFelder } from './abfallmengeDecide';
import { zertifikatErsetzenRoute, zertifikatRoute } from './abfallmengeZertifikatApi';
import { DOKUMENTATION_PROJEKTIONEN, loadAbfallmenge } from './dokumentationQueries';
import { eigeneMenge, pruefeErzeuger } from './dokumentationZugang';

const TAG = 'Dokumentation';

/** Waste quantities: create with the certificate PDF, read, replace the certificate, change and delete with If-Match. */
export function abfallmengeRoutes(deps: AppDeps): RouteSpec[] {
  const befehle = createAbfallmengeBefehle(deps);
  return [
    abfallmengeAnlegenRoute(deps, befehle),
    abfallmengeLesenRoute(deps),
    zertifikatRoute(deps),
    zertifikatErsetzenRoute(deps, befehle),
    abfallmengeAendernRoute(deps, befehle),
    abfallmengeLoeschenRoute(deps, befehle),
  ];
}

/** Facts the command cannot check itself (abfallmengeBezugsfehler); the first refused field answers 400. */
const pruefeBezuege = async (db: Db, erzeugerId: number, f: AbfallmengeFelder): Promise<void> => {
  const fehler = Object.entries(await abfallmengeBezugsfehler(db, erzeugerId, f))[0];
  if (fehler) throw feldFehler(fehler[0], fehler[1]);
};

/** The form's JSON part `abfallmenge`, parsed; 400 when it is missing or no JSON. */
const felderAusFormular = (body: unknown): AbfallmengeFelder => {
  const teil = (body as { abfallmenge?: unknown } | undefined)?.abfallmenge;
  let roh: unknown;
  try {
    roh = typeof teil === 'string' ? JSON.parse(teil) : undefined;
  } catch {
    roh = undefined;
  }
  if (roh === undefined) throw ungueltig(ABFALLMENGE_MELDUNGEN.angabenFehlen);
  return abfallmengeFelderSchema.parse(roh);
};

const abfallmengeAnlegenRoute = (deps: AppDeps, befehle: AbfallmengeBefehle): RouteSpec =>
  route({
    method: 'post',
    path: '/v1/dokumentation/:erzeugerId/abfallmengen',
    summary:
      'Abfallmenge anlegen: Formular mit dem JSON-Teil abfallmenge und – statt einer Verbleibsanlage – dem Zertifikat zertifikat (PDF, höchstens 20 MB)',
    tag: TAG,
    rule: 'dokumentationStandorte',
    tenant: 'producer',
    params: erzeugerParams,
    notFound: DOKUMENTATION_MELDUNGEN.erzeugerNichtGefunden,
    form: { files: ['zertifikat'], jsonPart: 'abfallmenge' },
    before: [zertifikatFormular()],
    response: abfallmengeAntwortSchema,
    handle: async ({ req, res, user, params }) => {
      const scope = await pruefeErzeuger(deps.db, user, params.erzeugerId, 'write');
      const felder = felderAusFormular(req.body);
      const datei = req.file;
      if (datei && erkenneDateityp(datei.buffer) !== 'application/pdf') throw feldFehler('zertifikat', ABFALLMENGE_MELDUNGEN.zertifikatTyp);
      await pruefeBezuege(deps.db, params.erzeugerId, felder);
      const meta = abfallmengeMetaVon(req, user, deps.neueId, params.erzeugerId);
      const id = req.get('Idempotency-Key') ? uuidFromName(`abfallmenge/${meta.commandId}`) : deps.neueId();
      // The same check the decider makes, before the file is stored: neither or both store nothing.
      const zertifikat: ZertifikatDatei | null = datei
        ? { id: `abfallmengen/${id}`, name: (datei.originalname || 'zertifikat.pdf').slice(0, 200), typ: 'application/pdf' }
        : null;
      pruefeAbfallmengeFelder(felder, zertifikat);
      if (zertifikat && datei) await deps.files.put(zertifikat.id, datei.buffer);
      const result = await befehle(id, { type: 'AbfallmengeErfassen', scope, erzeugerId: params.erzeugerId, felder, zertifikat }, meta);
      await respondAfterCommand(deps.readYourWrites, res, {
        position: result.position,
        projektionen: DOKUMENTATION_PROJEKTIONEN,
        status: result.wiederholt ? 200 : 201,
        body: { id },
      });
    },
  });

const abfallmengeLesenRoute = (deps: AppDeps): RouteSpec =>
  route({
    method: 'get',
    path: '/v1/dokumentation/abfallmengen/:id',
    summary: 'Eine Abfallmenge; ETag ist die Revision ihres Streams',
    tag: TAG,
    rule: 'dokumentationStandorte',
    tenant: 'producer',
    params: abfallmengeIdParams,
    notFound: ABFALLMENGE_MELDUNGEN.nichtGefunden,
    response: abfallmengeSchema,
    handle: async ({ res, user, params }) => {
      await eigeneMenge(deps.db, user, params.id, 'read');
      const m = await loadAbfallmenge(deps.db, params.id);
      if (!m) throw nichtGefunden(ABFALLMENGE_MELDUNGEN.nichtGefunden);
      sendVersion(res, m.version);
      return m;
    },
  });

const abfallmengeAendernRoute = (deps: AppDeps, befehle: AbfallmengeBefehle): RouteSpec =>
  route({
    method: 'put',
    path: '/v1/dokumentation/abfallmengen/:id',
    summary: 'Abfallmenge ändern (If-Match); ohne Verbleibsanlage bleibt das gespeicherte Zertifikat',
    tag: TAG,
    rule: 'dokumentationStandorte',
    tenant: 'producer',
    params: abfallmengeIdParams,
    notFound: ABFALLMENGE_MELDUNGEN.nichtGefunden,
    body: abfallmengeFelderSchema,
    response: abfallmengeAntwortSchema,
    handle: async ({ req, res, user, params, body }) => {
      const { erzeugerId, scope } = await eigeneMenge(deps.db, user, params.id, 'write');
      await pruefeBezuege(deps.db, erzeugerId, body);
      const vorher = await loadZertifikat(deps.db, params.id);
      const result = await befehle(
        params.id,
        { type: 'AbfallmengeAendern', scope, felder: body, zertifikat: null },
        abfallmengeMetaVon(req, user, deps.neueId, erzeugerId),
        { expectedVersion: () => expectedVersion(req) },
      );
      // A plant instead of the certificate: the certificate's file is no longer referenced (its name stays in the history).
      if (vorher && (result.state.zertifikat?.id ?? null) !== vorher.id) await deps.files.remove(vorher.id);
      await respondAfterCommand(deps.readYourWrites, res, {
        position: result.position,
        projektionen: DOKUMENTATION_PROJEKTIONEN,
        body: { id: params.id },
      });
    },
  });

const abfallmengeLoeschenRoute = (deps: AppDeps, befehle: AbfallmengeBefehle): RouteSpec =>
  route({
    method: 'delete',
    path: '/v1/dokumentation/abfallmengen/:id',
    summary: 'Abfallmenge löschen (If-Match)',
    tag: TAG,
    rule: 'dokumentationStandorte',
    tenant: 'producer',
    params: abfallmengeIdParams,
    notFound: ABFALLMENGE_MELDUNGEN.nichtGefunden,
    response: abfallmengeAntwortSchema,
    handle: async ({ req, res, user, params }) => {
      const { erzeugerId, scope } = await eigeneMenge(deps.db, user, params.id, 'write');
      const meta = abfallmengeMetaVon(req, user, deps.neueId, erzeugerId);
      const result = await befehle(params.id, { type: 'AbfallmengeLoeschen', scope }, meta, {
        expectedVersion: () => expectedVersion(req),
      });
      await respondAfterCommand(deps.readYourWrites, res, {
        position: result.position,
        projektionen: DOKUMENTATION_PROJEKTIONEN,
        body: { id: params.id },
      });
    },
  });
