/**
 * The rules of the documentation per site (issue 20, spec § 5, GewAbfV §§ 2, 4, 8, 9; NachwV), pure
 * so server and tests share them: unit conversion to t and m³, the 10 m³ threshold of construction
 * sites, hazardous waste, and the separate-collection rate (Getrenntsammlungsquote). Decisions in
 * docs/decisions.md, „Abfallmengen und Dokumentation“.
 */

export type NormEinheit = 't' | 'kg' | 'm³' | 'l' | 'Stück';

/** A unit as receipts and e-invoices write it (UN/ECE codes TNE, KGM, MTQ, LTR, H87, C62 …) → ours; null when unknown. */
export function einheitNormieren(einheit: string | null | undefined): NormEinheit | null {
  const e = (einheit ?? '').trim().toLowerCase().replace(/\.$/, '');
  if (['t', 'to', 'tonne', 'tonnen', 'tne'].includes(e)) return 't';
  if (['kg', 'kgm', 'kilogramm'].includes(e)) return 'kg';
  if (['m³', 'm3', 'cbm', 'mtq', 'kubikmeter'].includes(e)) return 'm³';
  if (['l', 'ltr', 'liter'].includes(e)) return 'l';
  if (['stück', 'stk', 'st', 'h87', 'c62', 'ea', 'behälter', 'leerung', 'leerungen'].includes(e)) return 'Stück';
  return null;
}

/** What a quantity is converted with: the density (deviating or the fraction's) in t/m³ and the container's volume in m³. */
export type UmrechnungsEingabe = {
  menge: number | null;
  einheit: string | null;
  dichte: number | null;
  behaelterVolumen: number | null;
};
export type Umgerechnet = { tonnen: number | null; kubikmeter: number | null };

const r3 = (v: number): number => Math.round(v * 1000) / 1000;

/**
 * An amount in t and m³: mass units convert to volume through the density, volume units to mass
 * through the density, "Stück" (containers or emptyings) to volume through the container volume.
 * A side that cannot be computed is null; both null means "Keine Menge zum Beleg".
 */
export function mengeUmrechnen(e: UmrechnungsEingabe): Umgerechnet {
  const einheit = einheitNormieren(e.einheit);
  if (e.menge === null || !(e.menge > 0) || einheit === null) return { tonnen: null, kubikmeter: null };
  const dichte = e.dichte !== null && e.dichte > 0 ? e.dichte : null;
  let tonnen: number | null = null;
  let kubikmeter: number | null = null;
  if (einheit === 't') tonnen = e.menge;
  if (einheit === 'kg') tonnen = e.menge / 1000;
  if (einheit === 'm³') kubikmeter = e.menge;
  if (einheit === 'l') kubikmeter = e.menge / 1000;
  if (einheit === 'Stück' && e.behaelterVolumen !== null && e.behaelterVolumen > 0) kubikmeter = e.menge * e.behaelterVolumen;
  if (tonnen === null && kubikmeter !== null && dichte !== null) tonnen = kubikmeter * dichte;
  if (kubikmeter === null && tonnen !== null && dichte !== null) kubikmeter = tonnen / dichte;
  return { tonnen: tonnen === null ? null : r3(tonnen), kubikmeter: kubikmeter === null ? null : r3(kubikmeter) };
}

/** The volume of a container named in a text ("Absetzmulde 7 m3", "MGB 240 l"), null when none is named. */
export function volumenAusText(text: string | null | undefined): number | null {
  const m3 = /(\d+(?:[.,]\d+)?)\s*(?:m3|m³|cbm)\b/i.exec(text ?? '');
  if (m3) return Number(m3[1]!.replace(',', '.'));
  const l = /(\d+(?:[.,]\d+)?)\s*(?:l|liter)\b/i.exec(text ?? '');
  return l ? Number(l[1]!.replace(',', '.')) / 1000 : null;
}

// ---------------------------------------------------------------- hazardous waste (NachwV)

/** Hazardous waste: the AVV code carries the star (or the catalogue says so). */
export const istGefaehrlich = (abfallschluessel: string, laut_katalog = false): boolean => laut_katalog || abfallschluessel.includes('*');

export const NACHWV_HINWEIS =
  'Gefährlicher Abfall (AVV mit *): Nachweispflicht nach der Nachweisverordnung – Entsorgungsnachweis, Begleit- oder Übernahmeschein und Register (NachwV §§ 3, 10, 23).';

// ---------------------------------------------------------------- 10 m³ (GewAbfV § 8 Abs. 3, § 9 Abs. 6)

/** The threshold of GewAbfV § 8 Abs. 3 Satz 4 and § 9 Abs. 6 Satz 4, in m³. */
export const SCHWELLE_KUBIKMETER = 10;

export const DOKUMENTATION_TEXTE = {
  keinePflicht: 'keine Dokumentationspflicht (GewAbfV § 8 Abs. 3, § 9 Abs. 6)',
  keinePflichtErklaerung: 'Bei dieser Bau- und Abbruchmaßnahme überschreitet das Volumen der insgesamt angefallenen Abfälle 10 m³ nicht.',
  baustellePflicht:
    'Dokumentationspflicht: Auf dieser Baustelle sind insgesamt mehr als 10 m³ Abfall angefallen (GewAbfV § 8 Abs. 3, § 9 Abs. 6).',
  baustelleUnvollstaendig:
    'Dokumentationspflicht: Nicht jede Menge dieser Baustelle lässt sich in m³ umrechnen; die Ausnahme unter 10 m³ kann daher nicht festgestellt werden.',
  gewerbePflicht:
    'Dokumentationspflicht (GewAbfV § 3 Abs. 3, § 4 Abs. 5): Die Ausnahme für höchstens 10 m³ (GewAbfV § 8 Abs. 3, § 9 Abs. 6) gilt nur für Bau- und Abbruchmaßnahmen, nicht für Gewerbebetriebe.',
} as const;

