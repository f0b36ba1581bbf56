import { attribut, kinder, pfad, text, textAn, type XmlKnoten } from './xmlLesen';
import type { RohPosition, RohRechnung } from './rohRechnung';

const betraege = (knoten: XmlKnoten, indikator: 'true' | 'false'): string[] =>
  kinder(knoten, 'AllowanceCharge')
    .filter((ac) => textAn(ac, 'ChargeIndicator')?.toLowerCase() === indikator)
    .map((ac) => textAn(ac, 'Amount') ?? '');

const position = (zeile: XmlKnoten, mengeName: string): RohPosition => {
  const menge = pfad(zeile, mengeName)[0];
  const artikel = pfad(zeile, 'Item')[0];
  return {
    nummer: textAn(zeile, 'ID'),
    name: textAn(artikel, 'Name'),
    beschreibung: textAn(artikel, 'Description'),
    menge: text(menge),
    einheitCode: attribut(menge, 'unitCode'),
    preis: textAn(zeile, 'Price', 'PriceAmount'),
    basismenge: textAn(zeile, 'Price', 'BaseQuantity'),
    nettobetrag: textAn(zeile, 'LineExtensionAmount'),
    steuersatz: textAn(artikel, 'ClassifiedTaxCategory', 'Percent'),
    merkmale: pfad(artikel, 'AdditionalItemProperty').map((m) => ({ name: textAn(m, 'Name') ?? '', wert: textAn(m, 'Value') ?? '' })),
    zuschlaege: betraege(zeile, 'true'),
    nachlaesse: betraege(zeile, 'false'),
    leistungBeginn: textAn(zeile, 'InvoicePeriod', 'StartDate'),
    leistungEnde: textAn(zeile, 'InvoicePeriod', 'EndDate'),
  };
};

/** UBL 2.1 Invoice or CreditNote (EN 16931 UBL syntax binding). */
export const leseUbl = (wurzel: XmlKnoten, art: 'Invoice' | 'CreditNote'): RohRechnung => {
  const waehrung = textAn(wurzel, 'DocumentCurrencyCode');
  const verkaeufer = pfad(wurzel, 'AccountingSupplierParty', 'Party')[0];
  const kaeufer = pfad(wurzel, 'AccountingCustomerParty', 'Party')[0];
  const summen = pfad(wurzel, 'LegalMonetaryTotal')[0];
  // A second TaxTotal may state the VAT in the accounting currency (BT-111); BT-110 is the one in the invoice currency.
  const steuerSummen = kinder(wurzel, 'TaxTotal');
  const steuerSumme =
    steuerSummen.find((t) => attribut(pfad(t, 'TaxAmount')[0], 'currencyID') === waehrung && pfad(t, 'TaxSubtotal').length > 0) ??
    steuerSummen[0];
  const ustId = pfad(verkaeufer, 'PartyTaxScheme').find((s) => textAn(s, 'TaxScheme', 'ID')?.toUpperCase() === 'VAT');
  return {
    format: art === 'Invoice' ? 'ubl-invoice' : 'ubl-creditnote',
    spezifikation: textAn(wurzel, 'CustomizationID'),
    nummer: textAn(wurzel, 'ID'),
    datum: textAn(wurzel, 'IssueDate'),
    typCode: textAn(wurzel, art === 'Invoice' ? 'InvoiceTypeCode' : 'CreditNoteTypeCode'),
    waehrung,
    verkaeuferName: textAn(verkaeufer, 'PartyLegalEntity', 'RegistrationName') ?? textAn(verkaeufer, 'PartyName', 'Name'),
    verkaeuferUstId: textAn(ustId, 'CompanyID'),
    kaeuferName: textAn(kaeufer, 'PartyLegalEntity', 'RegistrationName') ?? textAn(kaeufer, 'PartyName', 'Name'),
    kaeuferReferenz: textAn(wurzel, 'BuyerReference'),
    bestellReferenz: textAn(wurzel, 'OrderReference', 'ID'),
    vorherigeRechnung: textAn(wurzel, 'BillingReference', 'InvoiceDocumentReference', 'ID'),
    lieferdatum: textAn(wurzel, 'Delivery', 'ActualDeliveryDate'),
    leistungBeginn: textAn(wurzel, 'InvoicePeriod', 'StartDate'),
    leistungEnde: textAn(wurzel, 'InvoicePeriod', 'EndDate'),
    summePositionen: textAn(summen, 'LineExtensionAmount'),
    nachlaesse: textAn(summen, 'AllowanceTotalAmount'),
    zuschlaege: textAn(summen, 'ChargeTotalAmount'),
    netto: textAn(summen, 'TaxExclusiveAmount'),
    steuer: textAn(steuerSumme, 'TaxAmount'),
    brutto: textAn(summen, 'TaxInclusiveAmount'),
    vorausbezahlt: textAn(summen, 'PrepaidAmount'),
    rundung: textAn(summen, 'PayableRoundingAmount'),
    zahlbetrag: textAn(summen, 'PayableAmount'),
    steuern: pfad(steuerSumme, 'TaxSubtotal').map((s) => ({
      basis: textAn(s, 'TaxableAmount'),
      betrag: textAn(s, 'TaxAmount'),
      satz: textAn(s, 'TaxCategory', 'Percent'),
      kategorie: textAn(s, 'TaxCategory', 'ID'),
    })),
    positionen: kinder(wurzel, art === 'Invoice' ? 'InvoiceLine' : 'CreditNoteLine').map((z) =>
      position(z, art === 'Invoice' ? 'InvoicedQuantity' : 'CreditedQuantity'),
    ),
  };
};
