import { z } from 'zod';
import { UUID_MUSTER } from './validation';

/**
 * CSV import of receipts (issue 20, support tab "CSV-Import"): the columns of the file, the
 * downloadable template and the answers. One row per position; rows with the same receipt number
 * and disposer form one receipt. Decisions in docs/decisions.md, „CSV-Import, /aiinvoice,
 * Leistungsübersicht“.
 */

/** A column of the import file: its German header, the key it fills and whether it is a receipt-header or a position field. */
export type CsvSpalte = {
  kopf: string;
  feld: string;
  teil: 'steuerung' | 'kopf' | 'position' | 'menge';
  pflicht: boolean;
  beispiel: string;
  /** The template's second example row, a waste quantity (Satzart „Menge“); empty when not given. */
  beispielMenge?: string;
};

export const CSV_SPALTEN: readonly CsvSpalte[] = [
  { kopf: 'Satzart', feld: 'satzart', teil: 'steuerung', pflicht: false, beispiel: 'Beleg', beispielMenge: 'Menge' },
  { kopf: 'Belegnummer', feld: 'nummer', teil: 'kopf', pflicht: true, beispiel: 'RE-2026-0815' },
  { kopf: 'Belegart', feld: 'typ', teil: 'kopf', pflicht: true, beispiel: 'Rechnung' },
  { kopf: 'Belegdatum', feld: 'datum', teil: 'kopf', pflicht: false, beispiel: '20.11.2026' },
  { kopf: 'Erzeuger', feld: 'erzeuger', teil: 'kopf', pflicht: true, beispiel: 'Musterbau GmbH', beispielMenge: 'Musterbau GmbH' },
  { kopf: 'Entsorger', feld: 'entsorger', teil: 'kopf', pflicht: true, beispiel: 'Entsorgung Nord GmbH' },
  {
    kopf: 'Anfallstelle',
    feld: 'anfallstelle',
    teil: 'kopf',
    pflicht: false,
    beispiel: 'Baustelle Wohnpark Eppendorf',
    beispielMenge: 'Baustelle Wohnpark Eppendorf',
  },
  { kopf: 'Empfänger', feld: 'empfaenger', teil: 'kopf', pflicht: false, beispiel: 'Musterbau GmbH' },
  { kopf: 'Absender', feld: 'absender', teil: 'kopf', pflicht: false, beispiel: 'Entsorgung Nord GmbH' },
  { kopf: 'Leistung von', feld: 'leistungVon', teil: 'kopf', pflicht: false, beispiel: '01.11.2026', beispielMenge: '01.10.2026' },
  { kopf: 'Leistung bis', feld: 'leistungBis', teil: 'kopf', pflicht: false, beispiel: '15.11.2026', beispielMenge: '31.10.2026' },
  { kopf: 'Summe', feld: 'summe', teil: 'kopf', pflicht: false, beispiel: '1.234,50' },
  { kopf: 'Bestellreferenz', feld: 'bestellReferenz', teil: 'kopf', pflicht: false, beispiel: 'V-2026-00042' },
  { kopf: 'Stornierter Beleg', feld: 'storniert', teil: 'kopf', pflicht: false, beispiel: '' },
  { kopf: 'Bezeichnung', feld: 'bezeichnung', teil: 'position', pflicht: false, beispiel: 'Gemischte Bau- und Abbruchabfälle' },
  { kopf: 'AVV', feld: 'abfallschluessel', teil: 'position', pflicht: false, beispiel: '17 09 04', beispielMenge: '17 01 07' },
  { kopf: 'Menge', feld: 'menge', teil: 'position', pflicht: false, beispiel: '2,1', beispielMenge: '12,5' },
  { kopf: 'Einheit', feld: 'einheit', teil: 'position', pflicht: false, beispiel: 't', beispielMenge: 't' },
  { kopf: 'Abweichende Dichte', feld: 'abweichendeDichte', teil: 'position', pflicht: false, beispiel: '' },
  { kopf: 'Behälterkategorie', feld: 'behaelterkategorie', teil: 'position', pflicht: false, beispiel: 'Absetzmulde' },
  { kopf: 'Behälter', feld: 'behaelter', teil: 'position', pflicht: false, beispiel: 'Absetzmulde 7 m³' },
  { kopf: 'Behälteranzahl', feld: 'behaelterAnzahl', teil: 'position', pflicht: false, beispiel: '1' },
  { kopf: 'Rhythmus', feld: 'rhythmus', teil: 'position', pflicht: false, beispiel: 'Entsorgung', beispielMenge: 'Entsorgung' },
  { kopf: 'Anzahl Leerungen', feld: 'anzahlLeerungen', teil: 'position', pflicht: false, beispiel: '' },
  { kopf: 'Entsorgungsverfahren', feld: 'entsorgungsverfahren', teil: 'position', pflicht: false, beispiel: 'R5', beispielMenge: 'R5' },
  {
    kopf: 'Verbleibsanlage',
    feld: 'verbleibsanlage',
    teil: 'position',
    pflicht: false,
    beispiel: 'Recyclingzentrum Nord Billwerder',
    beispielMenge: 'Recyclingzentrum Nord Billwerder',
  },
  { kopf: 'Zertifikat', feld: 'zertifikat', teil: 'position', pflicht: false, beispiel: '' },
  { kopf: 'Ausnahme', feld: 'ausnahme', teil: 'position', pflicht: false, beispiel: 'Platzmangel auf der Baustelle' },
  { kopf: 'Betrag', feld: 'betrag', teil: 'position', pflicht: false, beispiel: '1.234,50' },
  /** Quantity rows only: the performance year (else the year of „Leistung von“). */
  { kopf: 'Leistungsjahr', feld: 'leistungsjahr', teil: 'menge', pflicht: false, beispiel: '', beispielMenge: '2026' },
];

