import fs from 'node:fs';
import { PDFDocument as PdfLibDocument } from 'pdf-lib';
import PDFDocument from 'pdfkit';
import type { ExportDaten, ExportStandort } from './exportDaten';
import { datumText, euroText, statusText, typText, zahlText } from './exportFormat';
import { mengenSumme } from './exportMengen';
import { BREITE, RAND, pdfTabelle, type Spalte } from './pdfTabelle';

/** Reads a receipt's stored file (the file store), or null when it is gone. */
export type DateiLesen = (id: string) => Promise<Buffer | null>;

const { zeile } = pdfTabelle();

const BELEG_SPALTEN: Spalte[] = [
  { titel: 'Datum', breite: 55 },
  { titel: 'Nummer', breite: 80 },
  { titel: 'Art', breite: 70 },
  { titel: 'Entsorger', breite: 130 },
  { titel: 'Status', breite: 65 },
  { titel: 'Summe', breite: BREITE - 400, rechts: true },
];

const POSITION_SPALTEN: Spalte[] = [
  { titel: 'Beleg', breite: 70 },
  { titel: 'AVV', breite: 55 },
  { titel: 'Bezeichnung', breite: 140 },
  { titel: 'Menge', breite: 60, rechts: true },
  { titel: 'Einheit', breite: 40 },
  { titel: 'R/D', breite: 35 },
  { titel: 'Verbleibsanlage', breite: BREITE - 400 },
];

const MENGEN_SPALTEN: Spalte[] = [
  { titel: 'Quelle', breite: 70 },
  { titel: 'AVV', breite: 50 },
  { titel: 'Menge', breite: 50, rechts: true },
  { titel: 'Einheit', breite: 35 },
  { titel: 't', breite: 50, rechts: true },
  { titel: 'm³', breite: 50, rechts: true },
  { titel: 'R/D', breite: 30 },
  { titel: 'Verbleibsanlage / Zertifikat', breite: BREITE - 335 },
];

const BILANZ_SPALTEN: Spalte[] = [
  { titel: 'AVV', breite: 50 },
  { titel: 'R/D', breite: 30 },
  { titel: 'Verbleibsanlage / Zertifikat', breite: 150 },
  { titel: 'Gültig bis', breite: 85 },
  { titel: 't', breite: 55, rechts: true },
  { titel: 'm³', breite: 55, rechts: true },
  { titel: 'Anzahl', breite: BREITE - 425, rechts: true },
];

const QUOTEN_SPALTEN: Spalte[] = [
  { titel: 'Erzeuger', breite: 175 },
  { titel: 'Jahr', breite: 40 },
  { titel: 'Quote', breite: 60, rechts: true },
  { titel: 'Getrennt gesammelt (t)', breite: 110, rechts: true },
  { titel: 'Insgesamt (t)', breite: BREITE - 385, rechts: true },
];

const prozentText = (q: number | null): string =>
  q === null ? '–' : `${q.toLocaleString('de-DE', { minimumFractionDigits: 1, maximumFractionDigits: 1 })} %`;

/** "Recyclingzentrum Nord" or the certificate's name; the validity with "abgelaufen" when it ran out. */
const anlageText = (anlage: string | null, zertifikat: string | null): string => anlage ?? (zertifikat ? `Zertifikat ${zertifikat}` : '–');
const gueltigText = (bis: string | null, abgelaufen: boolean): string =>
  bis ? `${datumText(bis)}${abgelaufen ? ' – abgelaufen' : ''}` : '–';

const absatz = (doc: PDFKit.PDFDocument, text: string, schrift = 'Helvetica'): void => {
  doc.font(schrift).fontSize(8.5).text(text, RAND, doc.y, { width: BREITE }).moveDown(0.3);
};

/**
 * The documentation of the period (issue 20): quantities, their balance per AVV code and disposal path, the rule
 * texts. The hand-entered quantities are listed one by one; the approved receipts' positions already stand in
 * "Positionen" above, so here they are one line with their converted sums (10,000 receipts stay within budget).
 */
