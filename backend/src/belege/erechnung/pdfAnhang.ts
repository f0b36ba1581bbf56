import { constants, inflateSync } from 'node:zlib';
import { PDFArray, PDFDict, PDFDocument, PDFHexString, PDFName, PDFRawStream, PDFString, decodePDFRawStream } from 'pdf-lib';
import { UPLOAD_MAX_BYTES } from '@abfallportal/common/validation';

/** The attachment names of ZUGFeRD 2.x / Factur-X (factur-x.xml), ZUGFeRD 2.0 and XRechnung in a PDF. */
export const ERECHNUNG_ANHAENGE = ['factur-x.xml', 'zugferd-invoice.xml', 'xrechnung.xml'] as const;

export type PdfAnhangErgebnis =
  | { ok: true; name: string; bytes: Uint8Array }
  /** `anhangGefunden`: the PDF names an e-invoice attachment, which could not be unpacked. */
  | { ok: false; grund: string; anhangGefunden: boolean };

/** An attached XML is unpacked up to the upload limit and no further (issue 28: 306 KB inflated to 300 MB). */
export const MAX_ENTPACKT = UPLOAD_MAX_BYTES;
const ZU_GROSS = `Die eingebettete XML-Datei ist größer als ${MAX_ENTPACKT / 2 ** 20} MB entpackt.`;

type Anhang = { name: string; spez: PDFDict };

const nameVon = (spez: PDFDict): string => {
  const wert = spez.lookup(PDFName.of('UF')) ?? spez.lookup(PDFName.of('F'));
  return wert instanceof PDFString || wert instanceof PDFHexString ? wert.decodeText() : '';
};

/** Leaves of the EmbeddedFiles name tree (PDF 32000 § 7.9.6), with a guard against cyclic Kids. */
const ausNamensbaum = (knoten: PDFDict, gesehen: Set<PDFDict>, tiefe: number): Anhang[] => {
  if (tiefe > 20 || gesehen.has(knoten)) return [];
  gesehen.add(knoten);
  const anhaenge: Anhang[] = [];
  const namen = knoten.lookupMaybe(PDFName.of('Names'), PDFArray);
  for (let i = 1; namen && i < namen.size(); i += 2) {
    const spez = namen.lookup(i);
    if (spez instanceof PDFDict) anhaenge.push({ name: nameVon(spez), spez });
  }
  const kinder = knoten.lookupMaybe(PDFName.of('Kids'), PDFArray);
  for (let i = 0; kinder && i < kinder.size(); i++) {
    const kind = kinder.lookup(i);
    if (kind instanceof PDFDict) anhaenge.push(...ausNamensbaum(kind, gesehen, tiefe + 1));
  }
  return anhaenge;
};

/** Every file specification of the PDF: the EmbeddedFiles name tree and the PDF/A-3 AF array. */
const alleAnhaenge = (pdf: PDFDocument): Anhang[] => {
  const baum = pdf.catalog.lookupMaybe(PDFName.of('Names'), PDFDict)?.lookupMaybe(PDFName.of('EmbeddedFiles'), PDFDict);
  const anhaenge = baum ? ausNamensbaum(baum, new Set(), 0) : [];
  const af = pdf.catalog.lookupMaybe(PDFName.of('AF'), PDFArray);
  for (let i = 0; af && i < af.size(); i++) {
    const spez = af.lookup(i);
    if (spez instanceof PDFDict) anhaenge.push({ name: nameVon(spez), spez });
  }
  return anhaenge;
};

/** Finds the e-invoice XML attached to a PDF (ZUGFeRD 2.x, Factur-X, XRechnung in PDF). */
export const xmlAusPdf = async (bytes: Uint8Array): Promise<PdfAnhangErgebnis> => {
  // A PDF ends with %%EOF (PDF 32000 § 7.5.5; readers look in the last kilobyte). Checking it first
  // refuses cut-off uploads and random bytes at once, before pdf-lib parses every object.
  if (!Buffer.from(bytes.subarray(Math.max(0, bytes.length - 2048))).includes('%%EOF')) {
    return { ok: false, grund: 'Die PDF-Datei ist unvollständig oder beschädigt: Das Dateiende (%%EOF) fehlt.', anhangGefunden: false };
  }
  let anhaenge: Anhang[];
  try {
    // pdf-lib's default parse speed yields to the event loop every 100 objects: a large PDF does not block other requests.
    const pdf = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false, throwOnInvalidObject: false });
    anhaenge = alleAnhaenge(pdf);
  } catch (fehler) {
    return {
      ok: false,
      grund: `Die PDF-Datei ist beschädigt: ${fehler instanceof Error ? fehler.message : String(fehler)}`,
      anhangGefunden: false,
    };
  }
  const treffer = ERECHNUNG_ANHAENGE.map((gesucht) => anhaenge.find((a) => a.name.toLowerCase() === gesucht)).find((a) => a);
  if (!treffer) {
    const andere = [...new Set(anhaenge.map((a) => a.name).filter((n) => n !== ''))];
    return {
      ok: false,
      grund: `Die PDF-Datei enthält keine E-Rechnung.${andere.length > 0 ? ` Sie hat nur diese Anhänge: ${andere.join(', ')}.` : ''}`,
      anhangGefunden: false,
    };
  }
  const ef = treffer.spez.lookupMaybe(PDFName.of('EF'), PDFDict);
  const strom = ef?.lookup(PDFName.of('F')) ?? ef?.lookup(PDFName.of('UF'));
  if (!(strom instanceof PDFRawStream))
    return { ok: false, grund: `Die eingebettete XML-Datei ${treffer.name} hat keinen Inhalt.`, anhangGefunden: true };
  try {
    const entpackt = entpacke(strom);
    if (entpackt === null) return { ok: false, grund: ZU_GROSS, anhangGefunden: true };
    return { ok: true, name: treffer.name.toLowerCase(), bytes: entpackt };
  } catch (fehler) {
    return {
      ok: false,
      grund: `Die eingebettete XML-Datei ist beschädigt: ${fehler instanceof Error ? fehler.message : String(fehler)}`,
      anhangGefunden: true,
    };
  }
};

/**
 * The attachment's bytes, unpacked to at most MAX_ENTPACKT; null when it holds more. FlateDecode alone
 * (what Factur-X writers use) goes through node's zlib, which stops at the limit; every other filter or
 * chain through pdf-lib's decoders, which are asked for one byte more than the limit and no further.
 * zlib is strict where pdf-lib forgives (a wrong checksum): such a stream is read by pdf-lib, capped too.
 */
const entpacke = (strom: PDFRawStream): Uint8Array | null => {
  const filter = strom.dict.lookup(PDFName.of('Filter'));
  if (filter === PDFName.of('FlateDecode') && strom.dict.lookup(PDFName.of('DecodeParms')) === undefined) {
    try {
      return inflateSync(strom.contents, { maxOutputLength: MAX_ENTPACKT, finishFlush: constants.Z_SYNC_FLUSH });
    } catch (fehler) {
      if ((fehler as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') return null;
    }
  }
  const bytes = decodePDFRawStream(strom).getBytes(MAX_ENTPACKT + 1);
  return bytes.length > MAX_ENTPACKT ? null : new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.length);
};
