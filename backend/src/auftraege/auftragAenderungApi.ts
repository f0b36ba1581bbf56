import {
  abfallartSchema,
  abfallartVorschauSchema,
  auftragAendernSchema,
  auftragNachtragenSchema,
  problemMeldenSchema,
  type AbfallartVorschau,
} from '@abfallportal/common/auftragAenderung';
import { auftragAufgegebenAntwortSchema, auftragBefehlAntwortSchema } from '@abfallportal/common/auftragWire';
import type { BenutzerInfo } from '@abfallportal/common/benutzerInfo';
import { scopeOf } from '@abfallportal/common/permissions';
import { UPLOAD_MAX_BYTES } from '@abfallportal/common/validation';
import type { Response } from 'express';
import multer from 'multer';
import type { AppDeps } from '../appDeps';
import { uuidFromName, type CommandResult } from '../platform/decider/commandHandler';
import { ungueltig, verboten } from '../platform/domainError';
import { erkenneDateityp } from '../platform/files/dateityp';
import { pruefeBild } from '../platform/files/pruefeBild';
import { sendDatei } from '../platform/files/sendDatei';
import { HttpError } from '../platform/http/httpError';
import { respondAfterCommand } from '../platform/http/befehlsAntwort';
import { route, type RouteSpec } from '../platform/http/route';
import { uploadMitFrist } from '../platform/http/uploadMitFrist';
import { expectedVersion } from '../platform/http/version';
import { istNeu, type AuftragState } from './auftrag';
import { checkAbfallart, PASST_NICHT } from './auftragAenderung';
import { preisIdsFuer } from './auftragAenderungFakten';
import { auftragIdParams } from './auftragApi';
import { akteurVon, checkErzeugerImScope, commandMetaVon } from './auftragAkteur';
import type { AuftragBefehle } from './auftragBefehle';
import { auftragAggregate } from './auftragAggregate';
import { AUFTRAG_NICHT_GEFUNDEN } from './auftragDecide';
import { AUFTRAG_PROJEKTIONEN, loadAuftragDetails } from './auftragQueries';
import type { AuftragPorts } from './ports';
import { fold } from '../platform/decider/decider';

const TAG = 'Aufträge';
const AENDERN_VERBOTEN = 'Sie dürfen diesen Auftrag nicht ändern.';
const KEIN_FOTO = 'Es ist kein Foto hinterlegt.';
const BILD_FELD = 'auftragsbild';

/** Where an order photo lies in the file store. */
const bildSchluessel = (auftragId: string, dateiId: string): string => `auftragsbild/${auftragId}/${dateiId}`;

/**
 * Problems and changes of an order (spec §§ 2, 7; issue 18): report a problem, edit (staff),
 * delete, the order photo, change of waste type with a new price, retroactive entry.
 * Producer-side changes need the scope 'auftragErzeugerseite' (the producer's users with
 * EDIT_AUFTRAG, staff); the decider checks the order's tenant and status.
 */