const dokumentationTeil = (doc: PDFKit.PDFDocument, s: ExportStandort, heute: string): void => {
  const { mengen, bilanz, hinweise } = s.dokumentation;
  const erfasst = mengen.filter((m) => m.quelle === 'ERFASST');
  const ausBelegen = mengen.filter((m) => m.quelle === 'BELEG');
  ueberschrift(doc, 'Abfallmengen im Zeitraum (erfasst und aus freigegebenen Belegen)');
  if (mengen.length === 0) doc.font('Helvetica').fontSize(9).text('Keine Abfallmengen im Zeitraum.', RAND, doc.y, { width: BREITE });
  else {
    zeile(
      doc,
      MENGEN_SPALTEN,
      MENGEN_SPALTEN.map((c) => c.titel),
      true,
    );
    for (const m of erfasst)
      zeile(doc, MENGEN_SPALTEN, [
        'erfasst',
        m.abfallschluessel || '–',
        m.menge ?? '–',
        m.einheit ?? '',
        zahlText(m.tonnen),
        zahlText(m.kubikmeter),
        m.entsorgungsverfahren ?? '',
        [
          anlageText(m.verbleibsanlageName, m.zertifikatName),
          m.zertifikatGueltigBis ? `bis ${gueltigText(m.zertifikatGueltigBis, m.zertifikatGueltigBis < heute)}` : null,
          m.hinweis,
        ]
          .filter(Boolean)
          .join(' · '),
      ]);
    if (ausBelegen.length > 0) {
      const belege = mengenSumme(ausBelegen);
      const ohne = ausBelegen.filter((m) => m.hinweis !== null).length;
      zeile(doc, MENGEN_SPALTEN, [
        'Belege',
        '',
        '',
        '',
        zahlText(belege.tonnen),
        zahlText(belege.kubikmeter),
        '',
        `${ausBelegen.length} Position(en) freigegebener Belege (siehe Positionen)${ohne > 0 ? `, davon ${ohne} ohne Menge` : ''}`,
      ]);
    }
    const summe = mengenSumme(mengen);
    zeile(doc, MENGEN_SPALTEN, ['Summe', '', '', '', zahlText(summe.tonnen), zahlText(summe.kubikmeter), '', ''], true);
  }

  ueberschrift(doc, 'Mengenbilanz je Abfallschlüssel und Entsorgungsweg');
  if (bilanz.length === 0) doc.font('Helvetica').fontSize(9).text('Keine Mengen im Zeitraum.', RAND, doc.y, { width: BREITE });
  else {
    zeile(
      doc,
      BILANZ_SPALTEN,
      BILANZ_SPALTEN.map((c) => c.titel),
      true,
    );
    for (const b of bilanz)
      zeile(doc, BILANZ_SPALTEN, [
        b.abfallschluessel || '–',
        b.entsorgungsverfahren ?? '',
        anlageText(b.verbleibsanlageName, b.zertifikatName),
        gueltigText(b.gueltigBis, b.abgelaufen),
        zahlText(b.tonnen),
        zahlText(b.kubikmeter),
        b.ohneMenge > 0 ? `${b.anzahl} (${b.ohneMenge} ohne Menge)` : String(b.anzahl),
      ]);
    const summe = mengenSumme(bilanz);
    zeile(doc, BILANZ_SPALTEN, ['Summe', '', '', '', zahlText(summe.tonnen), zahlText(summe.kubikmeter), ''], true);
  }

  if (hinweise.dokumentationspflicht || hinweise.gefaehrlich) {
    ueberschrift(doc, 'Hinweise');
    if (hinweise.dokumentationspflicht) {
      absatz(doc, hinweise.dokumentationspflicht.text, 'Helvetica-Bold');
      if (hinweise.dokumentationspflicht.erklaerung) absatz(doc, hinweise.dokumentationspflicht.erklaerung);
    }
    if (hinweise.gefaehrlich) absatz(doc, hinweise.gefaehrlich);
  }
};

/** Per producer and year the separate-collection rate (GewAbfV § 4) with its text. */
const erzeugerZusammenfassung = (doc: PDFKit.PDFDocument, daten: ExportDaten): void => {
  const quoten = daten.erzeuger.flatMap((e) => e.getrenntsammlung.map((q) => ({ e, q })));
  if (quoten.length === 0) return;
  ueberschrift(doc, 'Getrenntsammlungsquote je Erzeuger (GewAbfV § 4)');
  zeile(
    doc,
    QUOTEN_SPALTEN,
    QUOTEN_SPALTEN.map((c) => c.titel),
    true,
  );
  for (const { e, q } of quoten)
    zeile(doc, QUOTEN_SPALTEN, [e.name, String(q.jahr), prozentText(q.quote), zahlText(q.getrenntTonnen), zahlText(q.gesamtTonnen)]);
  doc.moveDown(0.4);
  for (const { e, q } of quoten)
    absatz(
      doc,
      `${daten.erzeuger.length > 1 ? `${e.name}: ` : ''}${q.text}${q.ohneMasse > 0 ? ` ${q.ohneMasse} Menge(n) ohne Masse sind nicht eingerechnet.` : ''}`,
    );
};

const ueberschrift = (doc: PDFKit.PDFDocument, text: string, groesse = 11): void => {
  if (doc.y + 40 > doc.page.height - RAND) doc.addPage();
  doc.moveDown(0.6).font('Helvetica-Bold').fontSize(groesse).text(text, RAND, doc.y, { width: BREITE }).moveDown(0.3);
};

/**
 * One site's part. Several sites: each starts a page of its own. A single site's export goes on
 * below the title block, so its first page is not left three-quarters empty (issue 28).
 */
