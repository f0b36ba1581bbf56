import { DOKUMENTATION_MELDUNGEN } from '@abfallportal/common/dokumentation';
import { QUOTE_SCHWELLE_PROZENT } from '@abfallportal/common/dokumentationRegeln';
import { datumText, euroText, statusText, typText, zahlText } from './exportFormat';
import { anlageText, type DateiLesen, type GewabfvAnlage } from './gewabfvAnlagen';
import type { GewabfvPaket } from './gewabfvPaket';
import { BREITE, RAND, pdfTabelle, type Spalte } from './pdfTabelle';

/** The sections of the GewAbfV package's own pages, in the order the report prints them. */
type Doc = PDFKit.PDFDocument;
type Doku = GewabfvPaket['doku'];

export const GEWABFV_TEXTE = {
  titel: 'GewAbfV-Paket',
  keinLageplan: 'Kein Lageplan hinterlegt',
  abschnitte: {
    standort: '1. Anfallstelle',
    mengen: '2. Mengen je Abfallschlüssel und Fraktion',
    wege: '3. Entsorgungswege (Verbleibsanlage, R/D-Verfahren, Zertifikat)',
    belege: '4. Belege',
    quote: '5. Getrenntsammlungsquote (GewAbfV § 4)',
    begruendungen: '6. Begründungen für die gemischte Erfassung',
    ausnahmen: '7. Ausnahmen von der Getrennthaltung',
    anlagen: 'Anlagen',
  },
  quoteRegel: `Getrenntsammlungsquote = getrennt gesammelte Masse ÷ Gesamtmasse der gewerblichen Siedlungsabfälle (AVV-Kapitel 20) des Erzeugers im Kalenderjahr. Beträgt sie mindestens ${QUOTE_SCHWELLE_PROZENT} %, entfällt die Pflicht, die Gemische einer Vorbehandlungsanlage zuzuführen (GewAbfV § 4 Abs. 3); die Quote ist durch einen zugelassenen Sachverständigen zu prüfen und bis zum 31. März des Folgejahres nachzuweisen (GewAbfV § 4 Abs. 5).`,
} as const;

/** Room kept free at the bottom for the page footer (written with pdf-lib over every page). */
const FUSS = 24;

const { zeile, tabelle } = pdfTabelle({ fuss: FUSS, linien: true });

const ueberschrift = (doc: PDFKit.PDFDocument, text: string): void => {
  if (doc.y + 60 > doc.page.height - RAND - FUSS) doc.addPage();
  doc.moveDown(0.8).font('Helvetica-Bold').fontSize(12).fillColor('#1b4d3e').text(text, RAND, doc.y, { width: BREITE });
  doc.fillColor('black').moveDown(0.3);
};

const absatz = (doc: PDFKit.PDFDocument, text: string, opts: { kursiv?: boolean; fett?: boolean; groesse?: number } = {}): void => {
  doc
    .font(opts.fett ? 'Helvetica-Bold' : opts.kursiv ? 'Helvetica-Oblique' : 'Helvetica')
    .fontSize(opts.groesse ?? 9)
    .text(text, RAND, doc.y, { width: BREITE });
  doc.moveDown(0.3);
};

const ART_TEXT = { BAUSTELLE: 'Baustelle (Bau- und Abbruchmaßnahme)', GEWERBEBETRIEB: 'Gewerbebetrieb' } as const;

/** The title: year, site, the period and the day the package was made. */
export const titelBlock = (doc: Doc, p: GewabfvPaket): void => {
  const s = p.standort;
  const d = p.doku;
  doc.font('Helvetica-Bold').fontSize(18).text(`${GEWABFV_TEXTE.titel} ${p.jahr}`, RAND, RAND, { width: BREITE });
  doc.moveDown(0.2).font('Helvetica-Bold').fontSize(13).text(s.name, { width: BREITE });
  doc
    .moveDown(0.2)
    .font('Helvetica')
    .fontSize(9)
    .text(
      `Dokumentation nach der Gewerbeabfallverordnung (GewAbfV §§ 3, 4, 8, 9) für den Zeitraum ${datumText(d.zeitraum.beginn)} – ${datumText(d.zeitraum.ende)}, erstellt am ${datumText(p.heute)}.`,
      { width: BREITE },
    );
};

