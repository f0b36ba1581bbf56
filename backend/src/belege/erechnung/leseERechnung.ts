import { UPLOAD_MAX_BYTES } from '@abfallportal/common/validation';
import { baueERechnung } from './baueERechnung';
import { leseCii } from './ciiLesen';
import type { ERechnungErgebnis } from './eRechnung';
import { xmlAusPdf } from './pdfAnhang';
import type { RohRechnung } from './rohRechnung';
import { leseUbl } from './ublLesen';
import { leseXml } from './xmlLesen';
import { MAX_XSD_FEHLER, pruefeXsd, xsdName, type XsdSyntax } from './xsdPruefung';

/** The upload limit of issue 20. */
export const MAX_GROESSE = UPLOAD_MAX_BYTES;

// Factur-X/ZUGFeRD profiles without invoice lines (BT-24 "urn:factur-x.eu:1p0:minimum" / ":basicwl").
const PROFILE_OHNE_POSITIONEN: [RegExp, string][] = [
  [/:minimum$/i, 'MINIMUM'],
  [/:basicwl$/i, 'BASIC WL'],
];

const istPdf = (bytes: Uint8Array): boolean => Buffer.from(bytes.subarray(0, 1024)).includes('%PDF-');

const siehtAusWieXml = (bytes: Uint8Array): boolean => {
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) return true;
  const anfang = Buffer.from(bytes.subarray(0, 64))
    .toString('latin1')
    .replace(/^\u00ef\u00bb\u00bf/, '');
  return /^\s*</.test(anfang);
};

// Factur-X/ZUGFeRD EXTENDED adds elements to CII that the EN 16931 schema does not know; its own schema is not here.
const PROFIL_OHNE_XSD = /:extended$/i;

/** Reads the XML of an e-invoice (bare or taken from a PDF); `beschreibung` names it in messages. */
export const leseERechnungXml = async (
  bytes: Uint8Array,
  quelle: string,
  beschreibung: string,
  hinweise: string[] = [],
): Promise<ERechnungErgebnis> => {
  const xml = leseXml(bytes, beschreibung);
  if (!xml.ok) return xml;
  let roh: RohRechnung;
  let syntax: XsdSyntax;
  switch (xml.wurzelName) {
    case 'Invoice':
    case 'CreditNote':
      roh = leseUbl(xml.wurzel, xml.wurzelName);
      syntax = xml.wurzelName === 'Invoice' ? 'UBL_INVOICE' : 'UBL_CREDIT_NOTE';
      break;
    case 'CrossIndustryInvoice':
      roh = leseCii(xml.wurzel);
      syntax = 'CII';
      break;
    case 'CrossIndustryDocument':
      return { ok: false, grund: 'ZUGFeRD 1.0 wird nicht unterstützt; bitte eine Rechnung nach ZUGFeRD 2 oder XRechnung anfordern.' };
    default:
      return { ok: false, grund: `${beschreibung} ist keine E-Rechnung (Wurzelelement „${xml.wurzelName}“).` };
  }
  const ohnePositionen = PROFILE_OHNE_POSITIONEN.find(([muster]) => muster.test(roh.spezifikation ?? ''));
  if (ohnePositionen) {
    return {
      ok: false,
      grund: `Das Profil ${ohnePositionen[1]} enthält keine Positionen und ist nach deutschem Recht keine vollständige Rechnung. Bitte beim Entsorger eine Rechnung im Profil EN 16931 oder XRechnung anfordern.`,
    };
  }
  // The code's own checks first: they name the EN 16931 term or sum rule. The schema is the last gate.
  const gelesen = baueERechnung(roh, quelle, [...hinweise, ...xml.hinweise]);
  if (!gelesen.ok) return gelesen;
  if (PROFIL_OHNE_XSD.test(roh.spezifikation ?? '')) {
    const hinweis = 'Das Profil EXTENDED wurde ohne XSD-Prüfung gelesen: geprüft wird gegen das Schema von EN 16931.';
    return { ok: true, rechnung: { ...gelesen.rechnung, hinweise: [...gelesen.rechnung.hinweise, hinweis] } };
  }
  const xsd = await pruefeXsd(xml.text, syntax);
  if (xsd.ok) return gelesen;
  const mehr = xsd.fehler.length > MAX_XSD_FEHLER ? ` (und ${xsd.fehler.length - MAX_XSD_FEHLER} weitere Fehler)` : '';
  return {
    ok: false,
    grund: `${beschreibung} entspricht nicht dem XML-Schema ${xsdName(syntax)}: ${xsd.fehler.slice(0, MAX_XSD_FEHLER).join(' ')}${mehr}`,
  };
};

/**
 * What a file is for the receipts: an e-invoice with the reader's result, or a PDF without a readable
 * e-invoice (a receipt to capture by hand; `anhangGefunden` when it names one that could not be unpacked).
 */
export type ERechnungErkennung = { art: 'erechnung'; gelesen: ERechnungErgebnis } | { art: 'pdf'; grund: string; anhangGefunden: boolean };

const erechnung = (gelesen: ERechnungErgebnis): ERechnungErkennung => ({ art: 'erechnung', gelesen });

/**
 * Reads an e-invoice: XRechnung (UBL 2.1 Invoice/CreditNote or UN/CEFACT CII) or a ZUGFeRD/Factur-X
 * PDF with its XML attached. Never throws: a file it cannot read comes back with a German reason.
 * Asynchronous because pdf-lib parses PDFs asynchronously. On the event loop this takes seconds for a
 * large file: the portal calls it in a worker thread (eRechnungLeser.ts).
 */
export const erkenneERechnung = async (bytes: Buffer, dateiname?: string): Promise<ERechnungErkennung> => {
  try {
    if (bytes.length === 0) return erechnung({ ok: false, grund: 'Die Datei ist leer.' });
    if (bytes.length > MAX_GROESSE) return erechnung({ ok: false, grund: 'Die Datei ist größer als 20 MB.' });
    if (istPdf(bytes)) {
      const anhang = await xmlAusPdf(bytes);
      if (!anhang.ok) return { art: 'pdf', grund: anhang.grund, anhangGefunden: anhang.anhangGefunden };
      return erechnung(await leseERechnungXml(anhang.bytes, anhang.name, 'Die eingebettete XML-Datei'));
    }
    if (siehtAusWieXml(bytes)) return erechnung(await leseERechnungXml(bytes, 'xml', 'Die XML-Datei'));
    const name = dateiname ? `„${dateiname}“` : 'Die Datei';
    return erechnung({ ok: false, grund: `${name} ist weder eine XML- noch eine PDF-Datei und damit keine E-Rechnung.` });
  } catch (fehler) {
    return erechnung({
      ok: false,
      grund: `Die Datei konnte nicht gelesen werden: ${fehler instanceof Error ? fehler.message : String(fehler)}`,
    });
  }
};

/** The reader's result alone: a PDF without a readable e-invoice is a refusal with its reason. */
export const alsERechnungErgebnis = (erkannt: ERechnungErkennung): ERechnungErgebnis =>
  erkannt.art === 'erechnung' ? erkannt.gelesen : { ok: false, grund: erkannt.grund };

/** Reads an e-invoice in this thread (tests, the worker); see erkenneERechnung. */
export const leseERechnung = async (bytes: Buffer, dateiname?: string): Promise<ERechnungErgebnis> =>
  alsERechnungErgebnis(await erkenneERechnung(bytes, dateiname));
