import { z } from 'zod';
import { idSchema, kalendertagSchema, textIdSchema, UUID_MUSTER, uuidIdParams } from './validation';

/**
 * Receipts (Belege, spec § 3): the request schemas, the wire types and the receipt validation of
 * spec § 5, shared by server and browser. Decisions (statuses, which fields apply per type) are in
 * docs/decisions.md, „Belege“.
 */
export const BELEG_TYPEN = [
  'rechnung',
  'lieferschein',
  'wiegeschein',
  'gutschrift',
  'bilanz',
  'stornogutschrift',
  'stornorechnung',
] as const;
export type BelegTyp = (typeof BELEG_TYPEN)[number];

/**
 * ERFASST (captured) → ZUGEORDNET (assigned to one or more orders) → GEPRUEFT (the receipt check of
 * spec § 5 passed) → FREIGEGEBEN (approved). FEHLERHAFT (rejected as faulty, the disposer is mailed)
 * and GELOESCHT end a receipt; neither can be changed afterwards.
 */
export const BELEG_STATUS = ['ERFASST', 'ZUGEORDNET', 'GEPRUEFT', 'FREIGEGEBEN', 'FEHLERHAFT', 'GELOESCHT'] as const;
export type BelegStatus = (typeof BELEG_STATUS)[number];

export const BELEG_HERKUNFT = ['AUTOMATISCH', 'MANUELL'] as const;
export type BelegHerkunft = (typeof BELEG_HERKUNFT)[number];

export const BELEG_QUELLEN = ['UPLOAD', 'EMAIL', 'CSV', 'ERECHNUNG'] as const;
export type BelegQuelle = (typeof BELEG_QUELLEN)[number];

/** Disposal or cyclic (spec § 3, waste quantity): one pick-up or a rhythm with a number of emptyings. */
export const BELEG_RHYTHMEN = ['ENTSORGUNG', 'TURNUS'] as const;

export const BELEG_TYP_TEXT: Record<BelegTyp, string> = {
  rechnung: 'Rechnung',
  lieferschein: 'Lieferschein',
  wiegeschein: 'Wiegeschein',
  gutschrift: 'Gutschrift',
  bilanz: 'Bilanz',
  stornogutschrift: 'Stornogutschrift',
  stornorechnung: 'Stornorechnung',
};

export const BELEG_STATUS_TEXT: Record<BelegStatus, string> = {
  ERFASST: 'Erfasst',
  ZUGEORDNET: 'Zugeordnet',
  GEPRUEFT: 'Geprüft',
  FREIGEGEBEN: 'Freigegeben',
  FEHLERHAFT: 'Fehlerhaft',
  GELOESCHT: 'Gelöscht',
};

export const BELEG_MELDUNGEN = {
  /** Spec § 8. */
  nichtEindeutig: 'Beleg konnte nicht eindeutig zugeordnet werden',
  /** Spec § 8. */
  keineMenge: 'Keine Menge zum Beleg',
  nichtGefunden: 'Der Beleg wurde nicht gefunden.',
  unvollstaendig: 'Der Beleg ist unvollständig. Bitte ergänzen Sie die markierten Felder.',
  menge: 'Bitte eine Menge größer 0 angeben (Ziffern, Komma, höchstens 3 Nachkommastellen).',
  einheit: 'Bitte die Einheit der Menge angeben.',
  dateityp: 'Bitte eine PDF- oder XML-Datei hochladen.',
  dateiFehlt: 'Bitte die Datei des Belegs hochladen.',
  anlageOderZertifikat: 'Bitte entweder eine Verbleibsanlage oder ein Zertifikat angeben.',
  verfahren: 'Bitte ein Entsorgungsverfahren angeben (R1–R13 oder D1–D15).',
  begruendung: 'Bitte begründen Sie, warum der Beleg fehlerhaft ist.',
  auftraege: 'Bitte mindestens einen Auftrag zuordnen.',
  storno: 'Bitte den stornierten Beleg angeben.',
  zeitraum: 'Das Ende des Leistungszeitraums liegt vor seinem Beginn.',
} as const;

