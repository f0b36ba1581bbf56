import type { BilanzZeile, MengenZeile } from '@abfallportal/common/dokumentation';
import {
  NACHWV_HINWEIS,
  dokumentationspflicht,
  getrenntsammlungsquote,
  type Dokumentationspflicht,
  type Getrenntsammlung,
} from '@abfallportal/common/dokumentationRegeln';
import { bilanz, kubikmeterGesamt, type DokumentationsZeile } from '../dokumentation';

/**
 * The documentation part of an export (issue 20): per site the waste quantities of the period, their
 * balance per AVV code and disposal path and the rule texts; per producer the separate-collection
 * rate of the period's years. Pure: the lines come from the documentation feature
 * (`loadDokumentationsZeilen`), converted to t and m³ exactly as the documentation page does.
 */
export type StandortMengen = {
  mengen: MengenZeile[];
  bilanz: BilanzZeile[];
  hinweise: {
    /** The 10 m³ exemption, "not exempt", or null for receipts without a site. */
    dokumentationspflicht: Dokumentationspflicht | null;
    /** The NachwV hint when a hazardous AVV code (with *) is among the quantities of the period. */
    gefaehrlich: string | null;
  };
};

export type ErzeugerQuoten = { erzeugerId: number; name: string; getrenntsammlung: Getrenntsammlung[] };

/**
 * Whether a quantity line belongs to the export's period: a receipt's position when the receipt is
 * one of the export's receipts (its date in the period), a hand-entered quantity when its service
 * period – its dates, else its whole service year – touches the period.
 */
export const mengeImZeitraum = (
  z: Pick<DokumentationsZeile, 'quelle' | 'belegId' | 'jahr' | 'leistungVon' | 'leistungBis'>,
  beginn: string,
  ende: string,
  belegIds: ReadonlySet<string>,
): boolean => {
  if (z.quelle === 'BELEG') return z.belegId !== null && belegIds.has(z.belegId);
  const von = z.leistungVon ?? `${z.jahr}-01-01`;
  const bis = z.leistungBis ?? `${z.jahr}-12-31`;
  return von <= ende && bis >= beginn;
};

/**
 * One site's quantities of the period, their balance and its rule texts. The 10 m³ exemption looks at
 * the construction site's whole measure (`alleDerStelle`, every year), as on the documentation page.
 */
export const standortMengen = (
  art: 'BAUSTELLE' | 'GEWERBEBETRIEB' | null,
  alleDerStelle: readonly DokumentationsZeile[],
  imZeitraum: readonly DokumentationsZeile[],
  heute: string,
): StandortMengen => ({
  // The lines themselves (they carry their site and year besides): no copy of tens of thousands of lines.
  mengen: [...imZeitraum],
  bilanz: bilanz(imZeitraum, heute),
  hinweise: {
    dokumentationspflicht: art === null ? null : dokumentationspflicht(art, kubikmeterGesamt(alleDerStelle)),
    gefaehrlich: imZeitraum.some((z) => z.gefaehrlich) ? NACHWV_HINWEIS : null,
  },
});

/**
 * The producer's separate-collection rate (GewAbfV § 4) for each calendar year the period touches, over
 * all its sites and the WHOLE year (the rate is a yearly figure): a one-year period always shows its
 * year, a longer one the years with quantities.
 */
export const quotenImZeitraum = (zeilen: readonly DokumentationsZeile[], beginn: string, ende: string): Getrenntsammlung[] => {
  const von = Number(beginn.slice(0, 4));
  const bis = Number(ende.slice(0, 4));
  const quoten: Getrenntsammlung[] = [];
  for (let jahr = von; jahr <= bis; jahr++) {
    const imJahr = zeilen.filter((z) => z.jahr === jahr);
    if (von === bis || imJahr.length > 0) quoten.push(getrenntsammlungsquote(jahr, imJahr));
  }
  return quoten;
};

/** Sums of quantity lines in t and m³ (lines that cannot be converted count nothing), rounded to kg and litres. */
export const mengenSumme = (mengen: readonly Pick<MengenZeile, 'tonnen' | 'kubikmeter'>[]): { tonnen: number; kubikmeter: number } => {
  let kg = 0;
  let liter = 0;
  for (const m of mengen) {
    kg += Math.round((m.tonnen ?? 0) * 1000);
    liter += Math.round((m.kubikmeter ?? 0) * 1000);
  }
  return { tonnen: kg / 1000, kubikmeter: liter / 1000 };
};
