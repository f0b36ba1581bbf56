import type { ERechnungFormat, ERechnungMerkmal } from './eRechnung';

/**
 * An invoice as the syntax readers (UBL, CII) find it: every value still the text of the XML, so
 * one place (baueERechnung) checks required terms, numbers, codes and sums for both syntaxes.
 */
export type RohPosition = {
  nummer: string | null;
  name: string | null;
  beschreibung: string | null;
  menge: string | null;
  einheitCode: string | null;
  preis: string | null;
  basismenge: string | null;
  nettobetrag: string | null;
  steuersatz: string | null;
  merkmale: ERechnungMerkmal[];
  zuschlaege: string[];
  nachlaesse: string[];
  leistungBeginn: string | null;
  leistungEnde: string | null;
};

export type RohSteuer = { basis: string | null; betrag: string | null; satz: string | null; kategorie: string | null };

export type RohRechnung = {
  format: ERechnungFormat;
  spezifikation: string | null;
  nummer: string | null;
  datum: string | null;
  typCode: string | null;
  waehrung: string | null;
  verkaeuferName: string | null;
  verkaeuferUstId: string | null;
  kaeuferName: string | null;
  kaeuferReferenz: string | null;
  bestellReferenz: string | null;
  vorherigeRechnung: string | null;
  lieferdatum: string | null;
  leistungBeginn: string | null;
  leistungEnde: string | null;
  summePositionen: string | null;
  nachlaesse: string | null;
  zuschlaege: string | null;
  netto: string | null;
  steuer: string | null;
  brutto: string | null;
  vorausbezahlt: string | null;
  rundung: string | null;
  zahlbetrag: string | null;
  steuern: RohSteuer[];
  positionen: RohPosition[];
};

/** CII dates are "format 102" (YYYYMMDD); UBL dates are already ISO. */
export const isoDatum = (wert: string | null): string | null =>
  wert && /^\d{8}$/.test(wert) ? `${wert.slice(0, 4)}-${wert.slice(4, 6)}-${wert.slice(6, 8)}` : wert;
