import { attribut, kinder, pfad, text, textAn, type XmlKnoten } from './xmlLesen';
import { isoDatum, type RohPosition, type RohRechnung } from './rohRechnung';

const istZuschlag = (ac: XmlKnoten): boolean =>
  (textAn(ac, 'ChargeIndicator', 'Indicator') ?? textAn(ac, 'ChargeIndicator'))?.toLowerCase() === 'true';

const position = (zeile: XmlKnoten): RohPosition => {
  const produkt = pfad(zeile, 'SpecifiedTradeProduct')[0];
  const preis = pfad(zeile, 'SpecifiedLineTradeAgreement', 'NetPriceProductTradePrice')[0];
  const menge = pfad(zeile, 'SpecifiedLineTradeDelivery', 'BilledQuantity')[0];
  const abrechnung = pfad(zeile, 'SpecifiedLineTradeSettlement')[0];
  const zuUndAbschlaege = kinder(abrechnung, 'SpecifiedTradeAllowanceCharge');
  return {
    nummer: textAn(zeile, 'AssociatedDocumentLineDocument', 'LineID'),
    name: textAn(produkt, 'Name'),
    beschreibung: textAn(produkt, 'Description'),
    menge: text(menge),
    einheitCode: attribut(menge, 'unitCode'),
    preis: textAn(preis, 'ChargeAmount'),
    basismenge: textAn(preis, 'BasisQuantity'),
    nettobetrag: textAn(abrechnung, 'SpecifiedTradeSettlementLineMonetarySummation', 'LineTotalAmount'),
    steuersatz: textAn(abrechnung, 'ApplicableTradeTax', 'RateApplicablePercent'),
    merkmale: kinder(produkt, 'ApplicableProductCharacteristic').map((m) => ({
      name: textAn(m, 'Description') ?? '',
      wert: textAn(m, 'Value') ?? '',
    })),
    zuschlaege: zuUndAbschlaege.filter(istZuschlag).map((ac) => textAn(ac, 'ActualAmount') ?? ''),
    nachlaesse: zuUndAbschlaege.filter((ac) => !istZuschlag(ac)).map((ac) => textAn(ac, 'ActualAmount') ?? ''),
    leistungBeginn: isoDatum(textAn(abrechnung, 'BillingSpecifiedPeriod', 'StartDateTime', 'DateTimeString')),
    leistungEnde: isoDatum(textAn(abrechnung, 'BillingSpecifiedPeriod', 'EndDateTime', 'DateTimeString')),
  };
};

/** UN/CEFACT Cross Industry Invoice D16B (XRechnung CII, ZUGFeRD 2.x, Factur-X). */
export const leseCii = (wurzel: XmlKnoten): RohRechnung => {
  const dokument = pfad(wurzel, 'ExchangedDocument')[0];
  const handel = pfad(wurzel, 'SupplyChainTradeTransaction')[0];
  const vereinbarung = pfad(handel, 'ApplicableHeaderTradeAgreement')[0];
  const abrechnung = pfad(handel, 'ApplicableHeaderTradeSettlement')[0];
  const summen = pfad(abrechnung, 'SpecifiedTradeSettlementHeaderMonetarySummation')[0];
  const waehrung = textAn(abrechnung, 'InvoiceCurrencyCode');
  const verkaeufer = pfad(vereinbarung, 'SellerTradeParty')[0];
  const steuerSummen = kinder(summen, 'TaxTotalAmount');
  const steuerSumme = steuerSummen.find((s) => attribut(s, 'currencyID') === waehrung) ?? steuerSummen[0];
  return {
    format: 'cii',
    spezifikation: textAn(wurzel, 'ExchangedDocumentContext', 'GuidelineSpecifiedDocumentContextParameter', 'ID'),
    nummer: textAn(dokument, 'ID'),
    datum: isoDatum(textAn(dokument, 'IssueDateTime', 'DateTimeString')),
    typCode: textAn(dokument, 'TypeCode'),
    waehrung,
    verkaeuferName: textAn(verkaeufer, 'Name'),
    verkaeuferUstId: text(pfad(verkaeufer, 'SpecifiedTaxRegistration', 'ID').find((id) => attribut(id, 'schemeID') === 'VA')),
    kaeuferName: textAn(vereinbarung, 'BuyerTradeParty', 'Name'),
    kaeuferReferenz: textAn(vereinbarung, 'BuyerReference'),
    bestellReferenz: textAn(vereinbarung, 'BuyerOrderReferencedDocument', 'IssuerAssignedID'),
    vorherigeRechnung: textAn(abrechnung, 'InvoiceReferencedDocument', 'IssuerAssignedID'),
    lieferdatum: isoDatum(
      textAn(handel, 'ApplicableHeaderTradeDelivery', 'ActualDeliverySupplyChainEvent', 'OccurrenceDateTime', 'DateTimeString'),
    ),
    leistungBeginn: isoDatum(textAn(abrechnung, 'BillingSpecifiedPeriod', 'StartDateTime', 'DateTimeString')),
    leistungEnde: isoDatum(textAn(abrechnung, 'BillingSpecifiedPeriod', 'EndDateTime', 'DateTimeString')),
    summePositionen: textAn(summen, 'LineTotalAmount'),
    nachlaesse: textAn(summen, 'AllowanceTotalAmount'),
    zuschlaege: textAn(summen, 'ChargeTotalAmount'),
    netto: textAn(summen, 'TaxBasisTotalAmount'),
    steuer: text(steuerSumme),
    brutto: textAn(summen, 'GrandTotalAmount'),
    vorausbezahlt: textAn(summen, 'TotalPrepaidAmount'),
    rundung: textAn(summen, 'RoundingAmount'),
    zahlbetrag: textAn(summen, 'DuePayableAmount'),
    steuern: kinder(abrechnung, 'ApplicableTradeTax').map((s) => ({
      basis: textAn(s, 'BasisAmount'),
      betrag: textAn(s, 'CalculatedAmount'),
      satz: textAn(s, 'RateApplicablePercent'),
      kategorie: textAn(s, 'CategoryCode'),
    })),
    positionen: kinder(handel, 'IncludedSupplyChainTradeLineItem').map(position),
  };
};
