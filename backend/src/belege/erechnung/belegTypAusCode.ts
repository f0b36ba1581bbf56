import type { ERechnungBelegTyp } from './eRechnung';

/**
 * UNTDID 1001 document type codes (BT-3) that XRechnung and Factur-X allow, as our receipt types.
 * A "Gutschrift" in German VAT law is the self-billed invoice (389); 381 is the credit note the
 * trade also calls Gutschrift. 384 corrects (and so cancels) an earlier invoice.
 */
const BELEG_TYP: Readonly<Record<string, ERechnungBelegTyp>> = {
  '380': 'rechnung', // Handelsrechnung
  '326': 'rechnung', // Teilrechnung
  '386': 'rechnung', // Vorauszahlungsrechnung
  '875': 'rechnung', // Teilrechnung für Bauleistungen
  '876': 'rechnung', // Teilschlussrechnung für Bauleistungen
  '877': 'rechnung', // Schlussrechnung für Bauleistungen
  '381': 'gutschrift', // Gutschriftsanzeige (credit note)
  '389': 'gutschrift', // Gutschrift im Gutschriftsverfahren (self-billed invoice)
  '384': 'stornorechnung', // Rechnungskorrektur
  '457': 'stornorechnung', // Storno einer Belastung
  '261': 'stornogutschrift', // Storno einer Gutschrift im Gutschriftsverfahren
  '458': 'stornogutschrift', // Storno einer Gutschrift
};

export const belegTypAusCode = (code: string): ERechnungBelegTyp | null => BELEG_TYP[code] ?? null;
