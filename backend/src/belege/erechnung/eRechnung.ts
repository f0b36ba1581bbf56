import type { BelegTyp } from '@abfallportal/common/beleg';
/**
 * What an e-invoice (XRechnung UBL/CII, ZUGFeRD/Factur-X) says, as the receipts slice needs it.
 * The receipt types are the subset of spec § 3 that an invoice document can be; the receipts slice
 * owns the full list (common/src/beleg.ts).
 */
export type ERechnungBelegTyp = Extract<BelegTyp, 'rechnung' | 'gutschrift' | 'stornorechnung' | 'stornogutschrift'>;

/** The syntax the XML was written in, and where it came from. */
export type ERechnungFormat = 'ubl-invoice' | 'ubl-creditnote' | 'cii';

/** Our units (data/stammdaten/einheiten.csv kuerzel). */
export type UnsereEinheit = 't' | 'kg' | 'm³' | 'l' | 'Stück' | 'Tag';

export type ERechnungMerkmal = { name: string; wert: string };

export type ERechnungPosition = {
  /** BT-126 */
  nummer: string;
  /** BT-153 */
  name: string;
  /** BT-154 */
  beschreibung: string | null;
  /** BT-129 */
  menge: number;
  /** BT-130, UN/ECE Recommendation 20/21 */
  einheitCode: string;
  /** our unit for the code, null when we have none */
  einheit: UnsereEinheit | null;
  /** BT-146 net price per BT-149 base quantity */
  nettopreis: number;
  basismenge: number;
  /** BT-131 */
  nettobetrag: number;
  /** BT-152 */
  steuersatz: number | null;
  /** BT-160/161 */
  merkmale: ERechnungMerkmal[];
  /** compact AVV key of the catalogue ('170904'), null when the line names none */
  avvCode: string | null;
  /** as the catalogue shows it ('17 09 04', hazardous with '*') */
  avvAnzeige: string | null;
  /** BT-134/135 */
  leistungBeginn: string | null;
  leistungEnde: string | null;
};

export type ERechnung = {
  format: ERechnungFormat;
  /** where the XML came from: the file itself or the name of the PDF attachment */
  quelle: 'xml' | 'factur-x.xml' | 'zugferd-invoice.xml' | 'xrechnung.xml' | string;
  /** BT-24 */
  spezifikation: string | null;
  /** BT-1 */
  nummer: string;
  /** BT-2, ISO date */
  datum: string;
  /** BT-3 */
  typCode: string;
  belegTyp: ERechnungBelegTyp;
  /** BT-5 */
  waehrung: string;
  /** BT-27 / BT-31 */
  verkaeuferName: string;
  verkaeuferUstId: string | null;
  /** BT-44 */
  kaeuferName: string;
  /** BT-10: our order number when the disposer followed our instructions */
  kaeuferReferenz: string | null;
  /** BT-13 */
  bestellReferenz: string | null;
  /** BT-25: the invoice a credit note or correction refers to */
  vorherigeRechnung: string | null;
  /** BT-72 */
  lieferdatum: string | null;
  /** BT-73/74 */
  leistungBeginn: string | null;
  leistungEnde: string | null;
  /** BT-106 */
  summePositionen: number;
  /** BT-109 */
  netto: number;
  /** BT-110 */
  steuer: number;
  /** BT-112 */
  brutto: number;
  /** BT-115 */
  zahlbetrag: number;
  positionen: ERechnungPosition[];
  /** things a person should know that do not stop the import (German) */
  hinweise: string[];
};

export type ERechnungErgebnis = { ok: true; rechnung: ERechnung } | { ok: false; grund: string };
