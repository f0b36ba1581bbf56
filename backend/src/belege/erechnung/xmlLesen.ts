import { XMLParser, XMLValidator } from 'fast-xml-parser';

/** One element: child elements by local name (namespace prefixes stripped), '#text', '@_attribute'. */
export type XmlKnoten = { [name: string]: (XmlKnoten | string)[] | string | undefined };

export type XmlErgebnis =
  /** `text`: the decoded XML with attached documents' content cut out, as parsed (the XSD check reads it). */
  { ok: true; wurzelName: string; wurzel: XmlKnoten; hinweise: string[]; text: string } | { ok: false; grund: string };

const BEKANNTE_KODIERUNGEN: Record<string, string> = {
  'utf-8': 'utf-8',
  utf8: 'utf-8',
  'us-ascii': 'utf-8',
  ascii: 'utf-8',
  'iso-8859-1': 'windows-1252',
  latin1: 'windows-1252',
  'iso-8859-15': 'iso-8859-15',
  'windows-1252': 'windows-1252',
  cp1252: 'windows-1252',
  'utf-16': 'utf-16le',
};

type Dekodiert = { ok: true; text: string; hinweis: string | null } | { ok: false; grund: string };

const streng = (kodierung: string, bytes: Uint8Array): string | null => {
  try {
    return new TextDecoder(kodierung, { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
};

/**
 * Bytes to text as XML 1.0 (appendix F) says: a byte order mark first, then the encoding the
 * declaration names. A declaration naming an encoding that does not exist (the corpus has
 * "UTF-8-W/O-BOM") is read as UTF-8 when the bytes are valid UTF-8, with a note; otherwise refused.
 */
const dekodiere = (bytes: Uint8Array, beschreibung: string): Dekodiert => {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) {
    const text = streng('utf-8', bytes.subarray(3));
    return text === null
      ? { ok: false, grund: `${beschreibung} ist beschädigt: keine gültige UTF-8-Kodierung.` }
      : { ok: true, text, hinweis: null };
  }
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) {
    const text = streng(bytes[0] === 0xff ? 'utf-16le' : 'utf-16be', bytes.subarray(2));
    return text === null
      ? { ok: false, grund: `${beschreibung} ist beschädigt: keine gültige UTF-16-Kodierung.` }
      : { ok: true, text, hinweis: null };
  }
  const kopf = Buffer.from(bytes.subarray(0, 200)).toString('latin1');
  const angegeben = /^\s*<\?xml[^>]*?encoding\s*=\s*["']([^"']*)["']/.exec(kopf)?.[1]?.trim() ?? 'UTF-8';
  const kodierung = BEKANNTE_KODIERUNGEN[angegeben.toLowerCase()];
  if (kodierung) {
    const text = streng(kodierung, bytes);
    return text === null
      ? { ok: false, grund: `${beschreibung} ist beschädigt: Die Bytes passen nicht zur angegebenen Zeichenkodierung „${angegeben}“.` }
      : { ok: true, text, hinweis: null };
  }
  const alsUtf8 = streng('utf-8', bytes);
  if (alsUtf8 === null) {
    return {
      ok: false,
      grund: `${beschreibung} ist beschädigt: Sie gibt die unbekannte Zeichenkodierung „${angegeben}“ an und ist kein gültiges UTF-8.`,
    };
  }
  return {
    ok: true,
    text: alsUtf8,
    hinweis: `${beschreibung} gibt die unbekannte Zeichenkodierung „${angegeben}“ an; sie wurde als UTF-8 gelesen.`,
  };
};

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  ignoreDeclaration: true,
  ignorePiTags: true,
  processEntities: true,
  htmlEntities: false,
  // Every element is a list, so "one or many" never needs a second code path.
  isArray: (_name, _pfad, _blatt, istAttribut) => !istAttribut,
});

// Attached documents (BG-24, base64 in the XML) make up most of a large e-invoice and are not read
// here: their content goes before parsing, which keeps a 20 MB file fast.
const ANHANG = /(<(?:[\w.-]+:)?(?:EmbeddedDocumentBinaryObject|AttachmentBinaryObject)\b[^>]*>)[^<]*(?=<\/)/g;
const ohneAnhaenge = (text: string): string => text.replace(ANHANG, '$1');

/** Where the tag that starts at `i` ends; quoted attribute values may hold '>' (as the parser reads them). */
const tagEnde = (text: string, i: number, ende: '>' | '?>'): number => {
  for (let j = i; j < text.length; j++) {
    const c = text[j];
    if (c === '"' || c === "'") {
      j = text.indexOf(c, j + 1);
      if (j === -1) return -1;
    } else if (c === ende[0] && text.startsWith(ende, j)) return j + ende.length - 1;
  }
  return -1;
};

