import ExcelJS from 'exceljs';
import { speicherWaechter } from '../platform/speicher';
import { bilanzVon, type BilanzZeile, type ExportQuelle, type ExportStandort, type ExportTeil } from './exportDaten';
import { datumText, statusText, typText } from './exportFormat';
import { mengenSumme } from './exportMengen';

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

type Blatt = ExcelJS.Worksheet;

/** "Recyclinghof Nord · bis 30.06.2027 – abgelaufen" or the certificate's name. */
const anlageText = (anlage: string | null, zertifikat: string | null, bis: string | null, abgelaufen: boolean): string =>
  [anlage ?? (zertifikat ? `Zertifikat ${zertifikat}` : null), bis ? `bis ${datumText(bis)}${abgelaufen ? ' – abgelaufen' : ''}` : null]
    .filter(Boolean)
    .join(' · ');

/**
 * A site sheet's documentation part (issue 20): the quantities of the period (hand-entered and from
 * approved receipts) with AVV and R/D columns, converted to t and m³, their sums and the rule texts.
 */
const mengenAbschnitt = (blatt: Blatt, s: ExportStandort, heute: string): void => {
  const { mengen, hinweise } = s.dokumentation;
  blatt.addRow({}).commit();
  const titel = blatt.addRow({ datum: 'Abfallmengen im Zeitraum (erfasst und aus freigegebenen Belegen)' });
  titel.font = { bold: true };
  titel.commit();
  const kopf = blatt.addRow({
    datum: 'Quelle',
    nummer: 'Beleg',
    status: 'Hinweis',
    avv: 'AVV',
    bezeichnung: 'Abfallart',
    menge: 'Menge',
    einheit: 'Einheit',
    verfahren: 'R/D',
    anlage: 'Verbleibsanlage / Zertifikat',
    tonnen: 't',
    kubikmeter: 'm³',
  });
  kopf.font = { bold: true };
  kopf.commit();
  for (const m of mengen)
    blatt
      .addRow({
        datum: m.quelle === 'ERFASST' ? 'erfasst' : 'Beleg',
        nummer: m.belegNummer ?? '',
        status: m.hinweis ?? '',
        avv: m.abfallschluessel,
        bezeichnung: m.avvBezeichnung ?? '',
        menge: m.menge ?? '',
        einheit: m.einheit ?? '',
        verfahren: m.entsorgungsverfahren ?? '',
        anlage: anlageText(
          m.verbleibsanlageName,
          m.zertifikatName,
          m.zertifikatGueltigBis,
          m.zertifikatGueltigBis !== null && m.zertifikatGueltigBis < heute,
        ),
        tonnen: m.tonnen,
        kubikmeter: m.kubikmeter,
      })
      .commit();
  const summe = mengenSumme(mengen);
  const summenZeile = blatt.addRow({ datum: 'Summe', tonnen: summe.tonnen, kubikmeter: summe.kubikmeter });
  summenZeile.font = { bold: true };
  summenZeile.commit();
  const texte = [hinweise.dokumentationspflicht?.text, hinweise.dokumentationspflicht?.erklaerung, hinweise.gefaehrlich].filter(
    (t): t is string => Boolean(t),
  );
  if (texte.length > 0) blatt.addRow({}).commit();
  for (const t of texte) blatt.addRow({ datum: t }).commit();
};

/** What the first two sheets need of a site; its receipts and quantities are loaded again for its own sheet. */
type StandortKurz = {
  teil: ExportTeil;
  name: string;
  erzeuger: string;
  /** The sums per AVV code of the site's approved receipts: the "Übersicht" rows and the site sheet's sum rows. */
  summen: BilanzZeile[];
  bilanz: ExportStandort['dokumentation']['bilanz'];
};

/**
 * "Bilanz" (issue 20): per site, AVV code and disposal path (R/D, plant or certificate, valid until)
 * the quantities of the period in t and m³, a sum per site and one over all.
 */
