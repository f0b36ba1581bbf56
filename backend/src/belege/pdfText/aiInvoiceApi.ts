import { pdfRechnungVorschlagSchema } from '@abfallportal/common/belegImport';
import { UPLOAD_MAX_BYTES } from '@abfallportal/common/validation';
import multer from 'multer';
import { ungueltig } from '../../platform/domainError';
import { erkenneDateityp } from '../../platform/files/dateityp';
import { route, type RouteSpec } from '../../platform/http/route';
import { uploadMitFrist } from '../../platform/http/uploadMitFrist';
import { belegAkteurVon } from '../belegApi';
import { xmlAusPdf } from '../erechnung/pdfAnhang';
import { leseRechnungAusPdfText } from './pdfRechnungLesen';
import { lesePdfText, PdfTextFehler } from './pdfText';

const NUR_PDF = 'Bitte eine PDF-Datei hochladen.';

/**
 * POST /api/v1/aiinvoice (spec § 7): positions of a plain PDF invoice read from its text layer by
 * rules, no external service. It only proposes; nothing is stored. Whoever works on receipts may ask.
 */
export function aiInvoiceRoutes(): RouteSpec[] {
  const upload = multer({ storage: multer.memoryStorage(), limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 1, parts: 2 } });
  return [
    route({
      method: 'post',
      path: '/v1/aiinvoice',
      summary: 'Rechnungskopf und Positionen aus der Textebene einer PDF-Rechnung lesen (Formularfeld datei), mit Sicherheit je Feld',
      tag: 'Belege',
      rule: 'rechnungen',
      tenant: 'none',
      form: { files: ['datei'] },
      before: [uploadMitFrist(upload.single('datei'))],
      response: pdfRechnungVorschlagSchema,
      handle: async ({ req, user }) => {
        belegAkteurVon(user, 'write');
        const datei = req.file;
        if (!datei || erkenneDateityp(datei.buffer) !== 'application/pdf') throw ungueltig(NUR_PDF, { errors: { datei: NUR_PDF } });
        let text;
        try {
          text = await lesePdfText(datei.buffer);
        } catch (error) {
          if (error instanceof PdfTextFehler) throw ungueltig(error.message, { errors: { datei: error.message } });
          throw error;
        }
        const vorschlag = leseRechnungAusPdfText(text);
        const anhang = await xmlAusPdf(new Uint8Array(datei.buffer)).catch(() => null);
        if (anhang?.ok)
          vorschlag.nichtGelesen.unshift(
            `Die PDF-Datei enthält eine E-Rechnung (${anhang.name}); als Beleg hochgeladen wird sie genauer aus ihrem XML gelesen.`,
          );
        return vorschlag;
      },
    }),
  ];
}
