import ExcelJS from 'exceljs';
import { bilanzVon, type ExportDaten } from './exportDaten';
import { statusText, typText } from './exportFormat';

/** Excel sheet names: at most 31 characters, none of : \ / ? * [ ], unique in the workbook. */
const blattName = (name: string, vergeben: Set<string>): string => {
  const basis =
    name
      .replace(/[:\\/?*[\]]/g, ' ')
      .trim()
      .slice(0, 28) || 'Anfallstelle';
  let kandidat = basis;
  for (let i = 2; vergeben.has(kandidat.toLowerCase()); i++) kandidat = `${basis.slice(0, 26)} ${i}`;
  vergeben.add(kandidat.toLowerCase());
  return kandidat;
};

const DATUM = 'dd.mm.yyyy';
const MENGE = '#,##0.000';
const EURO = '#,##0.00 "€"';

/**
 * The documentation workbook (exceljs streaming writer, rows are committed as they are written):
 * "Übersicht" with the sums per site and AVV code (approved receipts), then one sheet per site with every position
 * (date, receipt, type, disposer, status, AVV, name, quantity, unit, R/D, plant) and a sum per AVV code.
 */
export const schreibeExportExcel = async (daten: ExportDaten, ziel: string): Promise<void> => {
  const mappe = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: ziel, useStyles: true, useSharedStrings: false });
  mappe.creator = 'Abfallportal';
  const vergeben = new Set<string>();

  const uebersicht = mappe.addWorksheet(blattName('Übersicht', vergeben));
  uebersicht.columns = [
    { header: 'Erzeuger', key: 'erzeuger', width: 28 },
    { header: 'Anfallstelle', key: 'standort', width: 30 },
    { header: 'AVV', key: 'avv', width: 10 },
    { header: 'Menge', key: 'menge', width: 14, style: { numFmt: MENGE } },
    { header: 'Einheit', key: 'einheit', width: 8 },
    { header: 'Entsorgungsweg (R/D · Verbleibsanlage)', key: 'weg', width: 50 },
  ];
  uebersicht.getRow(1).font = { bold: true };
  uebersicht.getRow(1).commit();
  for (const s of daten.standorte)
    for (const z of bilanzVon(s.belege))
      uebersicht
        .addRow({
          erzeuger: s.erzeuger,
          standort: s.name,
          avv: z.abfallschluessel,
          menge: z.menge,
          einheit: z.einheit,
          weg: z.wege.join('; '),
        })
        .commit();
  uebersicht.commit();

  for (const s of daten.standorte) {
    const blatt = mappe.addWorksheet(blattName(s.name, vergeben));
    blatt.columns = [
      { header: 'Datum', key: 'datum', width: 12, style: { numFmt: DATUM } },
      { header: 'Beleg', key: 'nummer', width: 16 },
      { header: 'Art', key: 'typ', width: 14 },
      { header: 'Entsorger', key: 'entsorger', width: 26 },
      { header: 'Status', key: 'status', width: 12 },
      { header: 'AVV', key: 'avv', width: 10 },
      { header: 'Bezeichnung', key: 'bezeichnung', width: 30 },
      { header: 'Menge', key: 'menge', width: 12, style: { numFmt: MENGE } },
      { header: 'Einheit', key: 'einheit', width: 8 },
      { header: 'R/D', key: 'verfahren', width: 6 },
      { header: 'Verbleibsanlage', key: 'anlage', width: 28 },
      { header: 'Belegsumme', key: 'summe', width: 14, style: { numFmt: EURO } },
    ];
    blatt.getRow(1).font = { bold: true };
    blatt.getRow(1).commit();
    for (const b of s.belege) {
      const kopf = {
        datum: new Date(`${b.datum}T00:00:00Z`),
        nummer: b.nummer ?? '',
        typ: typText(b.typ),
        entsorger: b.entsorger,
        status: statusText(b.status),
        summe: b.summe,
      };
      if (b.positionen.length === 0) blatt.addRow(kopf).commit();
      for (const p of b.positionen)
        blatt
          .addRow({
            ...kopf,
            avv: p.abfallschluessel ?? '',
            bezeichnung: p.bezeichnung ?? '',
            menge: p.menge,
            einheit: p.einheit ?? '',
            verfahren: p.entsorgungsverfahren ?? '',
            anlage: p.verbleibsanlage ?? '',
          })
          .commit();
    }
    blatt.addRow({}).commit();
    const summen = blatt.addRow({ bezeichnung: 'Summe je Abfallschlüssel (freigegebene Belege)' });
    summen.font = { bold: true };
    summen.commit();
    for (const z of bilanzVon(s.belege)) blatt.addRow({ avv: z.abfallschluessel, menge: z.menge, einheit: z.einheit }).commit();
    blatt.commit();
  }
  await mappe.commit();
};