export type Dokumentationspflicht = { pflicht: boolean; text: string; erklaerung: string | null };

/**
 * Whether a site must document its quantities. A construction site is exempt while the volume of
 * all its waste over the measure does not exceed 10 m³ ("nicht überschreitet": exactly 10,000 m³ is
 * still exempt, 10,001 m³ is not); compared in litres, so no float rounding decides. A commercial
 * site is never exempt. `kubikmeter` null (some quantity not convertible): not exempt.
 */
export function dokumentationspflicht(art: 'BAUSTELLE' | 'GEWERBEBETRIEB', kubikmeter: number | null): Dokumentationspflicht {
  if (art === 'GEWERBEBETRIEB') return { pflicht: true, text: DOKUMENTATION_TEXTE.gewerbePflicht, erklaerung: null };
  if (kubikmeter === null) return { pflicht: true, text: DOKUMENTATION_TEXTE.baustelleUnvollstaendig, erklaerung: null };
  if (Math.round(kubikmeter * 1000) <= SCHWELLE_KUBIKMETER * 1000)
    return { pflicht: false, text: DOKUMENTATION_TEXTE.keinePflicht, erklaerung: DOKUMENTATION_TEXTE.keinePflichtErklaerung };
  return { pflicht: true, text: DOKUMENTATION_TEXTE.baustellePflicht, erklaerung: null };
}

// ---------------------------------------------------------------- separate-collection rate (GewAbfV § 4)

/**
 * Commercial municipal waste (gewerbliche Siedlungsabfälle, GewAbfV § 2 Nr. 1 a): the codes of AVV
 * chapter 20. § 2 Nr. 1 b (other wastes "comparable" to household waste) is a judgement no code
 * decides; they are left out.
 */
export const istGewerblicherSiedlungsabfall = (abfallschluessel: string): boolean => abfallschluessel.replace(/\s/g, '').startsWith('20');
/** Mixed: 20 03 01 gemischte Siedlungsabfälle; every other chapter-20 code is separately collected. */
export const istGemischterSiedlungsabfall = (abfallschluessel: string): boolean => abfallschluessel.replace(/[\s*]/g, '') === '200301';

export const QUOTE_SCHWELLE_PROZENT = 90;

export type Getrenntsammlung = {
  jahr: number;
  /** Percent with one decimal, null without commercial municipal waste. */
  quote: number | null;
  getrenntTonnen: number;
  gesamtTonnen: number;
  /** Commercial municipal waste quantities without a mass (not counted). */
  ohneMasse: number;
  vorbehandlungEntfaellt: boolean;
  text: string;
};

/**
 * The separate-collection rate of a producer's year (GewAbfV § 2 Nr. 6, § 4 Abs. 3): separately
 * collected mass ÷ total mass of commercial municipal waste × 100. At ≥ 90 % the pre-treatment duty
 * of § 4 Abs. 1 lapses for the following year, and the expert-checked proof is due by 31 March of
 * the following year (§ 4 Abs. 5). Compared in kilograms, so 89,9 % never passes and 90,0 % does.
 */
export function getrenntsammlungsquote(
  jahr: number,
  mengen: readonly { abfallschluessel: string; tonnen: number | null }[],
): Getrenntsammlung {
  let getrenntKg = 0;
  let gesamtKg = 0;
  let ohneMasse = 0;
  for (const m of mengen) {
    if (!istGewerblicherSiedlungsabfall(m.abfallschluessel)) continue;
    if (m.tonnen === null) {
      ohneMasse++;
      continue;
    }
    const kg = Math.round(m.tonnen * 1000);
    gesamtKg += kg;
    if (!istGemischterSiedlungsabfall(m.abfallschluessel)) getrenntKg += kg;
  }
  const basis = { jahr, getrenntTonnen: getrenntKg / 1000, gesamtTonnen: gesamtKg / 1000, ohneMasse };
  if (gesamtKg === 0)
    return {
      ...basis,
      quote: null,
      vorbehandlungEntfaellt: false,
      text: `Im Jahr ${jahr} sind keine gewerblichen Siedlungsabfälle (AVV-Kapitel 20) mit Masse dokumentiert.`,
    };
  const quote = Math.floor((getrenntKg * 1000) / gesamtKg) / 10;
  const prozent = quote.toLocaleString('de-DE', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const entfaellt = getrenntKg * 100 >= gesamtKg * QUOTE_SCHWELLE_PROZENT;
  const text = entfaellt
    ? `Getrenntsammlungsquote ${jahr}: ${prozent} %. Damit entfällt ${jahr + 1} die Pflicht zur Vorbehandlung der Gemische (GewAbfV § 4 Abs. 3 Satz 3). Denken Sie an den von einem zugelassenen Sachverständigen geprüften Nachweis bis zum 31. März ${jahr + 1} (GewAbfV § 4 Abs. 5).`
    : `Getrenntsammlungsquote ${jahr}: ${prozent} % – unter 90 %, die Gemische sind einer Vorbehandlungsanlage zuzuführen (GewAbfV § 4 Abs. 1).`;
  return { ...basis, quote, vorbehandlungEntfaellt: entfaellt, text };
}
