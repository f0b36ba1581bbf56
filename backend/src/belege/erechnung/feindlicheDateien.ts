import { createDeflate } from 'node:zlib';
import { PDFDocument, PDFHexString, PDFName, PDFString } from 'pdf-lib';
import { muster } from './eRechnungTestdaten';

/** Deflates `mb` MiB of spaces at level 9 in a stream (never holding them whole): about 1 KB per MiB. */
const deflateLeerzeichen = async (mb: number): Promise<Buffer> => {
  const deflate = createDeflate({ level: 9 });
  const teile: Buffer[] = [];
  deflate.on('data', (teil: Buffer) => teile.push(teil));
  const fertig = new Promise((resolve, reject) => deflate.on('end', resolve).on('error', reject));
  const megabyte = Buffer.alloc(2 ** 20, 0x20);
  for (let i = 0; i < mb; i++) if (!deflate.write(megabyte)) await new Promise((resolve) => deflate.once('drain', resolve));
  deflate.end();
  await fertig;
  return Buffer.concat(teile);
};

/**
 * Issue 28: a PDF of about 300 KB whose attached factur-x.xml (FlateDecode) inflates to `mb` MiB of
 * spaces. Before the cap, reading it held the event loop for 6.5 s. `filterListe`: the filter as a
 * one-element array, which pdf-lib's decoders read instead of zlib.
 */
export const pdfMitEntpackBombe = async (mb = 300, filterListe = false): Promise<Buffer> => {
  const pdf = await PDFDocument.create();
  pdf.addPage();
  const { context } = pdf;
  const datei = context.register(
    context.stream(await deflateLeerzeichen(mb), {
      Type: 'EmbeddedFile',
      Subtype: 'text/xml',
      Filter: filterListe ? ['FlateDecode'] : 'FlateDecode',
    }),
  );
  const spez = context.register(
    context.obj({
      Type: 'Filespec',
      F: PDFString.of('factur-x.xml'),
      UF: PDFHexString.fromText('factur-x.xml'),
      EF: { F: datei },
      AFRelationship: PDFName.of('Alternative'),
    }),
  );
  pdf.catalog.set(PDFName.of('Names'), context.obj({ EmbeddedFiles: { Names: [PDFString.of('factur-x.xml'), spez] } }));
  pdf.catalog.set(PDFName.of('AF'), context.obj([spez]));
  return Buffer.from(await pdf.save());
};

/**
 * Issue 28: an XRechnung (UBL) of about `bytes` bytes, the KoSIT sample with its first line repeated:
 * well-formed and parsed to the end, then refused because the lines no longer add up to the total.
 * Before the worker threads, reading 19 MB held the event loop for 5.7 s.
 */
export const riesigesXml = (bytes = 19 * 2 ** 20): Buffer => {
  const ubl = muster('kosit-xrechnung-testsuite/01.01a-INVOICE_ubl.xml').toString('utf8');
  const zeile = /<cac:InvoiceLine>[\s\S]*?<\/cac:InvoiceLine>/.exec(ubl)?.[0];
  if (!zeile) throw new Error('Das Muster hat keine InvoiceLine');
  const anzahl = Math.max(1, Math.floor((bytes - ubl.length) / zeile.length));
  return Buffer.from(ubl.replace(zeile, zeile.repeat(anzahl)), 'utf8');
};