export function auftragAenderungRoutes(deps: AppDeps, ports: AuftragPorts, befehle: AuftragBefehle): RouteSpec[] {
  const { db } = deps;
  const erzeugerseite = (user: BenutzerInfo, need: 'read' | 'write' = 'write'): void => {
    if (scopeOf('auftragErzeugerseite', user, need).type === 'keiner') throw verboten(AENDERN_VERBOTEN);
  };
  const antworten = (res: Response, id: string, result: CommandResult<AuftragState>, status?: number) =>
    respondAfterCommand(deps.readYourWrites, res, {
      position: result.position,
      projektionen: AUFTRAG_PROJEKTIONEN,
      ...(status !== undefined && { status }),
      body: { id, ...(istNeu(result.state) ? {} : { status: result.state.status }) },
    });
  const mitOrder = { tag: TAG, tenant: 'order', params: auftragIdParams, notFound: AUFTRAG_NICHT_GEFUNDEN } as const;
  const bildUpload = uploadMitFrist(
    multer({ storage: multer.memoryStorage(), limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 2, parts: 3 } }).single(BILD_FELD),
  );

  /** The order's current state, read from its stream (the preview computes on what the save will be decided on). */
  const ladeStand = async (id: string): Promise<{ state: AuftragState; version: number }> => {
    const stored = await deps.eventStore.readStream(auftragAggregate.streamName(id));
    const events = stored.map((e) => auftragAggregate.readEvent({ type: e.type, data: e.data, schemaVersion: e.metadata.schemaVersion }));
    return { state: fold(auftragAggregate.decider, events), version: stored.length === 0 ? 0 : stored[stored.length - 1]!.streamRevision };
  };

  return [
    route({
      method: 'post',
      path: '/v1/auftrag/nachtrag',
      summary: 'Behälter nachtragen: bereits gestellte Behälter erfassen (Status „Vor Ort“, ohne Mail an den Entsorger)',
      tag: TAG,
      rule: 'auftragNeu',
      tenant: 'producer',
      body: auftragNachtragenSchema,
      response: auftragAufgegebenAntwortSchema,
      handle: async ({ req, res, user, body }) => {
        checkErzeugerImScope(user, body.erzeugerId);
        const meta = commandMetaVon(req, user, deps.neueId);
        const auftragId = req.get('Idempotency-Key') ? uuidFromName(`auftrag/${meta.commandId}`) : deps.neueId();
        const result = await befehle(
          auftragId,
          { type: 'AuftragNachtragen', akteur: akteurVon(user), bestellerId: user.id, ...body },
          { ...meta, tenantId: String(body.erzeugerId) },
        );
        if (istNeu(result.state)) throw new Error('Nachtrag wurde nicht angelegt');
        await respondAfterCommand(deps.readYourWrites, res, {
          position: result.position,
          projektionen: AUFTRAG_PROJEKTIONEN,
          status: 201,
          body: { id: auftragId, vorgangsnummer: result.state.vorgangsnummer, status: result.state.status },
        });
      },
    }),
    route({
      ...mitOrder,
      method: 'post',
      path: '/v1/auftrag/:id/report-problem',
      summary: 'Problem melden: Status „Problem“, Mail an Entsorger und Support',
      rule: 'signedIn',
      body: problemMeldenSchema,
      response: auftragBefehlAntwortSchema,
      handle: async ({ req, res, user, params, body }) => {
        erzeugerseite(user);
        const result = await befehle(
          params.id,
          {
            type: 'WorkflowAktionAusfuehren',
            akteur: akteurVon(user),
            aktion: 'problemMelden',
            seite: 'ERZEUGER',
            body: { begruendung: body.beschreibung, kommentar: null },
            ueberToken: false,
          },
          commandMetaVon(req, user, deps.neueId),
        );
        await antworten(res, params.id, result);
      },
    }),
    route({
      ...mitOrder,
      method: 'put',
      path: '/v1/auftrag/:id',
      summary: 'Auftrag bearbeiten (Personal): Wunschtermine, Anzahl, Kommentar (If-Match: Revision des Auftrags)',
      rule: 'auftragEdit',
      body: auftragAendernSchema,
      response: auftragBefehlAntwortSchema,
      handle: async ({ req, res, user, params, body }) => {
        const result = await befehle(
          params.id,
          { type: 'AuftragAendern', akteur: akteurVon(user), ...body },
          commandMetaVon(req, user, deps.neueId),
          { expectedVersion: () => expectedVersion(req) },
        );
        await antworten(res, params.id, result);
      },
    }),
    route({
      ...mitOrder,
      method: 'delete',
      path: '/v1/auftrag/:id',
      summary: 'Auftrag löschen, nur storniert oder abgelehnt (If-Match: Revision des Auftrags); der Stream bleibt',
      rule: 'signedIn',
      response: auftragBefehlAntwortSchema,
      handle: async ({ req, res, user, params }) => {
        erzeugerseite(user);
        const result = await befehle(
          params.id,
          { type: 'AuftragLoeschen', akteur: akteurVon(user) },
          commandMetaVon(req, user, deps.neueId),
          {
            expectedVersion: () => expectedVersion(req),
          },
        );
        await antworten(res, params.id, result);
      },
    }),
    route({
      ...mitOrder,
      method: 'get',
      path: '/v1/auftrag/:id/auftragsbild',
      summary: 'Foto des Auftrags',
      rule: 'signedIn',
      handle: async ({ res, user, params }) => {
        const { auftragsbild: dateiId } = await loadAuftragDetails(db, akteurVon(user), params.id);
        const data = dateiId ? await deps.files.get(bildSchluessel(params.id, dateiId)) : null;
        if (!data) throw new HttpError(404, KEIN_FOTO);
        const typ = erkenneDateityp(data) ?? 'application/octet-stream';
        res.set('Cache-Control', 'private, max-age=86400');
        sendDatei(res, { data, typ, name: `auftragsbild.${typ === 'image/png' ? 'png' : 'jpg'}` }, 'inline');
      },
    }),
    route({
      ...mitOrder,
      method: 'post',
      path: '/v1/auftrag/:id/auftragsbild',
      summary: 'Foto des Auftrags hochladen (JPEG oder PNG, höchstens 20 MB; ersetzt ein vorhandenes)',
      rule: 'signedIn',
      form: { files: [BILD_FELD] },
      before: [(req, res, next) => (req.is('multipart/form-data') ? bildUpload(req, res, next) : next())],
      response: auftragBefehlAntwortSchema,
      handle: async ({ req, res, user, params }) => {
        erzeugerseite(user);
        // The order must be the user's before the file is looked at: a foreign order answers 404, not 415.
        await loadAuftragDetails(db, akteurVon(user), params.id);
        const bild = await pruefeBild(BILD_FELD, req.file);
        if (!bild)
          throw new HttpError(400, 'Bitte wählen Sie ein Foto aus.', { errors: { [BILD_FELD]: 'Bitte wählen Sie ein Foto aus.' } });
        const vorher = await ladeStand(params.id);
        const dateiId = `${deps.neueId()}.${bild.endung}`;
        await deps.files.put(bildSchluessel(params.id, dateiId), bild.data);
        let result: CommandResult<AuftragState>;
        try {
          result = await befehle(
            params.id,
            { type: 'AuftragsbildSetzen', akteur: akteurVon(user), dateiId },
            commandMetaVon(req, user, deps.neueId),
          );
        } catch (err) {
          await deps.files.remove(bildSchluessel(params.id, dateiId));
          throw err;
        }
        // The replaced photo is no longer referenced by the order; the event keeps only its id.
        const alt = istNeu(vorher.state) ? null : vorher.state.auftragsbild;
        if (alt && alt !== dateiId) await deps.files.remove(bildSchluessel(params.id, alt));
        await antworten(res, params.id, result, 201);
      },
    }),
    route({
      ...mitOrder,
      method: 'delete',
      path: '/v1/auftrag/:id/auftragsbild',
      summary: 'Foto des Auftrags entfernen',
      rule: 'signedIn',
      response: auftragBefehlAntwortSchema,
      handle: async ({ req, res, user, params }) => {
        erzeugerseite(user);
        const vorher = await ladeStand(params.id);
        const result = await befehle(
          params.id,
          { type: 'AuftragsbildEntfernen', akteur: akteurVon(user) },
          commandMetaVon(req, user, deps.neueId),
        );
        const alt = istNeu(vorher.state) ? null : vorher.state.auftragsbild;
        const jetzt = istNeu(result.state) ? null : result.state.auftragsbild;
        if (alt && alt !== jetzt) await deps.files.remove(bildSchluessel(params.id, alt));
        await antworten(res, params.id, result);
      },
    }),
    route({
      ...mitOrder,
      method: 'post',
      path: '/v1/auftrag/:id/abfallart/vorschau',
      summary: 'Abfallart ändern oder Preis neu berechnen: alter und neuer geschätzter Preis, vor dem Speichern',
      rule: 'signedIn',
      changesState: false,
      body: abfallartSchema,
      response: abfallartVorschauSchema,
      handle: async ({ user, params, body }): Promise<AbfallartVorschau> => {
        erzeugerseite(user, 'read');
        const { state, version } = await ladeStand(params.id);
        const auftrag = checkAbfallart({ type: 'AbfallartAendern', akteur: akteurVon(user), ...body }, state);
        const ids = preisIdsFuer(auftrag, body);
        const fakten = await ports.preise.bestellFakten(ids);
        if (!fakten.stammdaten) throw ungueltig(PASST_NICHT, { errors: { fraktionId: PASST_NICHT } });
        const nachher = fakten.preis?.summeNetto ?? null;
        const vorher = auftrag.geschaetzterPreis;
        let meldung: string | null = null;
        if (nachher === null) {
          const auskunft = await ports.preise.preis({ ...ids, datum: ids.wunschLiefertermin, abholDatum: ids.wunschAbholtermin ?? null });
          meldung = auskunft.ergebnis === 'GEFUNDEN' ? null : auskunft.meldung;
        }
        const differenz = nachher !== null && vorher !== null ? Math.round((nachher - vorher) * 100) / 100 : null;
        return { vorher, nachher, differenz, meldung, version };
      },
    }),
    route({
      ...mitOrder,
      method: 'post',
      path: '/v1/auftrag/:id/abfallart',
      summary: 'Abfallart ändern oder Preis neu berechnen und speichern (If-Match: Revision aus der Vorschau)',
      rule: 'signedIn',
      body: abfallartSchema,
      response: auftragBefehlAntwortSchema,
      handle: async ({ req, res, user, params, body }) => {
        erzeugerseite(user);
        const result = await befehle(
          params.id,
          { type: 'AbfallartAendern', akteur: akteurVon(user), ...body },
          commandMetaVon(req, user, deps.neueId),
          { expectedVersion: () => expectedVersion(req) },
        );
        await antworten(res, params.id, result);
      },
    }),
  ];
}