/**
 * The template file (UTF-8 with BOM, `;`): the header, an example receipt row and an example
 * quantity row (Satzart „Menge“), so Excel opens it with umlauts intact.
 */
export const csvVorlage = (): string => {
  const zeile = (werte: string[]) => werte.map((w) => (/[;"\n]/.test(w) ? `"${w.replace(/"/g, '""')}"` : w)).join(';');
  return [
    zeile(CSV_SPALTEN.map((s) => s.kopf)),
    zeile(CSV_SPALTEN.map((s) => s.beispiel)),
    zeile(CSV_SPALTEN.map((s) => s.beispielMenge ?? '')),
  ]
    .map((z, i) => (i === 0 ? `\uFEFF${z}` : z))
    .join('\r\n')
    .concat('\r\n');
};

export const CSV_IMPORT_MELDUNGEN = {
  abgelehnt: 'Die Datei wurde nicht importiert: Bitte korrigieren Sie die genannten Zeilen und laden Sie die Datei erneut hoch.',
  leer: 'Die Datei enthält keine Beleg- oder Mengenzeilen.',
  keineCsv: 'Bitte eine CSV-Datei hochladen (Trennzeichen Semikolon oder Komma, UTF-8 oder Windows-1252).',
  /** A quantity row without plant: the certificate PDF cannot come in a CSV file. */
  mengeOhneAnlage:
    'Bitte die Verbleibsanlage angeben: Ein Zertifikat kann nicht per CSV-Import kommen (es wird in der Dokumentation als PDF hochgeladen).',
  mengeMitZertifikat:
    'Ein Zertifikat kann nicht per CSV-Import kommen: Bitte die Spalte leer lassen und die Verbleibsanlage angeben; das PDF lädt man in der Dokumentation hoch.',
} as const;

/** One refused row of the file, with its line number in the file (the header is line 1). */
export const csvAbgelehnteZeileSchema = z.object({ zeile: z.number(), spalte: z.string().nullable(), meldung: z.string() });
export type CsvAbgelehnteZeile = z.infer<typeof csvAbgelehnteZeileSchema>;

/** The answer of a successful import: the captured receipts (also those a re-upload found already captured). */
export const csvImportErgebnisSchema = z.object({
  /** Receipts captured by this upload. */
  erfasst: z.number(),
  /** Receipts of the same file that an earlier upload captured already (a re-upload does not double them). */
  schonImportiert: z.number(),
  belege: z.array(
    z.object({
      id: z.string(),
      nummer: z.string(),
      typ: z.string(),
      erzeugerName: z.string(),
      entsorgerName: z.string(),
      positionen: z.number(),
      zeilen: z.array(z.number()),
      neu: z.boolean(),
    }),
  ),
  /** Rows left out on purpose, with the reason (none since quantity rows are imported). */
  uebersprungen: z.array(csvAbgelehnteZeileSchema),
  kodierung: z.enum(['UTF-8', 'Windows-1252']),
  trennzeichen: z.enum([';', ',']),
  /** Waste quantities (Satzart „Menge“) captured by this upload. */
  mengenErfasst: z.number(),
  /** The file's waste quantities, one per row; `neu` false when an earlier upload of the same file captured it. */
  mengen: z.array(
    z.object({
      id: z.string(),
      zeile: z.number(),
      erzeugerName: z.string(),
      abfallschluessel: z.string(),
      menge: z.string(),
      einheit: z.string(),
      neu: z.boolean(),
    }),
  ),
});
export type CsvImportErgebnis = z.infer<typeof csvImportErgebnisSchema>;

/**
 * The 400 answer when any row is bad: nothing was written; `errors` keys `zeile.<n>.<Spalte>`, and
 * `antwort.abgelehnt` lists every refused row with its reason.
 */
export type CsvImportAbgelehnt = { message: string; errors: Record<string, string>; antwort: { abgelehnt: CsvAbgelehnteZeile[] } };

// ---------------------------------------------------------------- /aiinvoice (positions from a plain PDF's text layer)

/** How sure the rules are of a value: read where the label says it (`sicher`), guessed (`unsicher`), not found (`fehlt`). */
export const PDF_SICHERHEIT = ['sicher', 'unsicher', 'fehlt'] as const;

export const pdfFeldSchema = z.object({
  wert: z.union([z.string(), z.number()]).nullable(),
  sicherheit: z.enum(PDF_SICHERHEIT),
  /** German: where it was read, or why it is unsure or missing. */
  hinweis: z.string().nullable(),
});
export type PdfFeld = z.infer<typeof pdfFeldSchema>;

export const pdfPositionSchema = z.object({
  /** The line of the text layer it was read from (1 = first line of the first page). */
  zeile: z.number(),
  text: z.string(),
  bezeichnung: pdfFeldSchema,
  abfallschluessel: pdfFeldSchema,
  menge: pdfFeldSchema,
  einheit: pdfFeldSchema,
  einzelpreis: pdfFeldSchema,
  betrag: pdfFeldSchema,
});
export type PdfPosition = z.infer<typeof pdfPositionSchema>;

/** POST /api/v1/aiinvoice: the proposed header and positions, each value with how sure it is, and what could not be read. */
export const pdfRechnungVorschlagSchema = z.object({
  seiten: z.number(),
  kopf: z.object({
    typ: pdfFeldSchema,
    nummer: pdfFeldSchema,
    datum: pdfFeldSchema,
    leistungVon: pdfFeldSchema,
    leistungBis: pdfFeldSchema,
    bestellReferenz: pdfFeldSchema,
    /** Net EUR. */
    summe: pdfFeldSchema,
    bruttoSumme: pdfFeldSchema,
  }),
  positionen: z.array(pdfPositionSchema),
  /** German sentences: what the rules did not find or do not read at all. */
  nichtGelesen: z.array(z.string()),
});
export type PdfRechnungVorschlag = z.infer<typeof pdfRechnungVorschlagSchema>;

// ---------------------------------------------------------------- POST /rechnungen/leistungsuebersicht

const uuid = z.string().regex(UUID_MUSTER, 'Diese Kennung gibt es nicht.');

/** For given orders or one receipt (its assigned orders). */
export const belegLeistungsuebersichtFrageSchema = z
  .object({ auftragIds: z.array(uuid).max(50).optional(), belegId: uuid.optional() })
  .refine((f) => (f.auftragIds?.length ?? 0) > 0 || f.belegId !== undefined, {
    message: 'Bitte Aufträge oder einen Beleg angeben.',
    path: ['auftragIds'],
  });

export const LEISTUNG_ARTEN = ['Lieferung', 'Leerung', 'Tausch', 'Abholung'] as const;

const preiszeile = z.object({ menge: z.number().nullable(), einzelpreis: z.number().nullable(), summe: z.number().nullable() });

/** One line of the comparison: an agreed price line beside the receipt position that bills it. */
export const leistungsVergleichSchema = z.object({
  bezeichnung: z.string(),
  einheit: z.string().nullable(),
  vereinbart: preiszeile.nullable(),
  beleg: preiszeile.extend({ belegNummer: z.string().nullable(), abfallschluessel: z.string().nullable() }).nullable(),
  /** German, null when it matches: "Einzelpreis 150,00 € statt vereinbart 145,00 €", "nicht im Beleg" … */
  abweichung: z.string().nullable(),
});

export const belegLeistungsuebersichtSchema = z.object({
  auftraege: z.array(
    z.object({
      id: z.string(),
      vorgangsnummer: z.string(),
      status: z.string(),
      anfallstelleName: z.string().nullable(),
      entsorgerName: z.string().nullable(),
      abfallschluessel: z.string().nullable(),
      behaelter: z.string().nullable(),
      /** The services performed, from the order's history. */
      leistungen: z.array(z.object({ art: z.enum(LEISTUNG_ARTEN), datum: z.string() })),
      vergleich: z.array(leistungsVergleichSchema),
      summeVereinbart: z.number().nullable(),
      summeBelege: z.number().nullable(),
    }),
  ),
  belege: z.array(
    z.object({
      id: z.string(),
      nummer: z.string().nullable(),
      typ: z.string(),
      summe: z.number().nullable(),
      vorgangsnummern: z.array(z.string()),
    }),
  ),
  /** Receipt positions no agreed price line of their orders explains. */
  ohneVereinbarung: z.array(leistungsVergleichSchema),
  hinweis: z.string(),
});
export type BelegLeistungsuebersicht = z.infer<typeof belegLeistungsuebersichtSchema>;
