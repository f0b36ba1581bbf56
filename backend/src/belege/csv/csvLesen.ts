import { CSV_IMPORT_MELDUNGEN, CSV_SPALTEN, type CsvAbgelehnteZeile } from '@abfallportal/common/belegImport';
import { parse } from 'csv-parse/sync';
import iconv from 'iconv-lite';
import { ungueltig } from '../../platform/domainError';

export type Kodierung = 'UTF-8' | 'Windows-1252';
export type Trennzeichen = ';' | ',';

/** One data row of the file: its line number (the header is line 1) and its cells by field key. */
export type CsvZeile = { zeile: number; werte: Record<string, string> };

export type CsvDatei = { kodierung: Kodierung; trennzeichen: Trennzeichen; zeilen: CsvZeile[] };

/**
 * The text of the file: UTF-8 with or without BOM when the bytes are valid UTF-8, else
 * Windows-1252 (what Excel writes as "CSV (Trennzeichen-getrennt)" on a German Windows).
 */
export function dekodiere(data: Buffer): { text: string; kodierung: Kodierung } {
  if (data.length >= 3 && data[0] === 0xef && data[1] === 0xbb && data[2] === 0xbf)
    return { text: data.subarray(3).toString('utf8'), kodierung: 'UTF-8' };
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(data), kodierung: 'UTF-8' };
  } catch {
    return { text: iconv.decode(data, 'win1252'), kodierung: 'Windows-1252' };
  }
}

/** `;` or `,`: whichever occurs more often outside quotes in the header line (`;` on a tie). */
export function erkenneTrennzeichen(text: string): Trennzeichen {
  let semikolon = 0;
  let komma = 0;
  let inQuotes = false;
  for (const c of text) {
    if (c === '"') inQuotes = !inQuotes;
    else if (!inQuotes && (c === '\n' || c === '\r')) break;
    else if (!inQuotes && c === ';') semikolon++;
    else if (!inQuotes && c === ',') komma++;
  }
  return komma > semikolon ? ',' : ';';
}

/** Header names compared without case, spaces, punctuation and with umlauts spelt out ("Behälter-Anzahl" = "behaelteranzahl"). */
export const normalisiereKopf = (kopf: string): string =>
  kopf
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9]/g, '');

const SPALTE_NACH_KOPF = new Map(CSV_SPALTEN.map((s) => [normalisiereKopf(s.kopf), s]));

/** Why csv-parse refused the file, in German with its line (its own messages are English). */
const PARSER_GRUENDE: Record<string, string> = {
  CSV_QUOTE_NOT_CLOSED: 'ein Anführungszeichen wird nicht geschlossen',
  CSV_INVALID_CLOSING_QUOTE: 'nach einem schließenden Anführungszeichen folgt kein Trennzeichen',
  CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE: 'nach einem schließenden Anführungszeichen folgt kein Trennzeichen',
  INVALID_OPENING_QUOTE: 'ein Anführungszeichen steht mitten in einem Feld',
  CSV_RECORD_INCONSISTENT_FIELDS_LENGTH: 'die Zeile hat eine andere Spaltenzahl als die Kopfzeile',
  CSV_MAX_RECORD_SIZE: 'ein Feld ist zu lang',
};

export const parserGrund = (error: unknown): string => {
  const { code, lines } = (error ?? {}) as { code?: string; lines?: number };
  const grund = (code && PARSER_GRUENDE[code]) ?? 'der Aufbau der Datei ist fehlerhaft';
  return typeof lines === 'number' ? `Zeile ${lines}: ${grund}` : grund;
};

