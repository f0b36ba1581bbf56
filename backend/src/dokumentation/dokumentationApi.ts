import {
  ABFALLMENGE_MELDUNGEN,
  abfallmengeAntwortSchema,
  abfallmengeFelderSchema,
  abfallmengeIdParams,
  abfallmengeSchema,
  type AbfallmengeFelder,
} from '@abfallportal/common/abfallmenge';
import type { BenutzerInfo } from '@abfallportal/common/benutzerInfo';
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
import { scopeIncludesErzeuger, scopeOf, type Scope, type ScopeNeed } from '@abfallportal/common/permissions';
import { kalendertagSchema, UPLOAD_MAX_BYTES } from '@abfallportal/common/validation';
import type { Request, RequestHandler } from 'express';
import multer from 'multer';
import { z } from 'zod';
import type { AppDeps } from '../appDeps';
import { uuidFromName, type CommandMeta } from '../platform/decider/commandHandler';
import { nichtGefunden, ungueltig, verboten } from '../platform/domainError';
import { erkenneDateityp } from '../platform/files/dateityp';
import { sendDatei } from '../platform/files/sendDatei';
import { respondAfterCommand } from '../platform/http/befehlsAntwort';
import { route, type RouteSpec } from '../platform/http/route';
import { expectedVersion, sendVersion } from '../platform/http/version';
import { uploadMitFrist } from '../platform/http/uploadMitFrist';
import type { ZertifikatDatei } from './abfallmenge';
import { abfallmengeBezugsfehler } from './abfallmengeBezuege';
import { createAbfallmengeBefehle } from './abfallmengeBefehle';
import { pruefeAbfallmengeFelder } from './abfallmengeDecide';
import { loadAusnahmen, loadBelegeByNummer, loadGruppen } from './dokumentationSuche';
import {
  DOKUMENTATION_PROJEKTIONEN,
  ladeErzeuger,
  loadAbfallmenge,
  loadStandortDokumentation,
  loadStandorte,
  loadZeitraeume,
} from './dokumentationQueries';
import { abfallmengeBezug, loadZertifikat } from './abfallmengeAbfragen';

const TAG = 'Dokumentation';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whose documentation a user reaches: scopeOf('dokumentation'); a disposer reaches none (403). */
export const dokumentationScope = (user: BenutzerInfo, need: ScopeNeed): Scope => {
  const scope = scopeOf('dokumentation', user, need);
  if (scope.type === 'keiner' || scope.type === 'entsorger') throw verboten('Sie haben keine Berechtigung für die Dokumentation.');
  return scope;
};

/** A producer outside the user's scope answers 404, like one that does not exist. */
const pruefeErzeuger = async (deps: AppDeps, user: BenutzerInfo, erzeugerId: number, need: ScopeNeed): Promise<Scope> => {
  const scope = dokumentationScope(user, need);
  if (!scopeIncludesErzeuger(scope, erzeugerId)) throw nichtGefunden(DOKUMENTATION_MELDUNGEN.erzeugerNichtGefunden);
  await ladeErzeuger(deps.db, erzeugerId);
  return scope;
};

const metaVon = (req: Request, user: BenutzerInfo, neueId: () => string, erzeugerId: number | null): CommandMeta => {
  const key = req.get('Idempotency-Key');
  if (key !== undefined && !UUID.test(key)) throw ungueltig('Der Idempotency-Key muss eine UUID sein.');
  const actingAsId = req.session.aliasVonBenutzerId !== undefined ? String(req.session.aliasVonBenutzerId) : null;
  const commandId = key ? uuidFromName(`idempotency/abfallmenge/${user.id}/${actingAsId ?? ''}/${key.toLowerCase()}`) : neueId();
  return {
    actorId: String(user.id),
    actingAsId,
    tenantId: erzeugerId !== null ? String(erzeugerId) : user.erzeuger ? String(user.erzeuger.id) : null,
    commandId,
    correlationId: commandId,
    causationId: null,
  };
};

const formular = (): RequestHandler => {
  const upload = multer({ storage: multer.memoryStorage(), limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 3, parts: 4 } });
  return uploadMitFrist(upload.single('zertifikat'));
};

/** The form fields beside the new certificate. */
const zertifikatErsetzenFelder = z.object({ zertifikatGueltigBis: kalendertagSchema.optional() });
const DOKUMENTATION_ZERTIFIKAT = { fehlt: 'Bitte ein Zertifikat (PDF) auswählen.' } as const;

const feldFehler = (feld: string, meldung: string) => ungueltig(meldung, { errors: { [feld]: meldung } });

/**
 * /api/v1/dokumentation (spec §§ 2, 7, issue 20): documentation periods, a producer's sites with
 * their documentation state, one site's documentation, and waste quantities (create with the
 * certificate PDF, read, change and delete with If-Match). Rules "Documentation" and
 * "Documentation sites" of spec § 6; whose data a user reaches is scopeOf('dokumentation').
 */
