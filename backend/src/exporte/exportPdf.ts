import fs from 'node:fs';
import { PDFDocument as PdfLibDocument } from 'pdf-lib';
import PDFDocument from 'pdfkit';
import { bilanzVon, type ExportDaten, type ExportStandort } from './exportDaten';
import { datumText, euroText, gefaehrlich, statusText, typText, zahlText } from './exportFormat';

/** Reads a receipt's stored file (the file store), or null when it is gone. */
export type DateiLesen = (id: string) => Promise<Buffer | null>;

const RAND = 50;
const BREITE = 595.28 - 2 * RAND;

type Spalte = { titel: string; breite: number; rechts?: boolean };

const SCHRIFT = 8;
const ZEILE = SCHRIFT * 1.25;

/**
 * One table row in the given columns; a new page when the row does not fit. A cell that fits on one
 * line is placed directly (pdfkit's line wrapper is what makes 40,000 rows slow); only a longer one wraps.
 */
const zeile = (doc: PDFKit.PDFDocument, spalten: readonly Spalte[], werte: readonly string[], fett = false): void => {
  doc.font(fett ? 'Helvetica-Bold' : 'Helvetica').fontSize(SCHRIFT);
  const breiten = werte.map((w) => doc.widthOfString(w));
  const hoehe =
    Math.max(
      ...werte.map((w, i) => (breiten[i]! <= spalten[i]!.breite - 4 ? ZEILE : doc.heightOfString(w, { width: spalten[i]!.breite - 4 }))),
    ) + 4;
  if (doc.y + hoehe > doc.page.height - RAND) doc.addPage();
  const y = doc.y;
  let x = RAND;
  werte.forEach((w, i) => {
    const s = spalten[i]!;
    const innen = s.breite - 4;
    if (breiten[i]! <= innen) doc.text(w, s.rechts ? x + 2 + innen - breiten[i]! : x + 2, y + 2, { lineBreak: false });
    else doc.text(w, x + 2, y + 2, { width: innen, align: s.rechts ? 'right' : 'left' });
    x += s.breite;
  });
  doc.y = y + hoehe;
  doc.x = RAND;
};

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

const BILANZ_SPALTEN: Spalte[] = [
  { titel: 'AVV', breite: 70 },
  { titel: 'Menge', breite: 80, rechts: true },
  { titel: 'Einheit', breite: 50 },
  { titel: 'Entsorgungsweg (R/D · Verbleibsanlage)', breite: BREITE - 200 },
];

const ueberschrift = (doc: PDFKit.PDFDocument, text: string, groesse = 11): void => {
  if (doc.y + 40 > doc.page.height - RAND) doc.addPage();
  doc.moveDown(0.6).font('Helvetica-Bold').fontSize(groesse).text(text, RAND, doc.y, { width: BREITE }).moveDown(0.3);
};

const standortSeite = (doc: PDFKit.PDFDocument, s: ExportStandort): void => {
  doc.addPage();
  doc.font('Helvetica-Bold').fontSize(14).text(s.name, RAND, RAND, { width: BREITE });
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

  const bilanz = bilanzVon(s.belege);
  ueberschrift(doc, 'Mengenbilanz je Abfallschlüssel (freigegebene Belege)');
  if (bilanz.length === 0) doc.font('Helvetica').fontSize(9).text('Keine Mengen aus freigegebenen Belegen im Zeitraum.');
  else {
    zeile(
      doc,
      BILANZ_SPALTEN,
      BILANZ_SPALTEN.map((c) => c.titel),
      true,
    );
    for (const z of bilanz) zeile(doc, BILANZ_SPALTEN, [z.abfallschluessel, zahlText(z.menge), z.einheit, z.wege.join('; ') || '–']);
    if (bilanz.some((z) => gefaehrlich(z.abfallschluessel)))
      doc
        .moveDown(0.4)
        .font('Helvetica-Oblique')
        .fontSize(8)
        .text('* Gefährlicher Abfall: Nachweis- und Registerpflichten nach der Nachweisverordnung (NachwV) beachten.', { width: BREITE });
  }
};

/**
 * The documentation PDF (pdfkit): a title page, then per site its receipts, their positions and the
 * quantity balance per AVV code and disposal path. With attachments, the receipts' own PDFs follow
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
  doc.moveDown(0.3).text(`Zeitraum ${datumText(daten.beginn)} – ${datumText(daten.ende)}`, { width: BREITE });
  const belege = daten.standorte.reduce((n, s) => n + s.belege.length, 0);
  doc.moveDown(1).fontSize(10).text(`${daten.standorte.length} Anfallstelle(n), ${belege} Beleg(e)`, { width: BREITE });
  doc
    .moveDown(0.5)
    .fontSize(9)
    .text('Grundlage: Gewerbeabfallverordnung (GewAbfV) §§ 3, 4, 8, 9; Kreislaufwirtschaftsgesetz (KrWG).', { width: BREITE });
  for (const s of daten.standorte) standortSeite(doc, s);
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