const standortSeite = (doc: PDFKit.PDFDocument, s: ExportStandort, heute: string, eigeneSeite: boolean): void => {
  if (eigeneSeite) {
    doc.addPage();
    doc.y = RAND;
  } else {
    doc.moveDown(1.5);
    if (doc.y + 80 > doc.page.height - RAND) doc.addPage();
  }
  doc.font('Helvetica-Bold').fontSize(14).text(s.name, RAND, doc.y, { width: BREITE });
  const kopf = [
    s.erzeuger,
    s.nummer ? `Nummer ${s.nummer}` : null,
    s.art === 'BAUSTELLE' ? 'Baustelle' : s.art === 'GEWERBEBETRIEB' ? 'Gewerbebetrieb' : null,
    s.adresse || null,
  ].filter(Boolean);
  doc.font('Helvetica').fontSize(9).text(kopf.join(' · '), { width: BREITE });

  ueberschrift(doc, 'Belege');
  if (s.belege.length === 0) doc.font('Helvetica').fontSize(9).text('Keine Belege im Zeitraum.');
  else {
    zeile(
      doc,
      BELEG_SPALTEN,
      BELEG_SPALTEN.map((c) => c.titel),
      true,
    );
    for (const b of s.belege)
      zeile(doc, BELEG_SPALTEN, [
        datumText(b.datum),
        b.nummer ?? '–',
        typText(b.typ),
        b.entsorger,
        statusText(b.status),
        euroText(b.summe),
      ]);
  }

  const positionen = s.belege.flatMap((b) => b.positionen.map((p) => ({ b, p })));
  if (positionen.length > 0) {
    ueberschrift(doc, 'Positionen');
    zeile(
      doc,
      POSITION_SPALTEN,
      POSITION_SPALTEN.map((c) => c.titel),
      true,
    );
    for (const { b, p } of positionen)
      zeile(doc, POSITION_SPALTEN, [
        b.nummer ?? '–',
        p.abfallschluessel ?? '–',
        p.bezeichnung ?? '',
        zahlText(p.menge),
        p.einheit ?? '',
        p.entsorgungsverfahren ?? '',
        [p.verbleibsanlage, p.zertifikatGueltigBis ? `Zertifikat bis ${datumText(p.zertifikatGueltigBis)}` : null]
          .filter(Boolean)
          .join(' · '),
      ]);
  }

  dokumentationTeil(doc, s, heute);
};

/**
 * The documentation PDF (pdfkit): a title page with the producers' separate-collection rates, then per
 * site its receipts, their positions, the quantities of the period (hand-entered and from approved
 * receipts), their balance per AVV code and disposal path and the rule texts. With attachments, the receipts' own PDFs follow
 * (merged with pdf-lib, since pdfkit cannot embed PDF pages). Written to `ziel`.
 */
export const schreibeExportPdf = async (daten: ExportDaten, ziel: string, anhaenge: { mit: boolean; lesen: DateiLesen }): Promise<void> => {
  const doc = new PDFDocument({
    size: 'A4',
    margin: RAND,
    autoFirstPage: true,
    info: { Title: daten.titel, Creator: 'Abfallportal' },
  });
  const geschrieben = new Promise<void>((resolve, reject) => {
    const out = fs.createWriteStream(ziel);
    out.on('finish', resolve).on('error', reject);
    doc.pipe(out);
  });
  doc.font('Helvetica-Bold').fontSize(18).text('Dokumentation der Abfallentsorgung', RAND, 120, { width: BREITE });
  doc.moveDown(0.5).font('Helvetica').fontSize(12).text(daten.titel, { width: BREITE });
  doc
    .moveDown(0.3)
    .text(`Zeitraum ${datumText(daten.beginn)} – ${datumText(daten.ende)}, Stand ${datumText(daten.heute)}`, { width: BREITE });
  const belege = daten.standorte.reduce((n, s) => n + s.belege.length, 0);
  const mengen = daten.standorte.reduce((n, s) => n + s.dokumentation.mengen.length, 0);
  doc
    .moveDown(1)
    .fontSize(10)
    .text(`${daten.standorte.length} Anfallstelle(n), ${belege} Beleg(e), ${mengen} Abfallmenge(n)`, { width: BREITE });
  doc
    .moveDown(0.5)
    .fontSize(9)
    .text('Grundlage: Gewerbeabfallverordnung (GewAbfV) §§ 3, 4, 8, 9; Kreislaufwirtschaftsgesetz (KrWG).', { width: BREITE });
  erzeugerZusammenfassung(doc, daten);
  for (const s of daten.standorte) standortSeite(doc, s, daten.heute, daten.standorte.length > 1);
  doc.end();
  await geschrieben;
  if (!anhaenge.mit) return;

  const gesamt = await PdfLibDocument.load(fs.readFileSync(ziel));
  for (const s of daten.standorte)
    for (const b of s.belege) {
      if (b.datei?.typ !== 'application/pdf') continue;
      const data = await anhaenge.lesen(b.datei.id);
      if (!data) continue;
      try {
        const beleg = await PdfLibDocument.load(data, { ignoreEncryption: false });
        const seiten = await gesamt.copyPages(beleg, beleg.getPageIndices());
        for (const seite of seiten) gesamt.addPage(seite);
      } catch {
        // A receipt PDF that does not load is listed above; the export does not fail for it.
      }
    }
  fs.writeFileSync(ziel, await gesamt.save());
};