/** 1. The site: its master data and its site plans. */
export const abschnittStandort = async (doc: Doc, p: GewabfvPaket, lesen: DateiLesen): Promise<void> => {
  const s = p.standort;
  const d = p.doku;
  ueberschrift(doc, GEWABFV_TEXTE.abschnitte.standort);
  const stamm: [string, string][] = [
    ['Anfallstelle', s.name],
    ['Nummer', s.nummer ?? '–'],
    ['Art', ART_TEXT[s.art]],
    ['Adresse', s.adresse || '–'],
    ['Abfallerzeuger', [s.erzeuger, s.erzeugerAdresse].filter(Boolean).join(', ')],
    ['Dokumentationspflicht', d.hinweise.dokumentationspflicht.text],
  ];
  if (d.hinweise.dokumentationspflicht.erklaerung) stamm.push(['', d.hinweise.dokumentationspflicht.erklaerung]);
  const STAMM_SPALTEN: Spalte[] = [
    { titel: '', breite: 110 },
    { titel: '', breite: BREITE - 110 },
  ];
  for (const [k, v] of stamm) zeile(doc, STAMM_SPALTEN, [k, v]);
  doc.moveDown(0.5);
  let bilder = 0;
  for (const bild of s.bilder) {
    const daten = await lesen(bild.dateiId);
    if (!daten) continue;
    if (doc.y + 230 > doc.page.height - RAND - FUSS) doc.addPage();
    try {
      absatz(doc, bild.titel, { fett: true });
      const y = doc.y;
      doc.image(daten, RAND, y, { fit: [BREITE, 200] });
      doc.y = y + 206;
      bilder++;
    } catch {
      absatz(doc, `${bild.titel}: Die Bilddatei ließ sich nicht lesen.`, { kursiv: true });
    }
  }
  if (bilder === 0) absatz(doc, GEWABFV_TEXTE.keinLageplan, { kursiv: true });
};

/** 2. Quantities per AVV code and fraction. */
export const abschnittMengen = (doc: Doc, d: Doku): void => {
  ueberschrift(doc, GEWABFV_TEXTE.abschnitte.mengen);
  if (d.mengen.length === 0) absatz(doc, 'Keine Mengen im Zeitraum.');
  else {
    const fraktion = new Map(d.abfallmengen.map((m) => [m.id, m.fraktionName]));
    const MENGEN_SPALTEN: Spalte[] = [
      { titel: 'Herkunft', breite: 70 },
      { titel: 'AVV', breite: 52 },
      { titel: 'Abfallbezeichnung', breite: 125 },
      { titel: 'Fraktion', breite: 70 },
      { titel: 'Menge', breite: 58, rechts: true },
      { titel: 't', breite: 60, rechts: true },
      { titel: 'm³', breite: BREITE - 435, rechts: true },
    ];
    tabelle(
      doc,
      MENGEN_SPALTEN,
      d.mengen.map((m) => [
        m.quelle === 'ERFASST' ? 'Erfasst' : `Beleg ${m.belegNummer ?? ''}`.trim(),
        `${m.abfallschluessel}${m.gefaehrlich && !m.abfallschluessel.includes('*') ? '*' : ''}`,
        m.avvBezeichnung ?? '–',
        (m.abfallmengeId ? fraktion.get(m.abfallmengeId) : null) ?? '–',
        m.hinweis ?? [m.menge, m.einheit].filter(Boolean).join(' '),
        zahlText(m.tonnen),
        zahlText(m.kubikmeter),
      ]),
    );
    const t = Math.round(d.mengen.reduce((n, m) => n + (m.tonnen ?? 0), 0) * 1000) / 1000;
    const m3 = Math.round(d.mengen.reduce((n, m) => n + (m.kubikmeter ?? 0), 0) * 1000) / 1000;
    zeile(doc, MENGEN_SPALTEN, ['Summe', '', '', '', '', zahlText(t), zahlText(m3)], true);
  }
  if (d.hinweise.gefaehrlich) {
    doc.moveDown(0.3);
    absatz(doc, d.hinweise.gefaehrlich, { kursiv: true, groesse: 8 });
  }
};

/** 3. Disposal paths. */
export const abschnittWege = (doc: Doc, p: GewabfvPaket): void => {
  const d = p.doku;
  ueberschrift(doc, GEWABFV_TEXTE.abschnitte.wege);
  if (d.bilanz.length === 0) absatz(doc, 'Keine Entsorgungswege im Zeitraum.');
  else {
    const WEGE_SPALTEN: Spalte[] = [
      { titel: 'AVV', breite: 52 },
      { titel: 'R/D', breite: 32 },
      { titel: 'Verbleibsanlage', breite: 130 },
      { titel: 'Zertifikat', breite: 95 },
      { titel: 'gültig bis', breite: 85 },
      { titel: 't', breite: 50, rechts: true },
      { titel: 'm³', breite: BREITE - 444, rechts: true },
    ];
    tabelle(
      doc,
      WEGE_SPALTEN,
      d.bilanz.map((b) => [
        `${b.abfallschluessel}${b.gefaehrlich && !b.abfallschluessel.includes('*') ? '*' : ''}`,
        b.entsorgungsverfahren ?? '–',
        b.verbleibsanlageName ?? '–',
        b.zertifikatName ?? '–',
        b.gueltigBis
          ? `${datumText(b.gueltigBis)}${b.abgelaufen ? ` – ${DOKUMENTATION_MELDUNGEN.zertifikatAbgelaufen.toUpperCase()}` : ''}`
          : '–',
        zahlText(b.tonnen),
        zahlText(b.kubikmeter),
      ]),
    );
    if (d.bilanz.some((b) => b.abgelaufen))
      absatz(
        doc,
        `Mit „${DOKUMENTATION_MELDUNGEN.zertifikatAbgelaufen.toUpperCase()}“ markierte Zertifikate waren am ${datumText(p.heute)} nicht mehr gültig.`,
        {
          kursiv: true,
          groesse: 8,
        },
      );
  }
};

