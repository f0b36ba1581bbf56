import { UEBER_GRENZE_OHNE_FREIGEBER } from '@abfallportal/common/angebot';
import { auftragAufgebenSchema, type AuftragAufgebenBody } from '@abfallportal/common/auftrag';
import { formatDatum } from '../format/format';

/** What the wizard's fields hold; ids are null until chosen, the count is typed text. */
export type WizardWerte = {
  anfallstelleId: number | null;
  wunschLiefertermin: string | null;
  wunschAbholtermin: string | null;
  lieferterminUnbekannt: boolean;
  fraktionId: number | null;
  abfallschluessel: string;
  behaelterId: number | null;
  anzahl: string;
  entsorgerId: number | null;
  kommentar: string;
  begruendungGemischt: string;
  ohnePreisBestaetigt: boolean;
  /** Ask disposers for offers instead of ordering (issue 18). */
  angeboteEinholen: boolean;
  angebotEntsorgerIds: number[];
  /** The approver, when the order exceeds the user's order value limit. */
  freigeberId: number | null;
};
export type WizardFeld = keyof WizardWerte;
export type WizardFehler = Partial<Record<WizardFeld, string>>;

export const LEERE_WERTE: WizardWerte = {
  anfallstelleId: null,
  wunschLiefertermin: null,
  wunschAbholtermin: null,
  lieferterminUnbekannt: false,
  fraktionId: null,
  abfallschluessel: '',
  behaelterId: null,
  anzahl: '1',
  entsorgerId: null,
  kommentar: '',
  begruendungGemischt: '',
  ohnePreisBestaetigt: false,
  angeboteEinholen: false,
  angebotEntsorgerIds: [],
  freigeberId: null,
};

/** The three steps of spec § 2 and the fields each one asks for. */
export const SCHRITT_FELDER: readonly (readonly WizardFeld[])[] = [
  ['anfallstelleId', 'wunschLiefertermin', 'wunschAbholtermin', 'lieferterminUnbekannt'],
  ['fraktionId', 'abfallschluessel', 'behaelterId', 'anzahl', 'begruendungGemischt'],
  ['entsorgerId', 'kommentar', 'ohnePreisBestaetigt', 'angeboteEinholen', 'angebotEntsorgerIds', 'freigeberId'],
];

/** What the rules need beyond the entries: the earliest date, whether the fraction is mixed, the price outcome. */
export type WizardKontext = {
  fruehesterLiefertermin: string | null;
  gemischt: boolean;
  /** Whether the chosen disposer has a price; null while nothing is chosen. */
  preisGefunden: boolean | null;
  /** The chosen disposer's price exceeds the user's order value limit: an approver is required. */
  freigabeNoetig?: boolean;
};

export const MELDUNG_ZU_FRUEH = (datum: string) => `Der Wunschliefertermin darf nicht vor dem ${formatDatum(datum)} liegen.`;
export const MELDUNG_BEGRUENDUNG = 'Gemischte Abfälle brauchen eine Begründung.';
export const MELDUNG_OHNE_PREIS = 'Bitte bestätigen Sie, dass Sie ohne ermittelten Preis bestellen.';

/** The request body; a missing choice becomes 0 or '' so that the shared schema names it in German. */
export const alsBody = (
  werte: WizardWerte,
  erzeugerId: number,
  kontext: Pick<WizardKontext, 'gemischt' | 'freigabeNoetig'>,
): AuftragAufgebenBody => ({
  erzeugerId,
  anfallstelleId: werte.anfallstelleId ?? 0,
  wunschLiefertermin: werte.wunschLiefertermin ?? '',
  wunschAbholtermin: werte.wunschAbholtermin,
  lieferterminUnbekannt: werte.lieferterminUnbekannt,
  fraktionId: werte.fraktionId ?? 0,
  abfallschluessel: werte.abfallschluessel,
  behaelterId: werte.behaelterId ?? 0,
  anzahl: /^\d+$/.test(werte.anzahl.trim()) ? Number(werte.anzahl.trim()) : 0,
  ...(werte.angeboteEinholen ? { angebotEntsorgerIds: werte.angebotEntsorgerIds } : { entsorgerId: werte.entsorgerId ?? 0 }),
  ...(!werte.angeboteEinholen && kontext.freigabeNoetig && werte.freigeberId !== null && { freigeberId: werte.freigeberId }),
  kommentar: werte.kommentar,
  begruendungGemischt: kontext.gemischt ? werte.begruendungGemischt : null,
  ohnePreisBestaetigt: !werte.angeboteEinholen && werte.ohnePreisBestaetigt,
});