/** Reads the file into rows by field key; a file that is no CSV of our columns is refused as a whole (400). */
export function leseCsv(data: Buffer): CsvDatei {
  if (data.includes(0)) throw ungueltig(CSV_IMPORT_MELDUNGEN.keineCsv, { errors: { datei: CSV_IMPORT_MELDUNGEN.keineCsv } });
  const { text, kodierung } = dekodiere(data);
  const trennzeichen = erkenneTrennzeichen(text);
  let roh: { record: string[]; info: { lines: number } }[];
  try {
    roh = parse(text, {
      delimiter: trennzeichen,
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
      bom: true,
    }) as unknown as { record: string[]; info: { lines: number } }[];
  } catch (error) {
    const meldung = `${CSV_IMPORT_MELDUNGEN.keineCsv} (${parserGrund(error)})`;
    throw ungueltig(meldung, { errors: { datei: meldung } });
  }
  const [kopfzeile, ...daten] = roh;
  if (!kopfzeile) throw ungueltig(CSV_IMPORT_MELDUNGEN.leer, { errors: { datei: CSV_IMPORT_MELDUNGEN.leer } });
  const spalten = kopfzeile.record.map((k) => SPALTE_NACH_KOPF.get(normalisiereKopf(k)) ?? null);
  const unbekannt = kopfzeile.record.filter((k, i) => k !== '' && spalten[i] === null);
  const fehlend = CSV_SPALTEN.filter((s) => s.pflicht && !spalten.includes(s));
  if (unbekannt.length > 0 || fehlend.length > 0) {
    const teile = [
      ...(unbekannt.length > 0 ? [`unbekannte Spalten: ${unbekannt.map((k) => `„${k}“`).join(', ')}`] : []),
      ...(fehlend.length > 0 ? [`es fehlen die Spalten ${fehlend.map((s) => `„${s.kopf}“`).join(', ')}`] : []),
    ];
    const meldung = `Die Kopfzeile passt nicht zur Vorlage: ${teile.join('; ')}.`;
    throw ungueltig(meldung, { errors: { datei: meldung } });
  }
  const zeilen = daten.map(({ record, info }) => {
    const werte: Record<string, string> = {};
    record.forEach((wert, i) => {
      const spalte = spalten[i];
      if (spalte && wert !== '') werte[spalte.feld] = wert;
    });
    return { zeile: info.lines, werte };
  });
  return { kodierung, trennzeichen, zeilen: zeilen.filter((z) => Object.keys(z.werte).length > 0) };
}

// ---------------------------------------------------------------- cell formats

/** "20.11.2026" or "2026-11-20" → "2026-11-20"; null when empty; an error text when it is no date. */
export function datumAusZelle(wert: string | undefined): { wert: string | null } | { fehler: string } {
  if (!wert) return { wert: null };
  const de = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(wert);
  const iso = de ? `${de[3]}-${de[2]!.padStart(2, '0')}-${de[1]!.padStart(2, '0')}` : wert;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso)) return { fehler: `„${wert}“ ist kein Datum (TT.MM.JJJJ).` };
  return { wert: iso };
}

/** A euro amount as Germans write it ("1.234,50", "-12,5", "420"); also "1234.50" when no comma is in it. */
export function betragAusZelle(wert: string | undefined): { wert: number | null } | { fehler: string } {
  if (!wert) return { wert: null };
  const ohneEuro = wert.replace(/\s*(€|EUR)\s*$/i, '').replace(/\s/g, '');
  let zahl: string;
  if (/^-?\d{1,3}(\.\d{3})*(,\d{1,2})?$/.test(ohneEuro) || /^-?\d+(,\d{1,2})?$/.test(ohneEuro))
    zahl = ohneEuro.replace(/\./g, '').replace(',', '.');
  else if (/^-?\d+\.\d{1,2}$/.test(ohneEuro)) zahl = ohneEuro;
  else return { fehler: `„${wert}“ ist kein Betrag in Euro (z. B. 1.234,50).` };
  return { wert: Number(zahl) };
}

/** A whole number ≥ 0; null when empty. */
export function anzahlAusZelle(wert: string | undefined): { wert: number | null } | { fehler: string } {
  if (!wert) return { wert: null };
  if (!/^\d{1,5}$/.test(wert)) return { fehler: `„${wert}“ ist keine ganze Zahl.` };
  return { wert: Number(wert) };
}

export type { CsvAbgelehnteZeile };
