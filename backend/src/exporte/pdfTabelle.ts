/**
 * The A4 frame and the table rows both PDF exports draw: the documentation export (`exportPdf.ts`) and
 * the GewAbfV package (`gewabfvPdf.ts`). One place for the margins, the font size and the row layout.
 */
export const RAND = 50;
export const BREITE = 595.28 - 2 * RAND;
const SCHRIFT = 8;
const ZEILE = SCHRIFT * 1.25;

export type Spalte = { titel: string; breite: number; rechts?: boolean };

export type TabellenStil = {
  /** Room kept free at the bottom of each page (for a footer written over the pages afterwards). */
  fuss?: number;
  /** Bold rows on grey and a thin line under every row (the GewAbfV package). */
  linien?: boolean;
};

export type PdfTabelle = {
  /** One row in the given columns; a new page when it does not fit. */
  zeile: (doc: PDFKit.PDFDocument, spalten: readonly Spalte[], werte: readonly string[], fett?: boolean) => void;
  /** The column titles as a bold row, then the rows. */
  tabelle: (doc: PDFKit.PDFDocument, spalten: readonly Spalte[], zeilen: readonly (readonly string[])[]) => void;
};

export const pdfTabelle = (stil: TabellenStil = {}): PdfTabelle => {
  const fuss = stil.fuss ?? 0;
  /**
   * A cell that fits on one line is placed directly (pdfkit's line wrapper is what makes 40,000 rows
   * slow); only a longer one wraps.
   */
  const zeile: PdfTabelle['zeile'] = (doc, spalten, werte, fett = false) => {
    doc.font(fett ? 'Helvetica-Bold' : 'Helvetica').fontSize(SCHRIFT);
    const breiten = werte.map((w) => doc.widthOfString(w));
    const hoehe =
      Math.max(
        ZEILE,
        ...werte.map((w, i) => (breiten[i]! <= spalten[i]!.breite - 4 ? ZEILE : doc.heightOfString(w, { width: spalten[i]!.breite - 4 }))),
      ) + 4;
    if (doc.y + hoehe > doc.page.height - RAND - fuss) doc.addPage();
    const y = doc.y;
    if (stil.linien && fett) doc.rect(RAND, y, BREITE, hoehe).fill('#eeeeee').fillColor('black');
    let x = RAND;
    werte.forEach((w, i) => {
      const s = spalten[i]!;
      const innen = s.breite - 4;
      if (breiten[i]! <= innen) doc.text(w, s.rechts ? x + 2 + innen - breiten[i]! : x + 2, y + 2, { lineBreak: false });
      else doc.text(w, x + 2, y + 2, { width: innen, align: s.rechts ? 'right' : 'left' });
      x += s.breite;
    });
    if (stil.linien)
      doc
        .moveTo(RAND, y + hoehe)
        .lineTo(RAND + BREITE, y + hoehe)
        .lineWidth(0.3)
        .strokeColor('#bbbbbb')
        .stroke()
        .strokeColor('black');
    doc.y = y + hoehe;
    doc.x = RAND;
  };
  return {
    zeile,
    tabelle: (doc, spalten, zeilen) => {
      zeile(
        doc,
        spalten,
        spalten.map((s) => s.titel),
        true,
      );
      for (const z of zeilen) zeile(doc, spalten, z);
    },
  };
};
