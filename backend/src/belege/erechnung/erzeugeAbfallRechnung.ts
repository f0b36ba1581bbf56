import { InvoiceService, type Invoice } from '@e-invoice-eu/core';
import PDFDocument from 'pdfkit';
import { avvKatalog } from './avvErkennung';

export type AbfallRechnungPartei = {
  name: string;
  strasse: string;
  plz: string;
  ort: string;
  email: string;
  ustId?: string;
  telefon?: string;
};

export type AbfallRechnungPosition = {
  /** e.g. "Bauschutt, Abholung Absetzmulde 7 m³" */
  bezeichnung: string;
  /** AVV key, compact or spaced ('170904', '17 09 04'); none for rent or transport lines */
  avv?: string;
  menge: number;
  /** UN/ECE code: TNE, MTQ, H87 … */
  einheitCode: 'TNE' | 'KGM' | 'MTQ' | 'H87' | 'C62' | 'DAY';
  /** net price per unit, EUR */
  preis: number;
};

export type AbfallRechnungEingabe = {
  nummer: string;
  /** ISO dates */
  datum: string;
  faelligAm: string;
  leistungBeginn: string;
  leistungEnde: string;
  /** our order number: BT-10, so the invoice finds its order */
  auftragsnummer: string;
  entsorger: AbfallRechnungPartei & { ustId: string; telefon: string; iban: string };
  erzeuger: AbfallRechnungPartei;
  positionen: AbfallRechnungPosition[];
  /** VAT rate in percent; waste disposal is standard-rated */
  steuersatz?: number;
};

export type AbfallRechnung = { ubl: string; cii: string; pdf: Uint8Array };

const betrag = (n: number): string => n.toFixed(2);
const runde = (n: number): number => Math.round(n * 100) / 100;
// Quantity (≤ 3 decimals) × price (≤ 4 decimals) in integers, rounded half up to cents: 3.215 t × 145 € = 466.18 €, not the 466.17 € of floating point.
const zeilenbetrag = (menge: number, preis: number): number =>
  Math.round((Math.round(menge * 1000) * Math.round(preis * 10000)) / 1e5) / 100;
const stille = { log: () => undefined, warn: () => undefined, error: (m: string) => console.error(m) };

const avvEintrag = (avv: string | undefined) => {
  if (avv === undefined) return null;
  const eintrag = avvKatalog().get(avv.replace(/[\s*]/g, ''));
  if (!eintrag) throw new Error(`Unbekannter AVV-Schlüssel ${avv}`);
  return eintrag;
};

/** The internal (UBL-shaped) invoice of @e-invoice-eu/core for one waste invoice. */
const rechnungsdaten = (e: AbfallRechnungEingabe): Invoice => {
  const satz = e.steuersatz ?? 19;
  const zeilen = e.positionen.map((p) => ({ ...p, netto: zeilenbetrag(p.menge, p.preis), avv: avvEintrag(p.avv) }));
  const summe = runde(zeilen.reduce((s, z) => s + z.netto, 0));
  const steuer = runde((summe * satz) / 100);
  const partei = (p: AbfallRechnungPartei) => ({
    'cbc:EndpointID': p.email,
    'cbc:EndpointID@schemeID': 'EM',
    'cac:PostalAddress': {
      'cbc:StreetName': p.strasse,
      'cbc:CityName': p.ort,
      'cbc:PostalZone': p.plz,
      'cac:Country': { 'cbc:IdentificationCode': 'DE' },
    },
    'cac:PartyLegalEntity': { 'cbc:RegistrationName': p.name },
  });
  const daten = {
    'ubl:Invoice': {
      'cbc:ID': e.nummer,
      'cbc:IssueDate': e.datum,
      'cbc:DueDate': e.faelligAm,
      'cbc:InvoiceTypeCode': '380',
      'cbc:DocumentCurrencyCode': 'EUR',
      'cbc:BuyerReference': e.auftragsnummer,
      'cac:InvoicePeriod': { 'cbc:StartDate': e.leistungBeginn, 'cbc:EndDate': e.leistungEnde },
      'cac:AccountingSupplierParty': {
        'cac:Party': {
          ...partei(e.entsorger),
          'cac:PartyTaxScheme': [{ 'cbc:CompanyID': e.entsorger.ustId, 'cac:TaxScheme': { 'cbc:ID': 'VAT' } }],
          'cac:Contact': { 'cbc:Name': e.entsorger.name, 'cbc:Telephone': e.entsorger.telefon, 'cbc:ElectronicMail': e.entsorger.email },
        },
      },
      'cac:AccountingCustomerParty': { 'cac:Party': partei(e.erzeuger) },
      // BT-72: the end of the service period; CII needs its delivery element (ApplicableHeaderTradeDelivery) to meet the XSD.
      'cac:Delivery': { 'cbc:ActualDeliveryDate': e.leistungEnde },
      'cac:PaymentMeans': [{ 'cbc:PaymentMeansCode': '58', 'cac:PayeeFinancialAccount': { 'cbc:ID': e.entsorger.iban } }],
      'cac:PaymentTerms': { 'cbc:Note': `Zahlbar bis ${e.faelligAm} ohne Abzug.` },
      'cac:TaxTotal': [
        {
          'cbc:TaxAmount': betrag(steuer),
          'cbc:TaxAmount@currencyID': 'EUR',
          'cac:TaxSubtotal': [
            {
              'cbc:TaxableAmount': betrag(summe),
              'cbc:TaxableAmount@currencyID': 'EUR',
              'cbc:TaxAmount': betrag(steuer),
              'cbc:TaxAmount@currencyID': 'EUR',
              'cac:TaxCategory': { 'cbc:ID': 'S', 'cbc:Percent': String(satz), 'cac:TaxScheme': { 'cbc:ID': 'VAT' } },
            },
          ],
        },
      ],
      'cac:LegalMonetaryTotal': {
        'cbc:LineExtensionAmount': betrag(summe),
        'cbc:LineExtensionAmount@currencyID': 'EUR',
        'cbc:TaxExclusiveAmount': betrag(summe),
        'cbc:TaxExclusiveAmount@currencyID': 'EUR',
        'cbc:TaxInclusiveAmount': betrag(summe + steuer),
        'cbc:TaxInclusiveAmount@currencyID': 'EUR',
        'cbc:PayableAmount': betrag(summe + steuer),
        'cbc:PayableAmount@currencyID': 'EUR',
      },
      'cac:InvoiceLine': zeilen.map((z, i) => ({
        'cbc:ID': String(i + 1),
        'cbc:InvoicedQuantity': String(z.menge),
        'cbc:InvoicedQuantity@unitCode': z.einheitCode,
        'cbc:LineExtensionAmount': betrag(z.netto),
        'cbc:LineExtensionAmount@currencyID': 'EUR',
        'cac:Item': {
          'cbc:Description': z.bezeichnung,
          // The AVV key twice: in the name for people, as the attribute "AVV" for machines.
          'cbc:Name': z.avv ? `AVV ${z.avv.anzeige} ${z.bezeichnung}` : z.bezeichnung,
          'cac:ClassifiedTaxCategory': { 'cbc:ID': 'S', 'cbc:Percent': String(satz), 'cac:TaxScheme': { 'cbc:ID': 'VAT' } },
          ...(z.avv ? { 'cac:AdditionalItemProperty': [{ 'cbc:Name': 'AVV', 'cbc:Value': z.avv.anzeige }] } : {}),
        },
        'cac:Price': { 'cbc:PriceAmount': String(z.preis), 'cbc:PriceAmount@currencyID': 'EUR' },
      })),
    },
  };
  return daten as unknown as Invoice;
};