/**
 * Whether the text holds a DOCTYPE, in the prolog or anywhere after it. fast-xml-parser reads every
 * "<!D" outside comments, CDATA and tags as a DOCTYPE, wherever it stands, so this walks the markup as
 * the parser does (comments, CDATA, processing instructions, quoted attribute values) instead of
 * looking at a prefix: a DOCTYPE behind a 5,000-character comment is found as well (issue 28).
 */
export const hatDoctype = (text: string): boolean => {
  for (let i = text.indexOf('<'); i !== -1; i = text.indexOf('<', i + 1)) {
    const zeichen = text[i + 1];
    if (zeichen === '!') {
      if (text.startsWith('--', i + 2)) i = text.indexOf('-->', i + 4);
      else if (text[i + 2] === '[') i = text.indexOf(']]>', i + 3);
      else if (text[i + 2] === 'D' || text[i + 2] === 'd') return true;
    } else if (zeichen === '/') i = text.indexOf('>', i);
    else i = tagEnde(text, i + 1, zeichen === '?' ? '?>' : '>');
    // Unclosed markup: nothing after it is read as markup; the well-formedness check refuses the file.
    if (i === -1) return false;
  }
  return false;
};

/** The parser's own refusals (nesting, entities) in German where we know them; else its wording. */
const parserGrund = (fehler: unknown): string => {
  const meldung = fehler instanceof Error ? fehler.message : String(fehler);
  if (/nested tags/i.test(meldung)) return 'Die Elemente sind zu tief verschachtelt.';
  if (fehler instanceof RangeError) return 'Die Datei ist zu groß oder zu tief verschachtelt, um sie zu lesen.';
  return meldung;
};

/** Decodes, checks well-formedness and parses; `beschreibung` names the file in messages. Never throws. */
export const leseXml = (bytes: Uint8Array, beschreibung: string): XmlErgebnis => {
  const dekodiert = dekodiere(bytes, beschreibung);
  if (!dekodiert.ok) return dekodiert;
  const text = ohneAnhaenge(dekodiert.text);
  // E-invoices never carry a DTD; refusing it rules out entity expansion attacks.
  if (hatDoctype(text)) return { ok: false, grund: `${beschreibung} enthält eine DOCTYPE-Angabe; E-Rechnungen haben keine.` };
  let dokument: XmlKnoten;
  try {
    const pruefung = XMLValidator.validate(text);
    if (pruefung !== true) {
      return {
        ok: false,
        grund: `${beschreibung} ist beschädigt: ${pruefung.err.msg} (Zeile ${pruefung.err.line}, Spalte ${pruefung.err.col}).`,
      };
    }
    dokument = parser.parse(text) as XmlKnoten;
  } catch (fehler) {
    return { ok: false, grund: `${beschreibung} ist beschädigt: ${parserGrund(fehler)}` };
  }
  const wurzelName = Object.keys(dokument).find((name) => !name.startsWith('?') && !name.startsWith('#'));
  const wurzel = wurzelName ? dokument[wurzelName] : undefined;
  const erstes = Array.isArray(wurzel) ? wurzel[0] : undefined;
  if (!wurzelName || erstes === undefined) return { ok: false, grund: `${beschreibung} enthält kein XML-Element.` };
  const hinweise = dekodiert.hinweis ? [dekodiert.hinweis] : [];
  return { ok: true, wurzelName, wurzel: typeof erstes === 'string' ? { '#text': erstes } : erstes, hinweise, text };
};

/** The child elements called `name` ('#text' wrapped as an element, so leaves read the same). */
export const kinder = (knoten: XmlKnoten | undefined, name: string): XmlKnoten[] => {
  const liste = knoten?.[name];
  if (!Array.isArray(liste)) return [];
  return liste.map((k) => (typeof k === 'string' ? { '#text': k } : k));
};

/** Descends along local names, collecting every match. */
export const pfad = (knoten: XmlKnoten | undefined, ...namen: string[]): XmlKnoten[] =>
  namen.reduce<XmlKnoten[]>((ebene, name) => ebene.flatMap((k) => kinder(k, name)), knoten ? [knoten] : []);

export const text = (knoten: XmlKnoten | undefined): string | null => {
  const wert = knoten?.['#text'];
  return typeof wert === 'string' && wert.trim() !== '' ? wert.trim() : null;
};

export const attribut = (knoten: XmlKnoten | undefined, name: string): string | null => {
  const wert = knoten?.[`@_${name}`];
  return typeof wert === 'string' ? wert : null;
};

export const textAn = (knoten: XmlKnoten | undefined, ...namen: string[]): string | null => text(pfad(knoten, ...namen)[0]);
