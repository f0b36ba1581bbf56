import fs from 'node:fs';
import path from 'node:path';
import { validateXML, type XMLFileInfo } from 'xmllint-wasm';

/**
 * The XSD check of an e-invoice (issue 20): UBL 2.1 Invoice/CreditNote (OASIS) and UN/CEFACT CII D16B
 * in the subset EN 16931 binds to (the schemas XRechnung and Factur-X EN 16931 name), with libxml2's
 * validator compiled to WebAssembly (xmllint-wasm), so no native build and no system package is needed.
 * Where the schema files come from and what was changed: xsd/QUELLEN.md.
 */
export type XsdSyntax = 'UBL_INVOICE' | 'UBL_CREDIT_NOTE' | 'CII';

export type XsdErgebnis = { ok: true } | { ok: false; fehler: string[] };

const ORDNER = path.join(__dirname, 'xsd');

const HAUPTSCHEMA: Record<XsdSyntax, { ordner: string; datei: string; name: string }> = {
  UBL_INVOICE: { ordner: 'ubl', datei: 'ubl/maindoc/UBL-Invoice-2.1.xsd', name: 'UBL 2.1 (Invoice)' },
  UBL_CREDIT_NOTE: { ordner: 'ubl', datei: 'ubl/maindoc/UBL-CreditNote-2.1.xsd', name: 'UBL 2.1 (CreditNote)' },
  CII: { ordner: 'cii', datei: 'cii/CII/uncefact/data/standard/CrossIndustryInvoice_100pD16B.xsd', name: 'UN/CEFACT CII D16B' },
};

export const xsdName = (syntax: XsdSyntax): string => HAUPTSCHEMA[syntax].name;

const alleDateien = (ordner: string): string[] =>
  fs
    .readdirSync(ordner, { withFileTypes: true })
    .flatMap((e) =>
      e.isDirectory() ? alleDateien(path.join(ordner, e.name)) : e.name.endsWith('.xsd') ? [path.join(ordner, e.name)] : [],
    );

// The schema files are read once per process; the validator gets them as its in-memory file system.
const geladen = new Map<string, XMLFileInfo[]>();
const schemaDateien = (ordner: string): XMLFileInfo[] => {
  let dateien = geladen.get(ordner);
  if (!dateien) {
    dateien = alleDateien(path.join(ORDNER, ordner)).map((datei) => ({
      fileName: path.relative(ORDNER, datei).split(path.sep).join('/'),
      contents: fs.readFileSync(datei),
    }));
    geladen.set(ordner, dateien);
  }
  return dateien;
};

const name = (qname: string): string => qname.replace(/^\{[^}]*\}/, '');
const namen = (liste: string): string =>
  liste
    .split(',')
    .map((q) => `„${name(q.trim())}“`)
    .join(', ');

/** libxml2's messages in German for the cases an e-invoice meets; anything else keeps its own wording. */
export const xsdMeldungDeutsch = (roh: string): string => {
  const zeile = /^[^:]*:(\d+):/.exec(roh)?.[1];
  const text = roh.replace(/^[^:]*:\d+:\s*(?:element [^:]+:\s*)?Schemas validity error\s*:\s*/, '').trim();
  const vorne = zeile ? `Zeile ${zeile}: ` : '';
  let m = /^Element '([^']+)': This element is not expected\. Expected is(?: one of)? \( ([^)]*) \)\.?$/.exec(text);
  if (m) return `${vorne}Element „${name(m[1]!)}“ ist an dieser Stelle nicht erlaubt; erwartet wird ${namen(m[2]!)}.`;
  m = /^Element '([^']+)': This element is not expected\.?$/.exec(text);
  if (m) return `${vorne}Element „${name(m[1]!)}“ ist an dieser Stelle nicht erlaubt.`;
  m = /^Element '([^']+)': Missing child element\(s\)\. Expected is(?: one of)? \( ([^)]*) \)\.?$/.exec(text);
  if (m) return `${vorne}In „${name(m[1]!)}“ fehlt ${namen(m[2]!)}.`;
  m = /^Element '([^']+)': '([^']*)' is not a valid value of the (?:atomic|union|list) type '([^']+)'\.?$/.exec(text);
  if (m) return `${vorne}„${m[2]}“ ist kein gültiger Wert für „${name(m[1]!)}“ (Typ ${name(m[3]!)}).`;
  m = /^Element '([^']+)', attribute '([^']+)': The attribute '[^']+' is not allowed\.?$/.exec(text);
  if (m) return `${vorne}Das Attribut „${m[2]}“ ist an „${name(m[1]!)}“ nicht erlaubt.`;
  m = /^Element '([^']+)': The attribute '([^']+)' is required but missing\.?$/.exec(text);
  if (m) return `${vorne}An „${name(m[1]!)}“ fehlt das Attribut „${m[2]}“.`;
  m = /^Element '([^']+)': No matching global declaration available for the validation root\.?$/.exec(text);
  if (m) return `${vorne}Das Wurzelelement „${name(m[1]!)}“ passt nicht zum Schema.`;
  return `${vorne}${text}`;
};

/** At most this many schema errors are named in the reason; the rest are counted. */
export const MAX_XSD_FEHLER = 5;

/**
 * Checks `xml` (the decoded text; its XML declaration is dropped because the validator reads UTF-8 only)
 * against the schema of its syntax. The schema errors come back in German, in document order.
 */
export const pruefeXsd = async (xml: string, syntax: XsdSyntax): Promise<XsdErgebnis> => {
  const { ordner, datei } = HAUPTSCHEMA[syntax];
  const dateien = schemaDateien(ordner);
  const haupt = dateien.find((d) => d.fileName === datei);
  if (!haupt) throw new Error(`XSD ${datei} fehlt`);
  const ergebnis = await validateXML({
    xml: [{ fileName: 'rechnung.xml', contents: xml.replace(/^\uFEFF?\s*<\?xml[^?]*\?>/, '') }],
    schema: haupt,
    preload: dateien.filter((d) => d !== haupt),
    // 20 MB invoices with their attachments cut out stay far below this (64 KiB pages: 512 MiB).
    maxMemoryPages: 8192,
  });
  if (ergebnis.valid) return { ok: true };
  const fehler = ergebnis.errors.map((e) => xsdMeldungDeutsch(e.rawMessage));
  return { ok: false, fehler: fehler.length > 0 ? fehler : ['Das XML-Schema meldet einen Fehler ohne Angabe.'] };
};