const istFeld = (feld: PropertyKey | undefined): feld is WizardFeld => typeof feld === 'string' && feld in LEERE_WERTE;

/** The errors of one step: the shared schema (auftragAufgebenSchema) plus the rules that need the context. */
export const schrittFehler = (schritt: number, werte: WizardWerte, erzeugerId: number, kontext: WizardKontext): WizardFehler => {
  const felder = SCHRITT_FELDER[schritt] ?? [];
  const fehler: WizardFehler = {};
  const ergebnis = auftragAufgebenSchema.safeParse(alsBody(werte, erzeugerId, kontext));
  for (const issue of ergebnis.error?.issues ?? []) {
    const [feld] = issue.path;
    if (istFeld(feld) && felder.includes(feld) && fehler[feld] === undefined) fehler[feld] = issue.message;
  }
  const { fruehesterLiefertermin } = kontext;
  if (
    felder.includes('wunschLiefertermin') &&
    fehler.wunschLiefertermin === undefined &&
    fruehesterLiefertermin !== null &&
    werte.wunschLiefertermin !== null &&
    werte.wunschLiefertermin < fruehesterLiefertermin
  ) {
    fehler.wunschLiefertermin = MELDUNG_ZU_FRUEH(fruehesterLiefertermin);
  }
  // Spec § 5: mixed waste needs a justification (GewAbfV § 4).
  if (felder.includes('begruendungGemischt') && kontext.gemischt && werte.begruendungGemischt.trim() === '') {
    fehler.begruendungGemischt = MELDUNG_BEGRUENDUNG;
  }
  // Spec § 5: an order without a determined price needs explicit confirmation.
  if (felder.includes('ohnePreisBestaetigt') && !werte.angeboteEinholen && kontext.preisGefunden === false && !werte.ohnePreisBestaetigt) {
    fehler.ohnePreisBestaetigt = MELDUNG_OHNE_PREIS;
  }
  // Spec § 4: above the order value limit the user picks an approver (the server checks it again).
  if (felder.includes('freigeberId') && !werte.angeboteEinholen && kontext.freigabeNoetig && werte.freigeberId === null) {
    fehler.freigeberId = UEBER_GRENZE_OHNE_FREIGEBER;
  }
  return fehler;
};

/** The step that holds a field (for errors the server names). */
export const schrittVonFeld = (feld: string): number => {
  const index = SCHRITT_FELDER.findIndex((felder) => felder.some((f) => f === feld));
  return index === -1 ? SCHRITT_FELDER.length - 1 : index;
};

const ABHAENGIG: Partial<Record<WizardFeld, readonly WizardFeld[]>> = {
  anfallstelleId: ['fraktionId', 'abfallschluessel', 'behaelterId', 'entsorgerId', 'ohnePreisBestaetigt'],
  wunschLiefertermin: ['entsorgerId', 'ohnePreisBestaetigt'],
  fraktionId: ['abfallschluessel', 'behaelterId', 'begruendungGemischt', 'entsorgerId', 'ohnePreisBestaetigt'],
  abfallschluessel: ['entsorgerId', 'ohnePreisBestaetigt'],
  behaelterId: ['entsorgerId', 'ohnePreisBestaetigt'],
  entsorgerId: ['ohnePreisBestaetigt', 'freigeberId'],
  angeboteEinholen: ['entsorgerId', 'angebotEntsorgerIds', 'ohnePreisBestaetigt', 'freigeberId'],
};

/** Applies a change; choices that depended on a changed value are cleared (their options or prices change). */
export const aendere = (werte: WizardWerte, aenderung: Partial<WizardWerte>): WizardWerte => {
  const neu = { ...werte, ...aenderung };
  for (const feld of Object.keys(aenderung)) {
    if (!istFeld(feld) || werte[feld] === neu[feld]) continue;
    for (const abhaengig of ABHAENGIG[feld] ?? []) {
      if (!(abhaengig in aenderung)) Object.assign(neu, { [abhaengig]: LEERE_WERTE[abhaengig] });
    }
  }
  return neu;
};