const bilanzBlatt = (blatt: Blatt, standorte: readonly StandortKurz[]): void => {
  blatt.columns = [
    { header: 'Erzeuger', key: 'erzeuger', width: 26 },
    { header: 'Anfallstelle', key: 'standort', width: 30 },
    { header: 'AVV', key: 'avv', width: 10 },
    { header: 'Abfallart', key: 'bezeichnung', width: 34 },
    { header: 'R/D', key: 'verfahren', width: 6 },
    { header: 'Verbleibsanlage / Zertifikat', key: 'anlage', width: 30 },
    { header: 'Gültig bis', key: 'gueltigBis', width: 12, style: { numFmt: DATUM } },
    { header: 'Abgelaufen', key: 'abgelaufen', width: 11 },
    { header: 'Menge (t)', key: 'tonnen', width: 14, style: { numFmt: MENGE } },
    { header: 'Menge (m³)', key: 'kubikmeter', width: 14, style: { numFmt: MENGE } },
    { header: 'Anzahl', key: 'anzahl', width: 8 },
    { header: 'Davon ohne Menge', key: 'ohneMenge', width: 10 },
  ];
  blatt.getRow(1).font = { bold: true };
  blatt.getRow(1).commit();
  const alle: { tonnen: number; kubikmeter: number }[] = [];
  for (const s of standorte) {
    const { bilanz } = s;
    if (bilanz.length === 0) continue;
    for (const b of bilanz)
      blatt
        .addRow({
          erzeuger: s.erzeuger,
          standort: s.name,
          avv: b.abfallschluessel,
          bezeichnung: b.avvBezeichnung ?? '',
          verfahren: b.entsorgungsverfahren ?? '',
          anlage: b.verbleibsanlageName ?? (b.zertifikatName ? `Zertifikat ${b.zertifikatName}` : ''),
          gueltigBis: b.gueltigBis ? new Date(`${b.gueltigBis}T00:00:00Z`) : null,
          abgelaufen: b.abgelaufen ? 'abgelaufen' : '',
          tonnen: b.tonnen,
          kubikmeter: b.kubikmeter,
          anzahl: b.anzahl,
          ohneMenge: b.ohneMenge,
        })
        .commit();
    const summe = mengenSumme(bilanz);
    alle.push(summe);
    const zeile = blatt.addRow({ erzeuger: s.erzeuger, standort: `Summe ${s.name}`, tonnen: summe.tonnen, kubikmeter: summe.kubikmeter });
    zeile.font = { bold: true };
    zeile.commit();
  }
  const gesamt = mengenSumme(alle);
  const zeile = blatt.addRow({ erzeuger: 'Summe gesamt', tonnen: gesamt.tonnen, kubikmeter: gesamt.kubikmeter });
  zeile.font = { bold: true };
  zeile.commit();
  blatt.commit();
};

/**
 * The documentation workbook (exceljs streaming writer, rows are committed as they are written):
 * "Übersicht" with the sums per site and AVV code (approved receipts), "Bilanz" with the documentation's
 * balance per site, AVV code and disposal path, then one sheet per site with every position
 * (date, receipt, type, disposer, status, AVV, name, quantity, unit, R/D, plant), a sum per AVV code
 * and the quantities of the period with their sums and the site's rule texts.
 *
 * Site by site: a first pass loads each site for the two overview sheets and keeps only its sums; the
 * second loads it again for its own sheet. So one site's receipts are in memory at a time, not the
 * producer's 10,000 (docs/operations.md, "Exports").
 */
export const schreibeExportExcel = async (quelle: ExportQuelle, ziel: string): Promise<void> => {
  const mappe = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: ziel, useStyles: true, useSharedStrings: false });
  mappe.creator = 'Abfallportal';
  const vergeben = new Set<string>();
  const speicher = speicherWaechter();
  const kurz: StandortKurz[] = [];
  for (const teil of quelle.teile) {
    const s = await quelle.laden(teil);
    if (s) kurz.push({ teil, name: s.name, erzeuger: s.erzeuger, summen: bilanzVon(s.belege), bilanz: s.dokumentation.bilanz });
  }

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
  for (const s of kurz)
    for (const z of s.summen)
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
  bilanzBlatt(mappe.addWorksheet(blattName('Bilanz', vergeben)), kurz);

  for (const k of kurz) {
    const s = await quelle.laden(k.teil);
    if (!s) continue;
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
      { header: '', key: 'tonnen', width: 12, style: { numFmt: MENGE } },
      { header: '', key: 'kubikmeter', width: 12, style: { numFmt: MENGE } },
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
    for (const z of k.summen) blatt.addRow({ avv: z.abfallschluessel, menge: z.menge, einheit: z.einheit }).commit();
    mengenAbschnitt(blatt, s, quelle.heute);
    blatt.commit();
    // The sheet's rows are written; their garbage need not wait for V8's next full collection.
    speicher.nachholen();
  }
  await mappe.commit();
};
