import fs from 'node:fs';
import { PDFDocument as PdfLibDocument } from 'pdf-lib';
import PDFDocument from 'pdfkit';
import type { ExportDaten, ExportStandort } from './exportDaten';
import { datumText, euroText, statusText, typText, zahlText } from './exportFormat';
import { BREITE, RAND, pdfTabelle, type Spalte } from './pdfTabelle';

import { dokumentationTeil, erzeugerZusammenfassung, ueberschrift } from './exportPdfDokumentation';
/** Reads a receipt's stored file (the file store), or null when it is gone. */
export type DateiLesen = (id: string) => Promise<Buffer | null>;

const { zeile } = pdfTabelle();

const BELEG_SPALTEN: Spalte[] = [
  { titel: 'Datum', breite: 55 },
  { titel: 'Nummer', breite: 80 },
  { titel: 'Art', breite: 70 },
  { titel: 'Entsorger', breite: 130 },
  { titel: 'Status', breite: 65 },
  { titel: 'Summe', breite: BREITE - 400, rechts: true },
];

const POSITION_SPALTEN: Spalte[] = [
  { titel: 'Beleg', breite: 70 },
  { titel: 'AVV', breite: 55 },
  { titel: 'Bezeichnung', breite: 140 },
  { titel: 'Menge', breite: 60, rechts: true },
  { titel: 'Einheit', breite: 40 },
  { titel: 'R/D', breite: 35 },
  { titel: 'Verbleibsanlage', breite: BREITE - 400 },
];

/**
 * One site's part. Several sites: each starts a page of its own. A single site's export goes on
 * below the title block, so its first page is not left three-quarters empty (issue 28).
 */
const standortSeite = (doc: PDFKit.PDFDocument, s: ExportStandort, heute: string, eigeneSeite: boolean): void => {
  if (eigeneSeite) {
    doc.addPage();
    doc.y = RAND;
  } else {
    doc.moveDown(1.5);
    if (doc.y + 80 > doc.page.height - RAND) doc.addPage();
  }
  doc.font('Helvetica-Bold').fontSize(14).text(s.name, RAND, doc.y, { width: BREITE });
  const kopf = [
    s.erzeuger,
    s.nummer ? `Nummer ${s.nummer}` : null,
    s.art === 'BAUSTELLE' ? 'Baustelle' : s.art === 'GEWERBEBETRIEB' ? 'Gewerbebetrieb' : null,
    s.adresse || null,
  ].filter(Boolean);
  doc.font('Helvetica').fontSize(9).text(kopf.join(' · '), { width: BREITE });

  ueberschrift(doc, 'Belege');
  if (s.belege.length === 0) doc.font('Helvetica').fontSize(9).text('Keine Belege im Zeitraum.');
  else {
    zeile(
      doc,
      BELEG_SPALTEN,
      BELEG_SPALTEN.map((c) => c.titel),
      true,
    );
    for (const b of s.belege)
      zeile(doc, BELEG_SPALTEN, [
        datumText(b.datum),
        b.nummer ?? '–',
        typText(b.typ),
        b.entsorger,
        statusText(b.status),
        euroText(b.summe),
      ]);
  }

  const positionen = s.belege.flatMap((b) => b.positionen.map((p) => ({ b, p })));
  if (positionen.length > 0) {
    ueberschrift(doc, 'Positionen');
    zeile(
      doc,
      POSITION_SPALTEN,
      POSITION_SPALTEN.map((c) => c.titel),
      true,
    );
    for (const { b, p } of positionen)
      zeile(doc, POSITION_SPALTEN, [
        b.nummer ?? '–',
        p.abfallschluessel ?? '–',
        p.bezeichnung ?? '',
        zahlText(p.menge),
        p.einheit ?? '',
        p.entsorgungsverfahren ?? '',
        [p.verbleibsanlage, p.zertifikatGueltigBis ? `Zertifikat bis ${datumText(p.zertifikatGueltigBis)}` : null]
          .filter(Boolean)
          .join(' · '),
      ]);
  }

  dokumentationTeil(doc, s, heute);
};

/**
 * The documentation PDF (pdfkit): a title page with the producers' separate-collection rates, then per
 * site its receipts, their positions, the quantities of the period (hand-entered and from approved
 * receipts), their balance per AVV code and disposal path and the rule texts. With attachments, the receipts' own PDFs follow
 * (merged with pdf-lib, since pdfkit cannot embed PDF pages). Written to `ziel`.
 */
export const schreibeExportPdf = async (daten: ExportDaten, ziel: string, anhaenge: { mit: boolean; lesen: DateiLesen }): Promise<void> => {
  const doc = new PDFDocument({
    size: 'A4',
    margin: RAND,
    autoFirstPage: true,
    info: { Title: daten.titel, Creator: 'Abfallportal' },
  });
  const geschrieben = new Promise<void>((resolve, reject) => {
    const out = fs.createWriteStream(ziel);
    out.on('finish', resolve).on('error', reject);
    doc.pipe(out);
  });
  doc.font('Helvetica-Bold').fontSize(18).text('Dokumentation der Abfallentsorgung', RAND, 120, { width: BREITE });
  doc.moveDown(0.5).font('Helvetica').fontSize(12).text(daten.titel, { width: BREITE });
  doc
    .moveDown(0.3)
    .text(`Zeitraum ${datumText(daten.beginn)} – ${datumText(daten.ende)}, Stand ${datumText(daten.heute)}`, { width: BREITE });
  const belege = daten.standorte.reduce((n, s) => n + s.belege.length, 0);
  const mengen = daten.standorte.reduce((n, s) => n + s.dokumentation.mengen.length, 0);
  doc
    .moveDown(1)
    .fontSize(10)
    .text(`${daten.standorte.length} Anfallstelle(n), ${belege} Beleg(e), ${mengen} Abfallmenge(n)`, { width: BREITE });
  doc
    .moveDown(0.5)
    .fontSize(9)
    .text('Grundlage: Gewerbeabfallverordnung (GewAbfV) §§ 3, 4, 8, 9; Kreislaufwirtschaftsgesetz (KrWG).', { width: BREITE });
  erzeugerZusammenfassung(doc, daten);
  for (const s of daten.standorte) standortSeite(doc, s, daten.heute, daten.standorte.length > 1);
  doc.end();
  await geschrieben;
  if (!anhaenge.mit) return;

  const gesamt = await PdfLibDocument.load(fs.readFileSync(ziel));
  for (const s of daten.standorte)
    for (const b of s.belege) {
      if (b.datei?.typ !== 'application/pdf') continue;
      const data = await anhaenge.lesen(b.datei.id);
      if (!data) continue;
      try {
        const beleg = await PdfLibDocument.load(data, { ignoreEncryption: false });
        const seiten = await gesamt.copyPages(beleg, beleg.getPageIndices());
        for (const seite of seiten) gesamt.addPage(seite);
      } catch {
        // A receipt PDF that does not load is listed above; the export does not fail for it.
      }
    }
  fs.writeFileSync(ziel, await gesamt.save());
};
