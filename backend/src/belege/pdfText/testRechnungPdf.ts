import PDFDocument from 'pdfkit';

export type TestPosition = { pos: string; bezeichnung: string; avv: string; menge: string; einheit: string; preis: string; gesamt: string };

/** A disposer's invoice as a plain PDF (no XML inside), laid out like a real one: letterhead, address, header data, a position table, totals. For tests. */
export function testRechnungPdf(o: {
  nummer?: string;
  datum?: string;
  vorgang?: string;
  zeitraum?: string;
  positionen: TestPosition[];
  netto?: string;
  ust?: string;
  brutto?: string;
}): Promise<Buffer> {
  return new Promise((resolve) => {
    const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: 'Rechnung' } });
    const teile: Buffer[] = [];
    doc.on('data', (c: Buffer) => teile.push(c));
    doc.on('end', () => resolve(Buffer.concat(teile)));
    doc.font('Helvetica-Bold').fontSize(16).text('Entsorgung Nord GmbH', 50, 50);
    doc.font('Helvetica').fontSize(8).text('Hafenweg 12 · 20457 Hamburg · USt-IdNr. DE123456789 · Tel. 040 123456', 50, 72);
    doc.fontSize(10).text('Musterbau GmbH', 50, 120).text('Baustraße 5', 50, 134).text('20095 Hamburg', 50, 148);
    doc.font('Helvetica-Bold').fontSize(14).text('Rechnung', 50, 200);
    doc.font('Helvetica').fontSize(10);
    let y = 225;
    const kopf = (l: string, w: string | undefined) => {
      if (w === undefined) return;
      doc.text(l, 50, y);
      doc.text(w, 200, y);
      y += 15;
    };
    kopf('Rechnungsnummer:', o.nummer);
    kopf('Rechnungsdatum:', o.datum);
    kopf('Ihre Bestellung:', o.vorgang);
    kopf('Leistungszeitraum:', o.zeitraum);
    y += 15;
    const spalten = [50, 75, 260, 330, 385, 425, 490];
    doc.font('Helvetica-Bold');
    ['Pos.', 'Bezeichnung', 'AVV', 'Menge', 'Einheit', 'Einzelpreis', 'Gesamt'].forEach((t, i) => doc.text(t, spalten[i]!, y));
    doc.font('Helvetica');
    y += 18;
    for (const p of o.positionen) {
      [p.pos, p.bezeichnung, p.avv, p.menge, p.einheit, p.preis, p.gesamt].forEach((t, i) =>
        doc.text(t, spalten[i]!, y, { lineBreak: false }),
      );
      y += 16;
    }
    y += 10;
    const summe = (l: string, w: string | undefined) => {
      if (w === undefined) return;
      doc.text(l, 330, y);
      doc.text(w, 490, y);
      y += 15;
    };
    summe('Nettobetrag', o.netto);
    summe('zzgl. 19 % USt', o.ust);
    summe('Rechnungsbetrag', o.brutto);
    doc.fontSize(8).text('Zahlbar innerhalb von 14 Tagen ohne Abzug. IBAN DE02 1001 0010 0123 4567 89', 50, 760);
    doc.end();
  });
}
