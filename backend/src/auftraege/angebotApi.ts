import {
  angebotAbgebenSchema,
  angebotAnnehmenSchema,
  angebotErfassenSchema,
  angebotSchema,
  freigeberSchema,
  type Angebot,
} from '@abfallportal/common/angebot';
import { erzeugerQuerySchema } from '@abfallportal/common/auftrag';
import { auftragBefehlAntwortSchema } from '@abfallportal/common/auftragWire';
import { angeboteDerSicht, entsorgerAktionsHindernis, scopeOf } from '@abfallportal/common/permissions';
import { UPLOAD_MAX_BYTES } from '@abfallportal/common/validation';
import multer from 'multer';
import { z } from 'zod';
import type { AppDeps } from '../appDeps';
import { nichtGefunden, verboten } from '../platform/domainError';
import { erkenneDateityp } from '../platform/files/dateityp';
import { sendDatei } from '../platform/files/sendDatei';
import { respondAfterCommand } from '../platform/http/befehlsAntwort';
import { HttpError } from '../platform/http/httpError';
import { route, type RouteSpec } from '../platform/http/route';
import { uploadMitFrist } from '../platform/http/uploadMitFrist';
import { readAuftragEvent } from './auftrag';
import { auftragIdParams } from './auftragApi';
import { akteurVon, checkErzeugerImScope, commandMetaVon } from './auftragAkteur';
import type { AuftragBefehle } from './auftragBefehle';
import { AUFTRAG_NICHT_GEFUNDEN } from './auftragDecide';
import { AUFTRAG_PROJEKTIONEN, ladeAuftragMitSicht } from './auftragQueries';
import { NUR_PDF_ANGEBOT } from './angebotTokenApi';
import { loadFreigeber } from './freigeberQueries';

const TAG = 'Angebote und Freigabe';
const KEIN_PDF = 'Zu diesem Angebot gibt es kein PDF.';
export const NUR_ANGEFRAGTE_ENTSORGER = 'Ein Angebot geben nur die Entsorger ab, die für diese Anfrage angefragt wurden.';

const angebotPdfParams = auftragIdParams.extend({ entsorgerId: z.coerce.number().int().positive().max(2_147_483_647) });

/**
 * Offers of a request and approval above the order value limit (issue 18): the offers as the
 * stream holds them (number, date received, price, comment, PDF, status), their PDFs, support's
 * entry of an offer that came by mail or phone, an asked disposer's own offer in the portal, the
 * acceptance, and the approvers for the wizard.
 * Registered before /v1/auftrag/:id and the generic /v1/workflow/:aktion/:id.
 */