const datumDeutsch = (iso: string): string => iso.split('-').reverse().join('.');
const euro = (n: number): string => new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(n);

/** The human-readable page of the Factur-X file (the XML inside it is what counts). */
const sichtbaresPdf = (e: AbfallRechnungEingabe): Promise<Buffer> => {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: `Rechnung ${e.nummer}`, Author: e.entsorger.name, CreationDate: new Date(`${e.datum}T12:00:00Z`) },
  });
  const teile: Buffer[] = [];
  doc.on('data', (c: Buffer) => teile.push(c));
  const fertig = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(teile))));
  doc.fontSize(9).text(`${e.entsorger.name} · ${e.entsorger.strasse} · ${e.entsorger.plz} ${e.entsorger.ort}`).moveDown();
  doc.fontSize(11).text(e.erzeuger.name).text(e.erzeuger.strasse).text(`${e.erzeuger.plz} ${e.erzeuger.ort}`).moveDown(2);
  doc.fontSize(16).text(`Rechnung ${e.nummer}`).moveDown(0.5);
  doc
    .fontSize(10)
    .text(`Rechnungsdatum: ${datumDeutsch(e.datum)}`)
    .text(`Ihre Auftragsnummer: ${e.auftragsnummer}`)
    .text(`Leistungszeitraum: ${datumDeutsch(e.leistungBeginn)} – ${datumDeutsch(e.leistungEnde)}`)
    .moveDown();
  let summe = 0;
  e.positionen.forEach((p, i) => {
    const netto = zeilenbetrag(p.menge, p.preis);
    summe += netto;
    const avv = avvEintrag(p.avv);
    doc.text(
      `${i + 1}. ${avv ? `AVV ${avv.anzeige} ` : ''}${p.bezeichnung}: ${p.menge} ${p.einheitCode} × ${euro(p.preis)} = ${euro(netto)}`,
    );
  });
  const satz = e.steuersatz ?? 19;
  const steuer = runde((runde(summe) * satz) / 100);
  doc
    .moveDown()
    .text(`Nettobetrag: ${euro(runde(summe))}`)
    .text(`Umsatzsteuer ${satz} %: ${euro(steuer)}`)
    .text(`Gesamtbetrag: ${euro(runde(summe) + steuer)}`)
    .moveDown()
    .text(`Zahlbar bis ${datumDeutsch(e.faelligAm)} auf IBAN ${e.entsorger.iban}. USt-IdNr. ${e.entsorger.ustId}`);
  doc.end();
  return fertig;
};

/**
 * A waste invoice as a disposer would send it: XRechnung UBL, XRechnung CII and a Factur-X
 * (EN 16931) PDF, made with @e-invoice-eu/core. Tonnes or cubic metres per position, the AVV key
 * in the item name and as item attribute "AVV", our order number as buyer reference (BT-10).
 */
export const erzeugeAbfallRechnung = async (eingabe: AbfallRechnungEingabe): Promise<AbfallRechnung> => {
  const dienst = new InvoiceService(stille);
  const daten = rechnungsdaten(eingabe);
  const ubl = await dienst.generate(daten, { format: 'XRECHNUNG-UBL', lang: 'de-de' });
  const cii = await dienst.generate(daten, { format: 'XRECHNUNG-CII', lang: 'de-de' });
  const pdf = await dienst.generate(daten, {
    format: 'Factur-X-EN16931',
    lang: 'de-de',
    pdf: { buffer: await sichtbaresPdf(eingabe), filename: `${eingabe.nummer}.pdf`, mimetype: 'application/pdf' },
  });
  if (typeof ubl !== 'string' || typeof cii !== 'string' || typeof pdf === 'string') {
    throw new Error('@e-invoice-eu/core lieferte ein unerwartetes Format');
  }
  return { ubl, cii, pdf };
};
