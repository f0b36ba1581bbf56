import { angebotAbgebenSchema } from '@abfallportal/common/angebot';
import { tokenAktionAntwortSchema } from '@abfallportal/common/auftragWire';
import { UPLOAD_MAX_BYTES } from '@abfallportal/common/validation';
import multer from 'multer';
import { z } from 'zod';
import type { AppDeps } from '../appDeps';
import { uuidFromName } from '../platform/decider/commandHandler';
import { DomainError } from '../platform/domainError';
import { erkenneDateityp } from '../platform/files/dateityp';
import { respondAfterCommand } from '../platform/http/befehlsAntwort';
import { HttpError } from '../platform/http/httpError';
import { route, type RouteSpec } from '../platform/http/route';
import { uploadMitFrist } from '../platform/http/uploadMitFrist';
import type { AuftragBefehle } from './auftragBefehle';
import { AUFTRAG_PROJEKTIONEN } from './auftragQueries';
import { appendMitToken } from './publicWorkflowApi';
import { checkToken, hashToken, tokenVerbraucht } from './token/auftragToken';

export const NUR_PDF_ANGEBOT = 'Bitte laden Sie das Angebot als PDF hoch (höchstens 20 MB).';

/**
 * POST /api/v1/public/workflow/angebotabgeben/{token} (spec § 2, § 7 public client): the asked
 * disposer submits its offer through the link of its mail: price in euro, comment and optionally
 * the offer as PDF (multipart field `pdfFile`, checked by content). The token names the disposer;
 * it is used in the same transaction as the append, so the link works once.
 */
export function angebotTokenRoutes(deps: AppDeps, befehle: AuftragBefehle): RouteSpec[] {
  const { db } = deps;
  const upload = multer({ storage: multer.memoryStorage(), limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 5, parts: 6 } });

  return [
    route({
      method: 'post',
      path: '/v1/public/workflow/angebotabgeben/:token',
      summary: 'Angebot über den Link abgeben: Preis (Euro), Kommentar, optional PDF (Formularfeld pdfFile)',
      tag: 'Workflow per E-Mail-Link',
      rule: 'token',
      tenant: 'order',
      params: z.object({ token: z.string() }),
      form: { files: ['pdfFile'], fields: angebotAbgebenSchema },
      before: [uploadMitFrist(upload.single('pdfFile'))],
      body: angebotAbgebenSchema,
      response: tokenAktionAntwortSchema,
      handle: async ({ req, res, params, body }) => {
        const zeile = await checkToken(db, 'angebotabgeben', params.token, deps.jetzt());
        if (zeile.entsorger_id === null) throw new DomainError('abgelaufen', 'Dieser Link ist ungültig.', { code: 'TOKEN_UNGUELTIG' });
        const entsorgerId = zeile.entsorger_id;
        let pdfDateiId: string | null = null;
        if (req.file) {
          if (erkenneDateityp(req.file.buffer) !== 'application/pdf')
            throw new HttpError(415, NUR_PDF_ANGEBOT, { errors: { pdfFile: NUR_PDF_ANGEBOT } });
          pdfDateiId = `angebote/${zeile.auftrag_id}/${entsorgerId}-${deps.jetzt().getTime()}.pdf`;
          await deps.files.put(pdfDateiId, req.file.buffer);
        }
        const commandId = uuidFromName(`token/${hashToken(params.token).toString('hex')}`);
        let result;
        try {
          result = await befehle(
            zeile.auftrag_id,
            {
              type: 'AngebotAbgeben',
              akteur: { seite: 'ENTSORGER', erzeugerId: null, entsorgerId },
              entsorgerId,
              preis: body.preis,
              kommentar: body.kommentar,
              pdfDateiId,
              ueberToken: true,
            },
            {
              actorId: `entsorger:${entsorgerId}`,
              actingAsId: null,
              tenantId: null,
              commandId,
              correlationId: commandId,
              causationId: zeile.gruppe,
            },
            {
              append: appendMitToken(deps)(zeile.gruppe),
              prepare: async (c, state) => ({ command: c, meta: { tenantId: 'erzeugerId' in state ? String(state.erzeugerId) : null } }),
            },
          );
        } catch (error) {
          if (pdfDateiId) await deps.files.remove(pdfDateiId);
          throw error;
        }
        if (result.wiederholt) throw tokenVerbraucht();
        await respondAfterCommand(deps.readYourWrites, res, {
          position: result.position,
          projektionen: AUFTRAG_PROJEKTIONEN,
          body: { ok: true, status: result.state.status },
        });
      },
    }),
  ];
}