/** Waste amount (spec § 5): digits with an optional comma and at most 3 decimals. */
export const MENGE_MUSTER = /^\d{1,9}(,\d{1,3})?$/;
/** Disposal methods of KrWG Annex 1 and 2: R1–R13, D1–D15. */
export const VERFAHREN_MUSTER = /^(R([1-9]|1[0-3])|D([1-9]|1[0-5]))$/;

/** The amount as a number ("12,5" → 12.5), null when it is no amount. */
export const mengeAlsZahl = (menge: string | null | undefined): number | null =>
  menge && MENGE_MUSTER.test(menge) ? Number(menge.replace(',', '.')) : null;

const kurz = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Höchstens ${max} Zeichen.`)
    .nullable()
    .default(null)
    .transform((v) => (v === '' ? null : v));
const tag = kalendertagSchema.nullable().default(null);

/** One position of a receipt (spec §§ 3, 5): waste, amount, container, disposal path. */
export const belegPositionSchema = z.object({
  bezeichnung: kurz(255),
  abfallschluessel: kurz(20),
  menge: z.string().trim().regex(MENGE_MUSTER, BELEG_MELDUNGEN.menge).nullable().default(null),
  einheit: kurz(20),
  abweichendeDichte: z
    .string()
    .trim()
    .regex(MENGE_MUSTER, 'Bitte eine Dichte angeben (Ziffern, Komma, höchstens 3 Nachkommastellen).')
    .nullable()
    .default(null),
  behaelterkategorie: kurz(100),
  behaelter: kurz(100),
  behaelterAnzahl: z
    .number()
    .int('Bitte eine ganze Zahl angeben.')
    .min(0, 'Die Anzahl darf nicht negativ sein.')
    .max(10_000)
    .nullable()
    .default(null),
  rhythmus: z.enum(BELEG_RHYTHMEN, { error: 'Bitte Entsorgung oder Turnus wählen.' }).nullable().default(null),
  anzahlLeerungen: z
    .number()
    .int('Bitte eine ganze Zahl angeben.')
    .min(0, 'Die Anzahl darf nicht negativ sein.')
    .max(10_000)
    .nullable()
    .default(null),
  entsorgungsverfahren: z.string().trim().regex(VERFAHREN_MUSTER, BELEG_MELDUNGEN.verfahren).nullable().default(null),
  verbleibsanlageId: idSchema('Diese Verbleibsanlage gibt es nicht.').nullable().default(null),
  zertifikat: kurz(255),
  ausnahme: kurz(1000),
  /** Net EUR of the position. */
  betrag: z.number('Bitte einen Betrag in Euro angeben.').min(-1e9).max(1e9).nullable().default(null),
});
export type BelegPosition = z.infer<typeof belegPositionSchema>;

/** The fields of a receipt a person edits (PUT /rechnungen/:id) or the capture carries. */
export const belegFelderSchema = z.object({
  typ: z.enum(BELEG_TYPEN, { error: 'Bitte die Belegart wählen.' }),
  name: kurz(255),
  nummer: kurz(100),
  datum: tag,
  empfaenger: kurz(255),
  absender: kurz(255),
  anfallstelleId: idSchema('Diese Anfallstelle gibt es nicht.').nullable().default(null),
  leistungVon: tag,
  leistungBis: tag,
  /** Net EUR. */
  summe: z.number('Bitte einen Betrag in Euro angeben.').min(-1e9).max(1e9).nullable().default(null),
  /** The buyer or order reference of the invoice (where our order number usually stands). */
  bestellReferenz: kurz(100),
  /** Storno types: the cancelled receipt. */
  storniertBelegId: z.string().regex(UUID_MUSTER, 'Diesen Beleg gibt es nicht.').nullable().default(null),
  positionen: z.array(belegPositionSchema).max(500, 'Höchstens 500 Positionen.').default([]),
});
export type BelegFelder = z.infer<typeof belegFelderSchema>;

/** Capture (POST /rechnungen, the JSON part `beleg` beside the file): the fields plus whose receipt it is. */
export const belegErfassenSchema = belegFelderSchema.extend({
  erzeugerId: idSchema('Diesen Erzeuger gibt es nicht.'),
  entsorgerId: idSchema('Diesen Entsorger gibt es nicht.'),
  quelle: z.enum(BELEG_QUELLEN).default('UPLOAD'),
});
export type BelegErfassen = z.infer<typeof belegErfassenSchema>;

export const belegZuordnenSchema = z.object({
  auftragIds: z.array(z.string().regex(UUID_MUSTER, 'Diesen Auftrag gibt es nicht.')).min(1, BELEG_MELDUNGEN.auftraege).max(100),
});
export const belegFehlerhaftSchema = z.object({
  begruendung: z.string().trim().min(1, BELEG_MELDUNGEN.begruendung).max(2000, 'Höchstens 2000 Zeichen.'),
});

export const belegIdParams = uuidIdParams;

/** List filters of GET /rechnungen (simple-rest `filter`). */
export const belegFilterSchema = z.object({
  status: z.enum(BELEG_STATUS).optional(),
  typ: z.enum(BELEG_TYPEN).optional(),
  entsorgerId: textIdSchema().optional(),
  erzeugerId: textIdSchema().optional(),
  von: kalendertagSchema.optional(),
  bis: kalendertagSchema.optional(),
});

// ---------------------------------------------------------------- receipt validation (spec § 5)

/** Which fields the receipt check requires, per type (the table in docs/decisions.md, „Belege“). */
export type BelegRegel = {
  kopf: readonly (
    'empfaenger' | 'entsorger' | 'datum' | 'nummer' | 'summe' | 'leistungszeitraum' | 'anfallstelle' | 'auftrag' | 'storno'
  )[];
  /** Whether at least one position with an amount is needed. */
  positionen: boolean;
  position: readonly (
    | 'abfallschluessel'
    | 'menge'
    | 'behaelterkategorie'
    | 'behaelter'
    | 'behaelterAnzahl'
    | 'rhythmus'
    | 'verfahren'
    | 'anlageOderZertifikat'
  )[];
};

const VOLL_POSITION = [
  'abfallschluessel',
  'menge',
  'behaelterkategorie',
  'behaelter',
  'behaelterAnzahl',
  'rhythmus',
  'verfahren',
  'anlageOderZertifikat',
] as const;

export const BELEG_REGELN: Record<BelegTyp, BelegRegel> = {
  rechnung: {
    kopf: ['empfaenger', 'entsorger', 'datum', 'nummer', 'summe', 'leistungszeitraum', 'anfallstelle', 'auftrag'],
    positionen: true,
    position: VOLL_POSITION,
  },
  gutschrift: {
    kopf: ['empfaenger', 'entsorger', 'datum', 'nummer', 'summe', 'leistungszeitraum', 'anfallstelle', 'auftrag'],
    positionen: true,
    position: VOLL_POSITION,
  },
  lieferschein: {
    kopf: ['empfaenger', 'entsorger', 'datum', 'nummer', 'anfallstelle', 'auftrag'],
    positionen: true,
    position: ['abfallschluessel', 'menge', 'behaelterkategorie', 'behaelter', 'behaelterAnzahl'],
  },
  wiegeschein: {
    kopf: ['empfaenger', 'entsorger', 'datum', 'nummer', 'anfallstelle', 'auftrag'],
    positionen: true,
    position: ['abfallschluessel', 'menge', 'verfahren', 'anlageOderZertifikat'],
  },
  bilanz: {
    kopf: ['empfaenger', 'entsorger', 'datum', 'nummer', 'leistungszeitraum', 'anfallstelle'],
    positionen: true,
    position: ['abfallschluessel', 'menge', 'verfahren', 'anlageOderZertifikat'],
  },
  stornorechnung: { kopf: ['empfaenger', 'entsorger', 'datum', 'nummer', 'summe', 'storno'], positionen: false, position: [] },
  stornogutschrift: { kopf: ['empfaenger', 'entsorger', 'datum', 'nummer', 'summe', 'storno'], positionen: false, position: [] },
};

/** Mixed waste (spec § 5: needs a justification): mixed construction and demolition waste, mixed municipal waste. */
export const GEMISCHTE_ABFAELLE = ['170904', '200301'];
const avvRoh = (avv: string | null): string => (avv ?? '').replace(/[\s*]/g, '');

/** What the receipt check looks at: the fields, the disposer and the assigned orders. */
export type BelegZumPruefen = BelegFelder & { entsorgerId: number | null; auftragIds: readonly string[] };

/**
 * The receipt check (spec § 5), field by field: an empty object when the receipt may pass, else the
 * German message per field (`nummer`, `positionen.0.menge` …), shown next to each field.
 */
export function pruefeBeleg(b: BelegZumPruefen): Record<string, string> {
  const f: Record<string, string> = {};
  const regel = BELEG_REGELN[b.typ];
  if (!regel) return { typ: 'Bitte die Belegart wählen.' };
  for (const k of regel.kopf) {
    if (k === 'empfaenger' && !b.empfaenger) f.empfaenger = 'Bitte den Empfänger angeben.';
    if (k === 'entsorger' && !b.entsorgerId) f.entsorgerId = 'Bitte den Entsorger angeben.';
    if (k === 'datum' && !b.datum) f.datum = 'Bitte das Belegdatum angeben.';
    if (k === 'nummer' && !b.nummer) f.nummer = 'Bitte die Belegnummer angeben.';
    if (k === 'summe' && b.summe === null) f.summe = 'Bitte die Summe angeben.';
    if (k === 'anfallstelle' && !b.anfallstelleId) f.anfallstelleId = 'Bitte die Anfallstelle angeben.';
    if (k === 'auftrag' && b.auftragIds.length === 0) f.auftragIds = BELEG_MELDUNGEN.auftraege;
    if (k === 'storno' && !b.storniertBelegId) f.storniertBelegId = BELEG_MELDUNGEN.storno;
    if (k === 'leistungszeitraum') {
      if (!b.leistungVon) f.leistungVon = 'Bitte den Beginn des Leistungszeitraums angeben.';
      if (!b.leistungBis) f.leistungBis = 'Bitte das Ende des Leistungszeitraums angeben.';
    }
  }
  if (b.leistungVon && b.leistungBis && b.leistungBis < b.leistungVon) f.leistungBis = BELEG_MELDUNGEN.zeitraum;
  if (regel.positionen && !b.positionen.some((p) => (mengeAlsZahl(p.menge) ?? 0) > 0)) f.positionen = BELEG_MELDUNGEN.keineMenge;
  b.positionen.forEach((p, i) => {
    const at = (feld: string, meldung: string) => (f[`positionen.${i}.${feld}`] ??= meldung);
    for (const k of regel.position) {
      if (k === 'abfallschluessel' && !p.abfallschluessel) at('abfallschluessel', 'Bitte den Abfallschlüssel (AVV) angeben.');
      if (k === 'menge') {
        if (!((mengeAlsZahl(p.menge) ?? 0) > 0)) at('menge', BELEG_MELDUNGEN.menge);
        if (!p.einheit) at('einheit', BELEG_MELDUNGEN.einheit);
      }
      if (k === 'behaelterkategorie' && !p.behaelterkategorie) at('behaelterkategorie', 'Bitte die Behälterkategorie angeben.');
      if (k === 'behaelter' && !p.behaelter) at('behaelter', 'Bitte den Behälter angeben.');
      if (k === 'behaelterAnzahl' && !p.behaelterAnzahl) at('behaelterAnzahl', 'Bitte die Anzahl der Behälter angeben.');
      if (k === 'rhythmus') {
        if (!p.rhythmus) at('rhythmus', 'Bitte Entsorgung oder Turnus wählen.');
        if (p.rhythmus === 'TURNUS' && !p.anzahlLeerungen) at('anzahlLeerungen', 'Bitte die Anzahl der Leerungen angeben.');
      }
      if (k === 'verfahren' && !p.entsorgungsverfahren) at('entsorgungsverfahren', BELEG_MELDUNGEN.verfahren);
      if (k === 'anlageOderZertifikat' && (p.verbleibsanlageId === null) === (p.zertifikat === null))
        at('verbleibsanlageId', BELEG_MELDUNGEN.anlageOderZertifikat);
    }
    if (regel.position.includes('abfallschluessel') && GEMISCHTE_ABFAELLE.includes(avvRoh(p.abfallschluessel)) && !p.ausnahme)
      at('ausnahme', 'Gemischte Abfälle brauchen eine Begründung (GewAbfV).');
    if (p.abweichendeDichte !== null && !((mengeAlsZahl(p.abweichendeDichte) ?? 0) > 0))
      at('abweichendeDichte', 'Die Dichte muss größer 0 sein.');
  });
  return f;
}

// ---------------------------------------------------------------- wire

const datum = z.string().nullable();

/** One row of GET /rechnungen. */
export const belegListeEintragSchema = z.object({
  id: z.string(),
  typ: z.enum(BELEG_TYPEN),
  status: z.enum(BELEG_STATUS),
  herkunft: z.enum(BELEG_HERKUNFT),
  quelle: z.enum(BELEG_QUELLEN),
  name: z.string().nullable(),
  nummer: z.string().nullable(),
  datum,
  summe: z.number().nullable(),
  erzeugerId: z.number(),
  erzeugerName: z.string(),
  entsorgerId: z.number(),
  entsorgerName: z.string(),
  anfallstelleId: z.number().nullable(),
  anfallstelleName: z.string().nullable(),
  vorgangsnummern: z.array(z.string()),
  erfasstAm: z.string(),
  version: z.number(),
});
export type BelegListeEintrag = z.infer<typeof belegListeEintragSchema>;

export const belegDetailsSchema = belegListeEintragSchema.extend({
  empfaenger: z.string().nullable(),
  absender: z.string().nullable(),
  leistungVon: datum,
  leistungBis: datum,
  bestellReferenz: z.string().nullable(),
  storniertBelegId: z.string().nullable(),
  positionen: z.array(belegPositionSchema),
  auftraege: z.array(z.object({ id: z.string(), vorgangsnummer: z.string() })),
  dateiName: z.string().nullable(),
  dateiTyp: z.string().nullable(),
  fehlerBegruendung: z.string().nullable(),
  /** The German message per field of the receipt check (spec § 5), empty when it would pass. */
  pruefung: z.record(z.string(), z.string()),
  /** The e-invoice reader's German reason when it could not read the file (the receipt waits for a person). */
  leseFehler: z.string().nullable().default(null),
});
export type BelegDetails = z.infer<typeof belegDetailsSchema>;

export const belegHistorieEintragSchema = z.object({
  id: z.string(),
  zeitpunkt: z.string(),
  ereignis: z.string(),
  akteur: z.string(),
  handeltAls: z.string().nullable(),
  beschreibung: z.string(),
  status: z.enum(BELEG_STATUS).nullable(),
});
export type BelegHistorieEintrag = z.infer<typeof belegHistorieEintragSchema>;

/** A suggested order for a receipt (GET /rechnungen/:id/vorschlaege), best first. */
export const belegVorschlagSchema = z.object({
  id: z.string(),
  vorgangsnummer: z.string(),
  anfallstelleName: z.string().nullable(),
  abfallschluessel: z.string().nullable(),
  status: z.string(),
  wunschLiefertermin: z.string().nullable(),
  /** Why it is suggested, German: "Vorgangsnummer im Beleg", "gleiche Anfallstelle" … */
  gruende: z.array(z.string()),
  punkte: z.number(),
});
export type BelegVorschlag = z.infer<typeof belegVorschlagSchema>;

export const belegVorschlaegeSchema = z.object({
  vorschlaege: z.array(belegVorschlagSchema),
  /** "Beleg konnte nicht eindeutig zugeordnet werden" when not exactly one order stands out, else null. */
  hinweis: z.string().nullable(),
});

export const belegBefehlAntwortSchema = z.object({
  id: z.string(),
  position: z.string().nullable(),
  projektionenAktuell: z.boolean(),
});

/** A receipt assigned to an order (GET /auftrag/:id/belege, the invoices section of the order details, spec § 2). */
export const auftragBelegSchema = z.object({
  id: z.string(),
  typ: z.enum(BELEG_TYPEN),
  status: z.enum(BELEG_STATUS),
  nummer: z.string().nullable(),
  datum,
  summe: z.number().nullable(),
  entsorgerName: z.string(),
});
export type AuftragBeleg = z.infer<typeof auftragBelegSchema>;

/** The name pickers of the receipts list (GET /rechnungen/filterOptionen): the disposers and producers of the receipts a user sees. */
export const belegFilterOptionenSchema = z.object({
  entsorger: z.array(z.object({ id: z.number(), name: z.string() })),
  erzeuger: z.array(z.object({ id: z.number(), name: z.string() })),
});
export type BelegFilterOptionen = z.infer<typeof belegFilterOptionenSchema>;
