import { PDFDocument } from 'pdf-lib';
import { leseERechnung } from './leseERechnung';
import { muster } from './eRechnungTestdaten';

const UBL = muster('kosit-xrechnung-testsuite/01.01a-INVOICE_ubl.xml').toString('utf8');
const CII = muster('kosit-xrechnung-testsuite/01.01a-INVOICE_uncefact.xml').toString('utf8');

const lies = (text: string | Buffer, name?: string) => leseERechnung(Buffer.isBuffer(text) ? text : Buffer.from(text, 'utf8'), name);

const ersetze = (text: string, alt: string | RegExp, neu: string): string => {
  const ergebnis = text.replace(alt, neu);
  if (ergebnis === text) throw new Error(`nichts ersetzt: ${String(alt)}`);
  return ergebnis;
};

const pdfMitAnhang = async (anhaenge: { name: string; inhalt: string | Uint8Array }[]): Promise<Buffer> => {
  const pdf = await PDFDocument.create();
  pdf.addPage();
  for (const a of anhaenge)
    await pdf.attach(typeof a.inhalt === 'string' ? Buffer.from(a.inhalt, 'utf8') : a.inhalt, a.name, { mimeType: 'text/xml' });
  return Buffer.from(await pdf.save());
};

describe('leseERechnung refuses what it cannot read, with a German reason', () => {
  it('refuses an empty file, a file over 20 MB, and a file that is neither XML nor PDF', async () => {
    expect(await lies('')).toEqual({ ok: false, grund: 'Die Datei ist leer.' });
    expect(await lies(Buffer.alloc(20 * 1024 * 1024 + 1, 0x20))).toEqual({ ok: false, grund: 'Die Datei ist größer als 20 MB.' });
    expect(await lies('Rechnung Nr. 4711', 'rechnung.txt')).toEqual({
      ok: false,
      grund: '„rechnung.txt“ ist weder eine XML- noch eine PDF-Datei und damit keine E-Rechnung.',
    });
  });

  it('says where a broken XML file breaks', async () => {
    const ergebnis = await lies(UBL.slice(0, 2000));
    expect(ergebnis).toEqual({ ok: false, grund: expect.stringMatching(/^Die XML-Datei ist beschädigt: .+ \(Zeile \d+, Spalte \d+\)\.$/) });
  });

  it('refuses XML that is no invoice, ZUGFeRD 1.0 and a DOCTYPE', async () => {
    expect(await lies('<?xml version="1.0"?><Order><ID>1</ID></Order>')).toEqual({
      ok: false,
      grund: 'Die XML-Datei ist keine E-Rechnung (Wurzelelement „Order“).',
    });
    expect(await lies('<rsm:CrossIndustryDocument xmlns:rsm="urn:ferd:CrossIndustryDocument:invoice:1p0"/>')).toEqual({
      ok: false,
      grund: 'ZUGFeRD 1.0 wird nicht unterstützt; bitte eine Rechnung nach ZUGFeRD 2 oder XRechnung anfordern.',
    });
    const bombe = '<?xml version="1.0"?><!DOCTYPE Invoice [<!ENTITY a "aaaaaaaaaa">]><Invoice>&a;</Invoice>';
    expect(await lies(bombe)).toEqual({ ok: false, grund: 'Die XML-Datei enthält eine DOCTYPE-Angabe; E-Rechnungen haben keine.' });
  });

  it('names every missing required business term', async () => {
    const ohne = ersetze(ersetze(UBL, /<cbc:IssueDate>.*<\/cbc:IssueDate>/, ''), /<cbc:Name>Porto \+ Versandkosten<\/cbc:Name>/, '');
    expect(await lies(ohne)).toEqual({
      ok: false,
      grund: 'Pflichtangaben fehlen: Rechnungsdatum (BT-2), Position 2: Artikelname (BT-153).',
    });
  });

  it('refuses an invoice without positions outside the MINIMUM profile as a missing term', async () => {
    const ohnePositionen = CII.replace(/<ram:IncludedSupplyChainTradeLineItem>[\s\S]*?<\/ram:IncludedSupplyChainTradeLineItem>/g, '');
    expect(await lies(ohnePositionen)).toEqual({ ok: false, grund: 'Pflichtangaben fehlen: mindestens eine Position (BG-25).' });
  });

  it('refuses when the positions do not add up to the invoice total (BR-CO-10)', async () => {
    const falsch = ersetze(
      UBL,
      '<cbc:LineExtensionAmount currencyID="EUR">314.86</cbc:LineExtensionAmount>',
      '<cbc:LineExtensionAmount currencyID="EUR">300.00</cbc:LineExtensionAmount>',
    );
    expect(await lies(falsch)).toEqual({ ok: false, grund: 'Summe der Positionen (314,86 €) weicht vom Rechnungsbetrag (300,00 €) ab.' });
  });

  it('refuses a line whose net amount is not quantity × price ÷ base quantity', async () => {
    const falsch = ersetze(
      CII,
      '<ram:BilledQuantity unitCode="XPP">1</ram:BilledQuantity>',
      '<ram:BilledQuantity unitCode="XPP">2</ram:BilledQuantity>',
    );
    expect(await lies(falsch)).toEqual({
      ok: false,
      grund: 'Position 1: Menge × Preis (577,58 €) weicht vom Nettobetrag der Position (288,79 €) ab.',
    });
    // 2,887.90 € per 10 pieces: one piece costs 288.79 €.
    const mitBasis = ersetze(
      CII,
      '<ram:ChargeAmount>288.79</ram:ChargeAmount>',
      '<ram:ChargeAmount>2887.90</ram:ChargeAmount><ram:BasisQuantity unitCode="XPP">10</ram:BasisQuantity>',
    );
    expect(await lies(mitBasis)).toMatchObject({
      ok: true,
      rechnung: { positionen: [{ nettopreis: 2887.9, basismenge: 10, nettobetrag: 288.79 }, {}] },
    });
  });

  it('refuses wrong tax, gross and payable amounts (BR-CO-14, -15, -16, -17)', async () => {
    const steuer = ersetze(
      UBL,
      /<cbc:TaxAmount currencyID="EUR">22.04<\/cbc:TaxAmount>\s*<cac:TaxSubtotal>/,
      '<cbc:TaxAmount currencyID="EUR">20.00</cbc:TaxAmount><cac:TaxSubtotal>',
    );
    expect(await lies(steuer)).toEqual({
      ok: false,
      grund: 'Die Umsatzsteuer (20,00 €) ist nicht die Summe der Steuerbeträge je Steuersatz (22,04 €).',
    });
    const satz = ersetze(
      UBL,
      /<cbc:Percent>7<\/cbc:Percent>\s*<cac:TaxScheme>\s*<cbc:ID>VAT<\/cbc:ID>\s*<\/cac:TaxScheme>\s*<\/cac:TaxCategory>\s*<\/cac:TaxSubtotal>/,
      '<cbc:Percent>19</cbc:Percent><cac:TaxScheme><cbc:ID>VAT</cbc:ID></cac:TaxScheme></cac:TaxCategory></cac:TaxSubtotal>',
    );
    expect(await lies(satz)).toEqual({
      ok: false,
      grund: 'Die Umsatzsteuer zu 19 % (22,04 €) passt nicht zur Bemessungsgrundlage (314,86 €).',
    });
    const brutto = ersetze(
      CII,
      '<ram:GrandTotalAmount>336.9</ram:GrandTotalAmount>',
      '<ram:GrandTotalAmount>340.00</ram:GrandTotalAmount>',
    );
    expect(await lies(brutto)).toEqual({
      ok: false,
      grund: 'Der Bruttobetrag (340,00 €) ist nicht Nettobetrag plus Umsatzsteuer (336,90 €).',
    });
    const zahlbetrag = ersetze(
      CII,
      '<ram:DuePayableAmount>336.9</ram:DuePayableAmount>',
      '<ram:TotalPrepaidAmount>36.90</ram:TotalPrepaidAmount><ram:DuePayableAmount>336.9</ram:DuePayableAmount>',
    );
    expect(await lies(zahlbetrag)).toEqual({
      ok: false,
      grund: 'Der Zahlbetrag (336,90 €) ist nicht Bruttobetrag minus Vorauszahlung (300,00 €).',
    });
  });

  it('refuses numbers, dates, type codes, currencies and unit codes that are not what EN 16931 allows', async () => {
    expect(
      await lies(
        ersetze(
          UBL,
          '<cbc:PriceAmount currencyID="EUR">26.07</cbc:PriceAmount>',
          '<cbc:PriceAmount currencyID="EUR">26,07</cbc:PriceAmount>',
        ),
      ),
    ).toEqual({
      ok: false,
      grund: 'Position 2: Der Nettopreis „26,07“ ist keine Zahl.',
    });
    expect(await lies(ersetze(UBL, '<cbc:IssueDate>2016-04-04</cbc:IssueDate>', '<cbc:IssueDate>04.04.2016</cbc:IssueDate>'))).toEqual({
      ok: false,
      grund: 'Das Rechnungsdatum (BT-2) „04.04.2016“ ist kein gültiges Datum.',
    });
    expect(
      await lies(ersetze(UBL, '<cbc:InvoiceTypeCode>380</cbc:InvoiceTypeCode>', '<cbc:InvoiceTypeCode>999</cbc:InvoiceTypeCode>')),
    ).toEqual({
      ok: false,
      grund: 'Die Rechnungsart 999 (BT-3) wird nicht unterstützt.',
    });
    expect(
      await lies(
        ersetze(
          UBL,
          '<cbc:DocumentCurrencyCode>EUR</cbc:DocumentCurrencyCode>',
          '<cbc:DocumentCurrencyCode>Euro</cbc:DocumentCurrencyCode>',
        ),
      ),
    ).toEqual({
      ok: false,
      grund: 'Die Währung „Euro“ (BT-5) ist kein ISO-4217-Code.',
    });
    expect(
      await lies(
        ersetze(
          UBL,
          '<cbc:InvoicedQuantity unitCode="XPP">1</cbc:InvoicedQuantity>',
          '<cbc:InvoicedQuantity unitCode="Stück">1</cbc:InvoicedQuantity>',
        ),
      ),
    ).toEqual({
      ok: false,
      grund: 'Position 1: Der Einheitencode „Stück“ ist kein UN/ECE-Code.',
    });
  });

  it('keeps a well-formed but unknown unit code without our unit, with a note', async () => {
    const ergebnis = await lies(
      ersetze(
        UBL,
        '<cbc:InvoicedQuantity unitCode="XPP">1</cbc:InvoicedQuantity>',
        '<cbc:InvoicedQuantity unitCode="XYZ">1</cbc:InvoicedQuantity>',
      ),
    );
    if (!ergebnis.ok) throw new Error(ergebnis.grund);
    expect(ergebnis.rechnung.positionen[0]).toMatchObject({ einheitCode: 'XYZ', einheit: null });
    expect(ergebnis.rechnung.hinweise).toEqual([
      'Position 1: Der Einheitencode „XYZ“ ist uns nicht bekannt; die Position hat keine Einheit.',
    ]);
  });

  it('reads a UBL CreditNote as gutschrift and a correction (384) as stornorechnung with its preceding invoice', async () => {
    const gutschrift = UBL.replace(/ubl:schema:xsd:Invoice-2/, 'ubl:schema:xsd:CreditNote-2')
      .replace(/ubl:Invoice/g, 'ubl:CreditNote')
      .replace(/InvoiceTypeCode>380<\/cbc:InvoiceTypeCode/, 'CreditNoteTypeCode>381</cbc:CreditNoteTypeCode')
      .replace(/InvoiceLine>/g, 'CreditNoteLine>')
      .replace(/InvoicedQuantity/g, 'CreditedQuantity');
    const gelesen = await lies(gutschrift);
    expect(gelesen).toMatchObject({
      ok: true,
      rechnung: { format: 'ubl-creditnote', belegTyp: 'gutschrift', typCode: '381', zahlbetrag: 336.9 },
    });
    const korrektur = ersetze(
      ersetze(CII, '<ram:TypeCode>380</ram:TypeCode>', '<ram:TypeCode>384</ram:TypeCode>'),
      // BG-3 where the CII schema has it: after the totals of the settlement.
      '</ram:ApplicableHeaderTradeSettlement>',
      '<ram:InvoiceReferencedDocument><ram:IssuerAssignedID>123456XW</ram:IssuerAssignedID></ram:InvoiceReferencedDocument></ram:ApplicableHeaderTradeSettlement>',
    );
    expect(await lies(korrektur)).toMatchObject({ ok: true, rechnung: { belegTyp: 'stornorechnung', vorherigeRechnung: '123456XW' } });
  });

  it('reads Windows-1252 when the declaration says so, and refuses bytes that do not match UTF-8', async () => {
    const mitUmlaut = ersetze(CII.replace(/…/g, '...'), 'Zeitschrift Inland', 'Zeitschrift Inland für Bücher');
    const latin = Buffer.from(ersetze(mitUmlaut, 'encoding="UTF-8"', 'encoding="windows-1252"'), 'latin1');
    const gelesen = await lies(latin);
    expect(gelesen).toMatchObject({ ok: true, rechnung: { positionen: [{ beschreibung: 'Zeitschrift Inland für Bücher' }, {}] } });
    expect(await lies(Buffer.from(mitUmlaut, 'latin1'))).toEqual({
      ok: false,
      grund: 'Die XML-Datei ist beschädigt: Die Bytes passen nicht zur angegebenen Zeichenkodierung „UTF-8“.',
    });
  });

  it('finds the XML in a PDF by its attachment name and refuses a PDF without one', async () => {
    const mit = await pdfMitAnhang([
      { name: 'lieferschein.xml', inhalt: '<x/>' },
      { name: 'factur-x.xml', inhalt: CII },
    ]);
    expect(await lies(mit)).toMatchObject({ ok: true, rechnung: { quelle: 'factur-x.xml', nummer: '123456XX' } });
    expect(await lies(await pdfMitAnhang([]))).toEqual({ ok: false, grund: 'Die PDF-Datei enthält keine E-Rechnung.' });
    expect(await lies(await pdfMitAnhang([{ name: 'lieferschein.xml', inhalt: '<x/>' }]))).toEqual({
      ok: false,
      grund: 'Die PDF-Datei enthält keine E-Rechnung. Sie hat nur diese Anhänge: lieferschein.xml.',
    });
  });

  it('says the embedded XML is broken when it is', async () => {
    const kaputt = await pdfMitAnhang([{ name: 'xrechnung.xml', inhalt: CII.slice(0, 1500) }]);
    expect(await lies(kaputt)).toEqual({
      ok: false,
      grund: expect.stringMatching(/^Die eingebettete XML-Datei ist beschädigt: .+\(Zeile \d+, Spalte \d+\)\.$/),
    });
  });

  it('refuses a file the XML schema refuses, naming line and element in German', async () => {
    // Every CII invoice has its delivery element, even an empty one; the code's own checks do not ask for it.
    const ohneLieferung = ersetze(CII, /\s*<ram:ApplicableHeaderTradeDelivery\/>/, '');
    expect(await lies(ohneLieferung)).toEqual({
      ok: false,
      grund: expect.stringMatching(
        /^Die XML-Datei entspricht nicht dem XML-Schema UN\/CEFACT CII D16B: Zeile \d+: Element „ApplicableHeaderTradeSettlement“ ist an dieser Stelle nicht erlaubt; erwartet wird „ApplicableHeaderTradeDelivery“\.$/,
      ),
    });
    // UBL: an element out of its place (the type code before the issue date).
    const falscheReihenfolge = ersetze(
      UBL,
      /(<cbc:IssueDate>[^<]*<\/cbc:IssueDate>)(\s*)(<cbc:InvoiceTypeCode>[^<]*<\/cbc:InvoiceTypeCode>)/,
      '$3$2$1',
    );
    expect(await lies(falscheReihenfolge)).toEqual({
      ok: false,
      grund: expect.stringMatching(
        /^Die XML-Datei entspricht nicht dem XML-Schema UBL 2\.1 \(Invoice\): Zeile \d+: Element „InvoiceTypeCode“ ist an dieser Stelle nicht erlaubt; erwartet wird „CopyIndicator“, „UUID“, „IssueDate“\./,
      ),
    });
  });
});