/** 4. Receipts. */
export const abschnittBelege = (doc: Doc, p: GewabfvPaket, anlagen: readonly GewabfvAnlage[]): void => {
  ueberschrift(doc, GEWABFV_TEXTE.abschnitte.belege);
  const anlageVon = new Map(anlagen.map((a) => [a.beleg.id, a]));
  if (p.belege.length === 0) absatz(doc, 'Keine Belege im Zeitraum.');
  else {
    const BELEG_SPALTEN: Spalte[] = [
      { titel: 'Datum', breite: 52 },
      { titel: 'Nummer', breite: 72 },
      { titel: 'Art', breite: 62 },
      { titel: 'Entsorger', breite: 92 },
      { titel: 'Status', breite: 55 },
      { titel: 'Summe', breite: 55, rechts: true },
      { titel: 'Anlage', breite: BREITE - 388 },
    ];
    tabelle(
      doc,
      BELEG_SPALTEN,
      p.belege.map((b) => [
        datumText(b.datum),
        b.nummer ?? '–',
        typText(b.typ),
        b.entsorger,
        statusText(b.status),
        euroText(b.summe),
        anlageText(anlageVon.get(b.id)),
      ]),
    );
  }
};

/** 5. Separate-collection rate. */
export const abschnittQuote = (doc: Doc, d: Doku): void => {
  ueberschrift(doc, GEWABFV_TEXTE.abschnitte.quote);
  const q = d.hinweise.getrenntsammlung;
  absatz(doc, q.text, { fett: true });
  if (q.quote !== null)
    absatz(
      doc,
      `Getrennt gesammelt: ${zahlText(q.getrenntTonnen)} t von ${zahlText(q.gesamtTonnen)} t gewerblichen Siedlungsabfällen des Erzeugers (alle Anfallstellen).`,
    );
  if (q.ohneMasse > 0) absatz(doc, `${q.ohneMasse} Menge(n) ohne Masse sind nicht eingerechnet.`, { kursiv: true });
  absatz(doc, GEWABFV_TEXTE.quoteRegel, { kursiv: true, groesse: 8 });
};

/** 6. Justifications for mixed collection. */
export const abschnittBegruendungen = (doc: Doc, p: GewabfvPaket): void => {
  ueberschrift(doc, GEWABFV_TEXTE.abschnitte.begruendungen);
  if (p.begruendungen.length === 0) absatz(doc, 'Für die Aufträge dieser Anfallstelle im Jahr ist keine gemischte Erfassung begründet.');
  else
    tabelle(
      doc,
      [
        { titel: 'Auftrag', breite: 70 },
        { titel: 'Datum', breite: 52 },
        { titel: 'Fraktion / AVV', breite: 110 },
        { titel: 'Begründung', breite: BREITE - 232 },
      ],
      p.begruendungen.map((b) => [b.vorgangsnummer, datumText(b.datum), `${b.fraktion} (${b.abfallschluessel})`, b.begruendung]),
    );
};

/** 7. Exceptions. */
export const abschnittAusnahmen = (doc: Doc, p: GewabfvPaket): void => {
  ueberschrift(doc, GEWABFV_TEXTE.abschnitte.ausnahmen);
  if (p.ausnahmen.length === 0) absatz(doc, 'Keine Ausnahmen im Zeitraum.');
  else
    tabelle(
      doc,
      [
        { titel: 'Herkunft', breite: 120 },
        { titel: 'AVV', breite: 60 },
        { titel: 'Begründung', breite: BREITE - 180 },
      ],
      p.ausnahmen.map((a) => [a.quelle, a.abfallschluessel, a.begruendung]),
    );
};

/** The attachments register. */
export const anlagenVerzeichnis = (doc: Doc, anlagen: readonly GewabfvAnlage[]): void => {
  ueberschrift(doc, GEWABFV_TEXTE.abschnitte.anlagen);
  if (anlagen.length === 0) absatz(doc, 'Zu den Belegen sind keine Dateien hinterlegt.');
  else {
    absatz(
      doc,
      'PDF-Belege folgen als Seiten nach diesem Bericht (jede Seite mit „Anlage N“ gekennzeichnet); E-Rechnungen (XML) und andere Dateien sind als Dateianhänge in diese PDF-Datei eingebettet (im PDF-Betrachter unter „Anhänge“).',
      { groesse: 8 },
    );
    tabelle(
      doc,
      [
        { titel: 'Anlage', breite: 50 },
        { titel: 'Beleg', breite: 150 },
        { titel: 'Form', breite: BREITE - 200 },
      ],
      anlagen.map((a) => [
        `Anlage ${a.nr}`,
        `${typText(a.beleg.typ)} ${a.beleg.nummer ?? ''} vom ${datumText(a.beleg.datum)}`,
        a.art === 'SEITEN' ? `${a.seiten} ${a.seiten === 1 ? 'Seite' : 'Seiten'} angehängt` : `eingebettete Datei ${a.dateiName}`,
      ]),
    );
  }
};
