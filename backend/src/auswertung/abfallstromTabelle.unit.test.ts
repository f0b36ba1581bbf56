import type { AbfallstromZeile } from '@abfallportal/common/auswertung';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { abfallstromTabelle, monatText, SPALTEN, tabellenDateiname } from './abfallstromTabelle';

const zeile = (teil: Partial<AbfallstromZeile>): AbfallstromZeile => ({
  monat: '2025-03',
  anfallstelleId: 1,
  anfallstelleName: 'Baustelle Hafencity',
  fraktionId: 2,
  fraktionName: 'Bauschutt',
  abfallschluessel: '17 01 07',
  gefaehrlich: false,
  entsorgerId: 3,
  entsorgerName: 'Entsorgung Nord GmbH',
  verbleibsanlageName: 'Recyclinganlage Moorfleet',
  entsorgungsverfahren: 'R5',
  mengeT: 12.5,
  kostenEuro: 1234.5,
  ...teil,
});

const ZEILEN: AbfallstromZeile[] = [
  zeile({}),
  zeile({
    monat: '2025-04',
    anfallstelleName: 'Lager "Süd"; Halle 2',
    fraktionName: 'Dämmstoffe\nmit Asbest',
    abfallschluessel: '17 06 01*',
    gefaehrlich: true,
    entsorgerName: 'Recycling Süd AG',
    verbleibsanlageName: null,
    entsorgungsverfahren: null,
    mengeT: 1234.0455,
    kostenEuro: 98765.432,
  }),
  zeile({ anfallstelleName: '=HYPERLINK("x")', mengeT: 0.001, kostenEuro: 0 }),
];

describe('abfallstromTabelle as CSV', () => {
  it('is UTF-8 with BOM, ;-separated, with decimal commas, quoting and a sum row', async () => {
    const datei = await abfallstromTabelle(ZEILEN, 'csv');
    expect([...datei.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const zeilen = parse(datei.toString('utf8'), { delimiter: ';', bom: true }) as string[][];
    expect(zeilen[0]).toEqual(SPALTEN.map((s) => s.titel));
    expect(zeilen[0]).toContain('Menge (t)');
    expect(zeilen[1]).toEqual([
      '03.2025',
      'Baustelle Hafencity',
      'Bauschutt',
      '17 01 07',
      'nein',
      'Entsorgung Nord GmbH',
      'Recyclinganlage Moorfleet',
      'R5',
      '12,500',
      '1234,50',
    ]);
    expect(zeilen[2]!.slice(1, 5)).toEqual(['Lager "Süd"; Halle 2', 'Dämmstoffe\nmit Asbest', '17 06 01*', 'ja']);
    expect(zeilen[2]!.slice(6)).toEqual(['', '', '1234,046', '98765,43']);
    expect(zeilen[3]![1]).toBe('\'=HYPERLINK("x")'); // no formula when opened in a spreadsheet
    expect(zeilen[4]).toEqual(['Summe', '', '', '', '', '', '', '', '1246,547', '99999,93']);
    expect(zeilen).toHaveLength(5);
  });

  it('writes the header and a zero sum for no rows', async () => {
    const zeilen = parse((await abfallstromTabelle([], 'csv')).toString('utf8'), { delimiter: ';', bom: true }) as string[][];
    expect(zeilen).toHaveLength(2);
    expect(zeilen[1]![0]).toBe('Summe');
    expect(zeilen[1]![8]).toBe('0,000');
  });
});

describe('abfallstromTabelle as XLSX', () => {
  it('has a bold header, numbers with German formats and a sum row', async () => {
    const mappe = new ExcelJS.Workbook();
    await mappe.xlsx.load((await abfallstromTabelle(ZEILEN, 'xlsx')) as unknown as ArrayBuffer);
    const blatt = mappe.getWorksheet('Abfallströme')!;
    expect(blatt.getRow(1).values).toEqual([undefined, ...SPALTEN.map((s) => s.titel)]);
    expect(blatt.getRow(1).font?.bold).toBe(true);
    expect(blatt.getCell('A2').value).toBe('03.2025');
    expect(blatt.getCell('B3').value).toBe('Lager "Süd"; Halle 2');
    expect(blatt.getCell('I2').value).toBe(12.5);
    expect(blatt.getCell('I2').numFmt).toBe('#,##0.000');
    expect(blatt.getCell('J3').value).toBe(98765.432);
    expect(blatt.getCell('J3').numFmt).toBe('#,##0.00 "€"');
    expect(blatt.getCell('E3').value).toBe('ja');
    expect(blatt.getCell('A5').value).toBe('Summe');
    expect(blatt.getCell('I5').value).toEqual({ formula: 'SUM(I2:I4)', result: expect.closeTo(1246.5465, 6) });
    expect(blatt.getCell('J5').numFmt).toBe('#,##0.00 "€"');
    expect(blatt.getRow(5).font?.bold).toBe(true);
    expect(blatt.rowCount).toBe(5);
  });
});

describe('helpers', () => {
  it('writes months and file names the German way', () => {
    expect(monatText('2025-11')).toBe('11.2025');
    expect(tabellenDateiname('2025-01-01', '2025-12-31', 'xlsx')).toBe('abfallstroeme-2025-01-01-bis-2025-12-31.xlsx');
  });
});
