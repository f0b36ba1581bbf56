import type { AbfallstromZeile } from '@abfallportal/common/auswertung';
import ExcelJS from 'exceljs';

/**
 * The table under the evaluation charts as a download (issue 21, `/erzeuger/auswertung`: "CSV/Excel
 * download of each table"): CSV for any program (`;`-separated, UTF-8 with BOM so Excel opens umlauts
 * right, decimal comma) and XLSX with real numbers and German number formats plus a sum row.
 */
export type TabellenFormat = 'csv' | 'xlsx';

export const TABELLEN_TYP: Record<TabellenFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

type Spalte = { titel: string; breite: number; wert: (z: AbfallstromZeile) => string | number; art?: 'menge' | 'euro' };

/** `2025-03` → `03.2025`; anything else as it is. */
export function monatText(monat: string): string {
  const m = /^(\d{4})-(\d{2})$/.exec(monat);
  return m ? `${m[2]}.${m[1]}` : monat;
}

export const SPALTEN: readonly Spalte[] = [
  { titel: 'Monat', breite: 10, wert: (z) => monatText(z.monat) },
  { titel: 'Anfallstelle', breite: 30, wert: (z) => z.anfallstelleName },
  { titel: 'Fraktion', breite: 30, wert: (z) => z.fraktionName },
  { titel: 'AVV', breite: 10, wert: (z) => z.abfallschluessel },
  { titel: 'Gefährlich', breite: 10, wert: (z) => (z.gefaehrlich ? 'ja' : 'nein') },
  { titel: 'Entsorger', breite: 30, wert: (z) => z.entsorgerName },
  { titel: 'Verbleibsanlage', breite: 30, wert: (z) => z.verbleibsanlageName ?? '' },
  { titel: 'R/D-Verfahren', breite: 12, wert: (z) => z.entsorgungsverfahren ?? '' },
  { titel: 'Menge (t)', breite: 14, wert: (z) => z.mengeT, art: 'menge' },
  { titel: 'Kosten (€)', breite: 14, wert: (z) => z.kostenEuro, art: 'euro' },
];

const MENGE_FORMAT = '#,##0.000';
const EURO_FORMAT = '#,##0.00 "€"';

/**
 * A number with a decimal comma and no thousands separator (so every program reads it back), rounded
 * half away from zero on the decimal value (1234.0455 → "1234,046", where toFixed alone gives …045).
 */
function dezimal(wert: number, stellen: number): string {
  const betrag = String(Math.abs(wert));
  if (!Number.isFinite(wert) || betrag.includes('e')) return (Number.isFinite(wert) ? wert : 0).toFixed(stellen).replace('.', ',');
  const gerundet = Math.sign(wert) * Number(`${Math.round(Number(`${betrag}e${stellen}`))}e-${stellen}`);
  return (gerundet === 0 ? 0 : gerundet).toFixed(stellen).replace('.', ',');
}

/**
 * One CSV field: quoted when it holds `;`, a quote or a line break; a text a spreadsheet would run as a
 * formula (`=`, `+`, `-`, `@` first) gets a leading apostrophe (CSV injection).
 */
function csvFeld(wert: string): string {
  const sicher = /^[=+\-@\t\r]/.test(wert) ? `'${wert}` : wert;
  return /[;"\r\n]/.test(sicher) ? `"${sicher.replace(/"/g, '""')}"` : sicher;
}

function csv(zeilen: readonly AbfallstromZeile[]): Buffer {
  const kopf = SPALTEN.map((s) => csvFeld(s.titel)).join(';');
  const rumpf = zeilen.map((z) =>
    SPALTEN.map((s) => {
      const w = s.wert(z);
      return typeof w === 'number' ? dezimal(w, s.art === 'euro' ? 2 : 3) : csvFeld(w);
    }).join(';'),
  );
  const summe = SPALTEN.map((s, i) => {
    if (i === 0) return 'Summe';
    if (s.art)
      return dezimal(
        zeilen.reduce((a, z) => a + (s.wert(z) as number), 0),
        s.art === 'euro' ? 2 : 3,
      );
    return '';
  }).join(';');
  return Buffer.from(`\uFEFF${[kopf, ...rumpf, summe].join('\r\n')}\r\n`, 'utf8');
}

async function xlsx(zeilen: readonly AbfallstromZeile[]): Promise<Buffer> {
  const mappe = new ExcelJS.Workbook();
  mappe.creator = 'Abfallportal';
  const blatt = mappe.addWorksheet('Abfallströme', { views: [{ state: 'frozen', ySplit: 1 }] });
  blatt.columns = SPALTEN.map((s, i) => ({
    header: s.titel,
    key: `s${i}`,
    width: s.breite,
    style: s.art ? { numFmt: s.art === 'euro' ? EURO_FORMAT : MENGE_FORMAT } : {},
  }));
  blatt.getRow(1).font = { bold: true };
  for (const z of zeilen) blatt.addRow(SPALTEN.map((s) => s.wert(z)));
  if (zeilen.length > 0) blatt.autoFilter = { from: { row: 1, column: 1 }, to: { row: zeilen.length + 1, column: SPALTEN.length } };
  const letzte = zeilen.length + 1;
  const summe = blatt.addRow(
    SPALTEN.map((s, i) => {
      if (i === 0) return 'Summe';
      if (!s.art) return null;
      const buchstabe = blatt.getColumn(i + 1).letter;
      const ergebnis = zeilen.reduce((a, z) => a + (s.wert(z) as number), 0);
      return zeilen.length > 0 ? { formula: `SUM(${buchstabe}2:${buchstabe}${letzte})`, result: ergebnis } : 0;
    }),
  );
  summe.font = { bold: true };
  return Buffer.from(await mappe.xlsx.writeBuffer());
}

/** The rows as CSV or XLSX (header row, one line per row, a sum row). */
export async function abfallstromTabelle(zeilen: AbfallstromZeile[], format: TabellenFormat): Promise<Buffer> {
  return format === 'csv' ? csv(zeilen) : xlsx(zeilen);
}

/** A file name for the download: `abfallstroeme-2025-01-01-bis-2025-12-31.csv`. */
export function tabellenDateiname(von: string, bis: string, format: TabellenFormat): string {
  return `abfallstroeme-${von}-bis-${bis}.${format}`;
}
