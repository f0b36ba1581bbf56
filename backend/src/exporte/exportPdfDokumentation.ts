import type { ExportDaten, ExportStandort } from './exportDaten';
import { datumText, zahlText } from './exportFormat';
import { mengenSumme } from './exportMengen';
import { BREITE, RAND, pdfTabelle, type Spalte } from './pdfTabelle';

// The documentation part of the export PDF: per site its quantities, balance and notes; per producer its rate.

const { zeile } = pdfTabelle();

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
export const dokumentationTeil = (doc: PDFKit.PDFDocument, s: ExportStandort, heute: string): void => {
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
export const erzeugerZusammenfassung = (doc: PDFKit.PDFDocument, daten: ExportDaten): void => {
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

/** The export's heading; it starts a new page rather than stand alone at a page's foot. */
export const ueberschrift = (doc: PDFKit.PDFDocument, text: string, groesse = 11): void => {
  if (doc.y + 40 > doc.page.height - RAND) doc.addPage();
  doc.moveDown(0.6).font('Helvetica-Bold').fontSize(groesse).text(text, RAND, doc.y, { width: BREITE }).moveDown(0.3);
};
