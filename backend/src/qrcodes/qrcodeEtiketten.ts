import { formatEinheiten } from '@abfallportal/common/einheiten';
import type { QrcodeUebersicht } from '@abfallportal/common/qrcodes';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';

/**
 * The printable sheet of QR labels (issue 21, support tab "QR-Codes"): A4 portrait, 3 × 8 labels of
 * 70 × 37 mm (the common self-adhesive sheet), each with the QR code of the order wizard for its site and
 * container, the site's name, the container and fraction, and the producer. Thin cut marks frame each label.
 */
const MM = 72 / 25.4;
const SEITE_B = 595.28;
const SEITE_H = 841.89;
const SPALTEN = 3;
const ZEILEN = 8;
const ETIKETT_B = 70 * MM;
const ETIKETT_H = 37 * MM;
const RAND_X = (SEITE_B - SPALTEN * ETIKETT_B) / 2;
const RAND_Y = (SEITE_H - ZEILEN * ETIKETT_H) / 2;
const INNEN = 3 * MM;
const QR_OBEN = (ETIKETT_H - 27 * MM) / 2;
const QR = 27 * MM;

export const ETIKETTEN_JE_SEITE = SPALTEN * ZEILEN;
export const KEINE_ANFALLSTELLEN = 'Dieser Erzeuger hat keine Anfallstellen.';

type Etikett = { anfallstelle: string; zeile1: string; zeile2: string | null; url: string };

function etikettenVon(daten: QrcodeUebersicht): Etikett[] {
  return daten.anfallstellen.flatMap((a) =>
    a.etiketten.map((e) => ({
      anfallstelle: a.name,
      zeile1: e.behaelter === null ? 'Neuer Auftrag' : formatEinheiten(e.behaelter),
      zeile2: e.fraktion,
      url: e.url,
    })),
  );
}

/** Text cut to a width (with "…"), so a long name never runs into the next label. */
function passend(doc: PDFKit.PDFDocument, text: string, breite: number): string {
  if (doc.widthOfString(text) <= breite) return text;
  let n = text.length;
  while (n > 1 && doc.widthOfString(`${text.slice(0, n)}…`) > breite) n--;
  return `${text.slice(0, n).trimEnd()}…`;
}

/** The labels of `daten` as a PDF; a producer without sites gets one page saying so. */
export async function qrcodeEtikettenPdf(daten: QrcodeUebersicht): Promise<Buffer> {
  const etiketten = etikettenVon(daten);
  const bilder = await Promise.all(
    etiketten.map((e) => QRCode.toBuffer(e.url, { type: 'png', errorCorrectionLevel: 'M', margin: 1, width: 240 })),
  );
  const doc = new PDFDocument({
    size: 'A4',
    margin: 0,
    info: { Title: `QR-Codes – ${daten.erzeuger.name}`, Creator: 'Abfallportal' },
  });
  const teile: Buffer[] = [];
  const fertig = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (t: Buffer) => teile.push(t));
    doc.on('end', () => resolve(Buffer.concat(teile)));
    doc.on('error', reject);
  });
  if (etiketten.length === 0) {
    doc.font('Helvetica-Bold').fontSize(14).text(`QR-Codes – ${daten.erzeuger.name}`, 50, 60, { lineBreak: false });
    doc.font('Helvetica').fontSize(11).text(KEINE_ANFALLSTELLEN, 50, 90, { lineBreak: false });
  }
  etiketten.forEach((e, i) => {
    const platz = i % ETIKETTEN_JE_SEITE;
    if (i > 0 && platz === 0) doc.addPage();
    const x = RAND_X + (platz % SPALTEN) * ETIKETT_B;
    const y = RAND_Y + Math.floor(platz / SPALTEN) * ETIKETT_H;
    doc.rect(x, y, ETIKETT_B, ETIKETT_H).lineWidth(0.3).dash(2, { space: 2 }).stroke('#bbbbbb').undash();
    doc.image(bilder[i]!, x + INNEN, y + QR_OBEN, { width: QR, height: QR });
    const tx = x + INNEN + QR + 2 * MM;
    const tb = ETIKETT_B - (tx - x) - INNEN;
    let ty = y + INNEN + 1;
    doc.fillColor('#000000').font('Helvetica-Bold').fontSize(9);
    doc.text(e.anfallstelle, tx, ty, { width: tb, height: 22, ellipsis: true });
    ty = Math.min(doc.y, y + INNEN + 24) + 2;
    doc.font('Helvetica').fontSize(8);
    doc.text(passend(doc, e.zeile1, tb), tx, ty, { lineBreak: false });
    ty += 10;
    if (e.zeile2) doc.text(e.zeile2, tx, ty, { width: tb, height: 20, ellipsis: true });
    doc.fillColor('#555555').fontSize(6.5);
    doc.text(passend(doc, daten.erzeuger.name, tb), tx, y + ETIKETT_H - INNEN - 16, { lineBreak: false });
    doc.text('Scannen und Auftrag erfassen', tx, y + ETIKETT_H - INNEN - 8, { lineBreak: false });
  });
  doc.end();
  return fertig;
}