export function dokumentationRoutes(deps: AppDeps): RouteSpec[] {
  const { db } = deps;
  const befehle = createAbfallmengeBefehle(deps);
  const notFound = ABFALLMENGE_MELDUNGEN.nichtGefunden;
  const heute = () => heuteInBerlin(deps.jetzt());

  /** Facts the command cannot check itself (abfallmengeBezugsfehler); the first refused field answers 400. */
  const pruefeBezuege = async (erzeugerId: number, f: AbfallmengeFelder): Promise<void> => {
    const fehler = Object.entries(await abfallmengeBezugsfehler(db, erzeugerId, f))[0];
    if (fehler) throw feldFehler(fehler[0], fehler[1]);
  };

  /** The quantity's producer, 404 for whoever may not reach it. */
  const eigeneMenge = async (user: BenutzerInfo, id: string, need: ScopeNeed): Promise<{ erzeugerId: number; scope: Scope }> => {
    const scope = dokumentationScope(user, need);
    const row = await abfallmengeBezug(db, id);
    if (!row || !scopeIncludesErzeuger(scope, row.erzeuger_id)) throw nichtGefunden(ABFALLMENGE_MELDUNGEN.nichtGefunden);
    return { erzeugerId: row.erzeuger_id, scope };
  };

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
        await pruefeErzeuger(deps, user, params.erzeugerId, 'read');
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
        await pruefeErzeuger(deps, user, params.erzeugerId, 'read');
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
        await pruefeErzeuger(deps, user, params.erzeugerId, 'read');
        const darf = scopeIncludesErzeuger(scopeOf('dokumentation', user, 'write'), params.erzeugerId);
        const h = heute();
        return loadStandortDokumentation(db, params.erzeugerId, params.anfallstelleId, query.jahr ?? Number(h.slice(0, 4)), h, darf);
      },
    }),
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
        const scope = await pruefeErzeuger(deps, user, params.erzeugerId, 'read');
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
        await pruefeErzeuger(deps, user, params.erzeugerId, 'read');
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
        await pruefeErzeuger(deps, user, params.erzeugerId, 'read');
        return loadBelegeByNummer(db, params.erzeugerId, query.belegNummer);
      },
    }),
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
      before: [formular()],
      response: abfallmengeAntwortSchema,
      handle: async ({ req, res, user, params }) => {
        const scope = await pruefeErzeuger(deps, user, params.erzeugerId, 'write');
        const teil = (req.body as { abfallmenge?: unknown } | undefined)?.abfallmenge;
        let roh: unknown;
        try {
          roh = typeof teil === 'string' ? JSON.parse(teil) : undefined;
        } catch {
          roh = undefined;
        }
        if (roh === undefined) throw ungueltig(ABFALLMENGE_MELDUNGEN.angabenFehlen);
        const felder = abfallmengeFelderSchema.parse(roh);
        const datei = req.file;
        if (datei && erkenneDateityp(datei.buffer) !== 'application/pdf')
          throw feldFehler('zertifikat', ABFALLMENGE_MELDUNGEN.zertifikatTyp);
        await pruefeBezuege(params.erzeugerId, felder);
        const meta = metaVon(req, user, deps.neueId, params.erzeugerId);
        const id = req.get('Idempotency-Key') ? uuidFromName(`abfallmenge/${meta.commandId}`) : deps.neueId();
        // The same check the decider makes, before the file is stored: neither or both store nothing.
        const hochgeladen: ZertifikatDatei | null = datei
          ? { id: `abfallmengen/${id}`, name: (datei.originalname || 'zertifikat.pdf').slice(0, 200), typ: 'application/pdf' }
          : null;
        pruefeAbfallmengeFelder(felder, hochgeladen);
        if (hochgeladen && datei) await deps.files.put(hochgeladen.id, datei.buffer);
        const zertifikat = hochgeladen;
        const result = await befehle(id, { type: 'AbfallmengeErfassen', scope, erzeugerId: params.erzeugerId, felder, zertifikat }, meta);
        await respondAfterCommand(deps.readYourWrites, res, {
          position: result.position,
          projektionen: DOKUMENTATION_PROJEKTIONEN,
          status: result.wiederholt ? 200 : 201,
          body: { id },
        });
      },
    }),
    route({
      method: 'get',
      path: '/v1/dokumentation/abfallmengen/:id',
      summary: 'Eine Abfallmenge; ETag ist die Revision ihres Streams',
      tag: TAG,
      rule: 'dokumentationStandorte',
      tenant: 'producer',
      params: abfallmengeIdParams,
      notFound,
      response: abfallmengeSchema,
      handle: async ({ res, user, params }) => {
        await eigeneMenge(user, params.id, 'read');
        const m = await loadAbfallmenge(db, params.id);
        if (!m) throw nichtGefunden(notFound);
        sendVersion(res, m.version);
        return m;
      },
    }),
    route({
      method: 'get',
      path: '/v1/dokumentation/abfallmengen/:id/zertifikat',
      summary: 'Das Zertifikat (PDF) einer Abfallmenge',
      tag: TAG,
      rule: 'dokumentationStandorte',
      tenant: 'producer',
      params: abfallmengeIdParams,
      notFound,
      handle: async ({ res, user, params }) => {
        await eigeneMenge(user, params.id, 'read');
        const z = await loadZertifikat(db, params.id);
        const data = z ? await deps.files.get(z.id) : null;
        if (!z || !data) throw nichtGefunden('Zu dieser Abfallmenge ist kein Zertifikat hinterlegt.');
        sendDatei(res, { data, typ: 'application/pdf', name: z.name }, 'inline');
      },
    }),
    route({
      method: 'post',
      path: '/v1/dokumentation/abfallmengen/:id/zertifikat',
      summary:
        'Zertifikat ersetzen (If-Match): neues PDF im Formularfeld zertifikat (höchstens 20 MB), optional zertifikatGueltigBis; ersetzt auch eine Verbleibsanlage',
      tag: TAG,
      rule: 'dokumentationStandorte',
      tenant: 'producer',
      params: abfallmengeIdParams,
      notFound,
      form: { files: ['zertifikat'], fields: zertifikatErsetzenFelder },
      before: [formular()],
      response: abfallmengeAntwortSchema,
      handle: async ({ req, res, user, params }) => {
        const { erzeugerId, scope } = await eigeneMenge(user, params.id, 'write');
        const datei = req.file;
        if (!datei) throw feldFehler('zertifikat', DOKUMENTATION_ZERTIFIKAT.fehlt);
        if (erkenneDateityp(datei.buffer) !== 'application/pdf') throw feldFehler('zertifikat', ABFALLMENGE_MELDUNGEN.zertifikatTyp);
        const felder = zertifikatErsetzenFelder.safeParse(req.body ?? {});
        if (!felder.success) throw feldFehler('zertifikatGueltigBis', felder.error.issues[0]!.message);
        const version = expectedVersion(req);
        const vorher = await loadZertifikat(db, params.id);
        // A new file key per upload: the old file stays until the new certificate is appended (like the order photo).
        const zertifikat: ZertifikatDatei = {
          id: `abfallmengen/${params.id}-${deps.neueId()}`,
          name: (datei.originalname || 'zertifikat.pdf').slice(0, 200),
          typ: 'application/pdf',
        };
        await deps.files.put(zertifikat.id, datei.buffer);
        let result: Awaited<ReturnType<typeof befehle>>;
        try {
          result = await befehle(
            params.id,
            { type: 'AbfallmengeZertifikatErsetzen', scope, zertifikat, gueltigBis: felder.data.zertifikatGueltigBis ?? null },
            metaVon(req, user, deps.neueId, erzeugerId),
            { expectedVersion: () => version },
          );
        } catch (error) {
          await deps.files.remove(zertifikat.id);
          throw error;
        }
        // The replaced certificate is no longer referenced (its name stays in the history); a replay keeps the stored file.
        const jetzt = result.state.zertifikat?.id ?? null;
        if (result.wiederholt && jetzt !== zertifikat.id) await deps.files.remove(zertifikat.id);
        else if (vorher && vorher.id !== jetzt) await deps.files.remove(vorher.id);
        await respondAfterCommand(deps.readYourWrites, res, {
          position: result.position,
          projektionen: DOKUMENTATION_PROJEKTIONEN,
          status: 201,
          body: { id: params.id },
        });
      },
    }),
    route({
      method: 'put',
      path: '/v1/dokumentation/abfallmengen/:id',
      summary: 'Abfallmenge ändern (If-Match); ohne Verbleibsanlage bleibt das gespeicherte Zertifikat',
      tag: TAG,
      rule: 'dokumentationStandorte',
      tenant: 'producer',
      params: abfallmengeIdParams,
      notFound,
      body: abfallmengeFelderSchema,
      response: abfallmengeAntwortSchema,
      handle: async ({ req, res, user, params, body }) => {
        const { erzeugerId, scope } = await eigeneMenge(user, params.id, 'write');
        await pruefeBezuege(erzeugerId, body);
        const vorher = await loadZertifikat(db, params.id);
        const result = await befehle(
          params.id,
          { type: 'AbfallmengeAendern', scope, felder: body, zertifikat: null },
          metaVon(req, user, deps.neueId, erzeugerId),
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
    }),
    route({
      method: 'delete',
      path: '/v1/dokumentation/abfallmengen/:id',
      summary: 'Abfallmenge löschen (If-Match)',
      tag: TAG,
      rule: 'dokumentationStandorte',
      tenant: 'producer',
      params: abfallmengeIdParams,
      notFound,
      response: abfallmengeAntwortSchema,
      handle: async ({ req, res, user, params }) => {
        const { erzeugerId, scope } = await eigeneMenge(user, params.id, 'write');
        const result = await befehle(params.id, { type: 'AbfallmengeLoeschen', scope }, metaVon(req, user, deps.neueId, erzeugerId), {
          expectedVersion: () => expectedVersion(req),
        });
        await respondAfterCommand(deps.readYourWrites, res, {
          position: result.position,
          projektionen: DOKUMENTATION_PROJEKTIONEN,
          body: { id: params.id },
        });
      },
    }),
  ];
}
