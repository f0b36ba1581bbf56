import { BELEG_MELDUNGEN, mengeAlsZahl, type BelegFelder, type BelegTyp } from './belegFelder';

/** The receipt validation of spec § 5. */
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
