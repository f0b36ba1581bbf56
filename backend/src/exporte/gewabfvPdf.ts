import fs from 'node:fs';
import { PDFDocument as PdfLibDocument, StandardFonts, rgb } from 'pdf-lib';
import PDFDocument from 'pdfkit';
import {
  abschnittAusnahmen,
  abschnittBegruendungen,
  abschnittBelege,
  abschnittMengen,
  abschnittQuote,
  abschnittStandort,
  abschnittWege,
  anlagenVerzeichnis,
  GEWABFV_TEXTE,
  titelBlock,
} from './gewabfvAbschnitte';
import { datumText, typText } from './exportFormat';
import { anlagenVon, type DateiLesen, type GewabfvAnlage } from './gewabfvAnlagen';
import type { GewabfvPaket } from './gewabfvPaket';
import { RAND } from './pdfTabelle';

/** The package's own pages (pdfkit), in memory. */
const eigeneSeiten = async (p: GewabfvPaket, anlagen: readonly GewabfvAnlage[], lesen: DateiLesen): Promise<Buffer> => {
  const doc = new PDFDocument({
    size: 'A4',
    margin: RAND,
    info: { Title: `${GEWABFV_TEXTE.titel} ${p.jahr} – ${p.standort.name}`, Creator: 'Abfallportal', Subject: 'GewAbfV-Dokumentation' },
  });
  const teile: Buffer[] = [];
  doc.on('data', (c: Buffer) => teile.push(c));
  const fertig = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(teile)));
    doc.on('error', reject);
  });

  titelBlock(doc, p);
  await abschnittStandort(doc, p, lesen);
  abschnittMengen(doc, p.doku);
  abschnittWege(doc, p);
  abschnittBelege(doc, p, anlagen);
  abschnittQuote(doc, p.doku);
  abschnittBegruendungen(doc, p);
  abschnittAusnahmen(doc, p);
  anlagenVerzeichnis(doc, anlagen);
  doc.end();
  return fertig;
};

/**
 * The GewAbfV package as one PDF: the report (pdfkit), then the receipts' PDF pages (pdf-lib
 * copyPages, each stamped "Anlage N"), the other files (XML e-invoices …) embedded as file
 * attachments (pdf-lib attach), and a footer with page numbers over all pages. Written to `ziel`.
 */
export const schreibeGewabfvPdf = async (p: GewabfvPaket, ziel: string, lesen: DateiLesen): Promise<void> => {
  const anlagen = await anlagenVon(p.belege, lesen);
  const gesamt = await PdfLibDocument.load(await eigeneSeiten(p, anlagen, lesen));
  const eigene = gesamt.getPageCount();
  const schrift = await gesamt.embedFont(StandardFonts.Helvetica);
  const stempel: { seite: number; text: string }[] = [];
  for (const a of anlagen) {
    const beschreibung = `Anlage ${a.nr}: ${typText(a.beleg.typ)} ${a.beleg.nummer ?? ''} vom ${datumText(a.beleg.datum)} (${a.beleg.entsorger})`;
    if (a.art === 'SEITEN') {
      const beleg = await PdfLibDocument.load(a.daten);
      const seiten = await gesamt.copyPages(beleg, beleg.getPageIndices());
      for (const seite of seiten) {
        gesamt.addPage(seite);
        stempel.push({ seite: gesamt.getPageCount() - 1, text: beschreibung });
      }
    } else {
      await gesamt.attach(a.daten, a.dateiName, {
        mimeType: a.beleg.datei?.typ ?? 'application/octet-stream',
        description: beschreibung,
        creationDate: new Date(`${p.heute}T12:00:00Z`),
        modificationDate: new Date(`${p.heute}T12:00:00Z`),
      });
    }
  }
  const n = gesamt.getPageCount();
  const titel = `${GEWABFV_TEXTE.titel} ${p.jahr} · ${p.standort.name}`;
  gesamt.getPages().forEach((seite, i) => {
    const { width, height } = seite.getSize();
    const fuss = `${titel} · Seite ${i + 1} von ${n}${i >= eigene ? ' · Anlage' : ''}`;
    seite.drawText(fuss, { x: 30, y: 14, size: 7, font: schrift, color: rgb(0.35, 0.35, 0.35) });
    const s = stempel.find((x) => x.seite === i);
    if (s) {
      seite.drawRectangle({
        x: 20,
        y: height - 24,
        width: Math.min(width - 40, schrift.widthOfTextAtSize(s.text, 8) + 12),
        height: 16,
        color: rgb(1, 1, 0.85),
      });
      seite.drawText(s.text, { x: 26, y: height - 19, size: 8, font: schrift, color: rgb(0.1, 0.1, 0.1) });
    }
  });
  gesamt.setTitle(titel);
  fs.writeFileSync(ziel, await gesamt.save());
};