export function angebotRoutes(deps: AppDeps, befehle: AuftragBefehle): RouteSpec[] {
  const { db } = deps;
  const upload = multer({ storage: multer.memoryStorage(), limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 5, parts: 6 } });

  /** The offers of an order; a disposer sees its own row only. */
  const ladeAngebote = async (id: string, entsorgerNur: number | null): Promise<Angebot[]> => {
    const stored = await deps.eventStore.readStream(`auftrag-${id}`);
    const zeilen = new Map<number, Angebot>();
    const leer = (entsorgerId: number): Angebot => ({
      entsorgerId,
      entsorgerName: '',
      angebotsnummer: null,
      eingegangenAm: null,
      preis: null,
      kommentar: null,
      pdf: null,
      status: 'offen',
      angenommen: false,
      begruendung: null,
    });
    for (const s of stored) {
      const e = readAuftragEvent({ type: s.type, data: s.data, schemaVersion: s.metadata.schemaVersion });
      if (e.type === 'AuftragAufgegeben') for (const eid of e.data.angefragteEntsorgerIds) zeilen.set(eid, leer(eid));
      if (e.type === 'AngebotAbgegeben') {
        const d = e.data;
        zeilen.set(d.entsorgerId, {
          ...leer(d.entsorgerId),
          angebotsnummer: d.angebotsnummer,
          eingegangenAm: s.metadata.occurredAt,
          preis: d.preis,
          kommentar: d.kommentar,
          pdf: d.pdfDateiId ? `/api/v1/auftrag/${id}/angebote/${d.entsorgerId}/pdf` : null,
          status: 'abgegeben',
        });
      }
      if (e.type === 'AnfrageAbgelehnt') {
        zeilen.set(e.data.entsorgerId, {
          ...leer(e.data.entsorgerId),
          eingegangenAm: s.metadata.occurredAt,
          status: 'abgelehnt',
          begruendung: e.data.begruendung,
        });
      }
      if (e.type === 'AngebotAngenommen') {
        const angenommen = zeilen.get(e.data.entsorgerId);
        if (angenommen) angenommen.angenommen = true;
        for (const eid of e.data.abgelehnteEntsorgerIds) {
          const z2 = zeilen.get(eid);
          if (z2) z2.status = 'abgelehnt';
        }
      }
    }
    const alle = [...zeilen.values()].filter((a) => entsorgerNur === null || a.entsorgerId === entsorgerNur);
    const namen = new Map(
      (
        (await db('entsorger')
          .whereIn(
            'id',
            alle.map((a) => a.entsorgerId),
          )
          .select('id', 'name')) as { id: number; name: string }[]
      ).map((r) => [r.id, r.name]),
    );
    return alle.map((a) => ({ ...a, entsorgerName: namen.get(a.entsorgerId) ?? '' }));
  };

  return [
    route({
      method: 'get',
      path: '/v1/auftrag/freigeber',
      summary: 'Wer eine Bestellung dieses Benutzers über seiner Bestellwertgrenze freigeben kann',
      tag: TAG,
      rule: 'auftragNeu',
      tenant: 'producer',
      query: erzeugerQuerySchema,
      response: z.array(freigeberSchema),
      handle: async ({ user, query }) => {
        checkErzeugerImScope(user, query.erzeugerId);
        return loadFreigeber(db, query.erzeugerId, user);
      },
    }),
    route({
      method: 'get',
      path: '/v1/auftrag/:id/angebote',
      summary: 'Angebote einer Anfrage: Nummer, Eingang, Preis, Kommentar, PDF, Status (spec § 3)',
      tag: TAG,
      rule: 'signedIn',
      tenant: 'order',
      params: auftragIdParams,
      notFound: AUFTRAG_NICHT_GEFUNDEN,
      response: z.array(angebotSchema),
      handle: async ({ user, params }) => {
        const { details, sicht } = await ladeAuftragMitSicht(db, akteurVon(user), params.id);
        return ladeAngebote(details.id, angeboteDerSicht(sicht));
      },
    }),
    route({
      method: 'get',
      path: '/v1/auftrag/:id/angebote/:entsorgerId/pdf',
      summary: 'PDF eines Angebots (Erzeuger des Auftrags, Staff, der anbietende Entsorger)',
      tag: TAG,
      rule: 'signedIn',
      tenant: 'order',
      params: angebotPdfParams,
      notFound: KEIN_PDF,
      handle: async ({ res, user, params }) => {
        const { details: auftrag, sicht } = await ladeAuftragMitSicht(db, akteurVon(user), params.id);
        const nur = angeboteDerSicht(sicht);
        if (nur !== null && nur !== params.entsorgerId) throw nichtGefunden(KEIN_PDF);
        const stored = await deps.eventStore.readStream(`auftrag-${auftrag.id}`);
        const angebot = stored
          .map((s) => readAuftragEvent({ type: s.type, data: s.data, schemaVersion: s.metadata.schemaVersion }))
          .find((e) => e.type === 'AngebotAbgegeben' && e.data.entsorgerId === params.entsorgerId);
        const schluessel = angebot?.type === 'AngebotAbgegeben' ? angebot.data.pdfDateiId : null;
        const data = schluessel ? await deps.files.get(schluessel) : null;
        if (!data || angebot?.type !== 'AngebotAbgegeben') throw nichtGefunden(KEIN_PDF);
        sendDatei(res, { data, typ: 'application/pdf', name: `Angebot-${angebot.data.angebotsnummer}.pdf` });
      },
    }),
    route({
      method: 'post',
      path: '/v1/auftrag/:id/angebotErfassen',
      summary: 'Support erfasst ein Angebot, das per E-Mail oder Telefon kam (Angebotszuordnung)',
      tag: TAG,
      rule: 'auftragEdit',
      tenant: 'order',
      params: auftragIdParams,
      notFound: AUFTRAG_NICHT_GEFUNDEN,
      body: angebotErfassenSchema,
      response: auftragBefehlAntwortSchema,
      handle: async ({ req, res, user, params, body }) => {
        const result = await befehle(
          params.id,
          { type: 'AngebotAbgeben', akteur: akteurVon(user), ...body, pdfDateiId: null, ueberToken: false },
          commandMetaVon(req, user, deps.neueId),
        );
        await respondAfterCommand(deps.readYourWrites, res, {
          position: result.position,
          projektionen: AUFTRAG_PROJEKTIONEN,
          body: { id: params.id, status: result.state.status },
        });
      },
    }),
    // Issue 28 (docs/order-workflow.md): the asked disposer's offer inside the portal, the same form as its mail link.
    route({
      method: 'post',
      path: '/v1/auftrag/:id/angebotAbgeben',
      summary: 'Angebot als angefragter Entsorger im Portal abgeben: Preis (Euro), Kommentar, optional PDF (Formularfeld pdfFile)',
      tag: TAG,
      rule: 'signedIn',
      tenant: 'order',
      params: auftragIdParams,
      notFound: AUFTRAG_NICHT_GEFUNDEN,
      form: { files: ['pdfFile'], fields: angebotAbgebenSchema },
      before: [uploadMitFrist(upload.single('pdfFile'))],
      body: angebotAbgebenSchema,
      response: auftragBefehlAntwortSchema,
      handle: async ({ req, res, user, params, body }) => {
        const scope = scopeOf('entsorgerAntwort', user, 'write');
        if (scope.type !== 'entsorger') throw verboten(NUR_ANGEFRAGTE_ENTSORGER);
        const akteur = { seite: 'ENTSORGER' as const, erzeugerId: null, entsorgerId: scope.entsorgerId };
        // An order this disposer does not see is "not found"; one it sees but may not answer is refused.
        const { sicht } = await ladeAuftragMitSicht(db, akteur, params.id);
        // Answered already: the command refuses it with its own message (409).
        if (entsorgerAktionsHindernis(sicht, 'angebotabgeben') === 'anderer') throw verboten(NUR_ANGEFRAGTE_ENTSORGER);
        let pdfDateiId: string | null = null;
        if (req.file) {
          if (erkenneDateityp(req.file.buffer) !== 'application/pdf')
            throw new HttpError(415, NUR_PDF_ANGEBOT, { errors: { pdfFile: NUR_PDF_ANGEBOT } });
          pdfDateiId = `angebote/${params.id}/${scope.entsorgerId}-${deps.jetzt().getTime()}.pdf`;
          await deps.files.put(pdfDateiId, req.file.buffer);
        }
        let result;
        try {
          result = await befehle(
            params.id,
            { type: 'AngebotAbgeben', akteur, entsorgerId: scope.entsorgerId, ...body, pdfDateiId, ueberToken: false },
            commandMetaVon(req, user, deps.neueId),
          );
        } catch (error) {
          // A refused offer leaves no file behind.
          if (pdfDateiId) await deps.files.remove(pdfDateiId);
          throw error;
        }
        await respondAfterCommand(deps.readYourWrites, res, {
          position: result.position,
          projektionen: AUFTRAG_PROJEKTIONEN,
          body: { id: params.id, status: result.state.status },
        });
      },
    }),
    route({
      method: 'post',
      path: '/v1/workflow/angebotAnnehmen/:id',
      summary: 'Ein Angebot annehmen (kommentar, wunschdatum); alle anderen Angebote werden abgelehnt',
      tag: 'Workflow',
      rule: 'signedIn',
      tenant: 'order',
      params: auftragIdParams,
      notFound: AUFTRAG_NICHT_GEFUNDEN,
      body: angebotAnnehmenSchema,
      response: auftragBefehlAntwortSchema,
      handle: async ({ req, res, user, params, body }) => {
        const result = await befehle(
          params.id,
          { type: 'AngebotAnnehmen', akteur: akteurVon(user), annehmenderId: user.id, ...body },
          commandMetaVon(req, user, deps.neueId),
        );
        await respondAfterCommand(deps.readYourWrites, res, {
          position: result.position,
          projektionen: AUFTRAG_PROJEKTIONEN,
          body: { id: params.id, status: result.state.status },
        });
      },
    }),
  ];
}
