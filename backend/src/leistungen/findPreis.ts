import type { PreisAuskunft, PreisPosition } from '@abfallportal/common/auftragWire';

/** One price agreement that fits the customer, waste key, container and disposer of a request. */
export type LeistungKandidat = {
  id: number;
  /** null: the agreement holds for every site of the customer. */
  anfallstelleId: number | null;
  gueltigVon: string;
  gueltigBis: string | null;
  /** The disposer pays for the material (e.g. paper): its weight and volume positions are credits. */
  verguetung: boolean;
  preise: PreisPosition[];
};

/** What the estimate depends on besides the agreement. Dates are yyyy-MM-dd. */
export type PreisKontext = {
  datum: string;
  anfallstelleId: number;
  anzahl: number;
  volumenM3: number;
  /** Fraction density in t/m³; null when the waste key does not name one fraction. */
  dichte: number | null;
  /** Planned rent days (delivery to pickup); null when the pickup date is not known yet. */
  mietTage: number | null;
};

export const PREIS_MELDUNG = {
  keine: 'Keine Preisvereinbarung gefunden.',
  mehrereVergangene: 'Mehrere vergangene Preisvereinbarungen gefunden.',
  mehrereAktuelle: 'Mehrere aktuelle Preisvereinbarungen gefunden.',
} as const;

const datumDeutsch = (iso: string): string => iso.split('-').reverse().join('.');

const gilt = (l: LeistungKandidat, datum: string): boolean => l.gueltigVon <= datum && (l.gueltigBis === null || datum <= l.gueltigBis);

const abgelaufen = (l: LeistungKandidat, datum: string): boolean => l.gueltigBis !== null && l.gueltigBis < datum;

/** An agreement made for this very site replaces the customer-wide ones. */
const spezifischste = (kandidaten: LeistungKandidat[]): LeistungKandidat[] => {
  const fuerStelle = kandidaten.filter((l) => l.anfallstelleId !== null);
  return fuerStelle.length > 0 ? fuerStelle : kandidaten;
};

const cent = (betrag: number): number => Math.round(betrag * 100) / 100;

/**
 * The estimated net total of an order of `anzahl` full containers:
 * - 'Stück' (delivery and pickup, per emptying): price × anzahl;
 * - 'Tag' (rent): price × planned days × anzahl, left out while the pickup date is unknown;
 * - 't' (disposal by weight): price × container volume × fraction density × anzahl, left out when
 *   the density is unknown;
 * - 'm³' (disposal by volume): price × container volume × anzahl.
 * With `verguetung` the weight and volume positions are paid to the customer and count negative.
 */
/**
 * The estimated quantity of one price position for the whole order, in its unit (null while it
 * cannot be estimated): 'Stück' → anzahl; 'Tag' → planned days × anzahl; 't' → volume × density ×
 * anzahl; 'm³' → volume × anzahl. Billing follows the actual quantity (spec § 1).
 */
export const geschaetzteMenge = (p: Pick<PreisPosition, 'einheit'>, k: Omit<PreisKontext, 'datum' | 'anfallstelleId'>): number | null => {
  if (p.einheit === 'Stück') return k.anzahl;
  if (p.einheit === 'Tag') return k.mietTage === null ? null : k.mietTage * k.anzahl;
  if (p.einheit === 't') return k.dichte === null ? null : Math.round(k.volumenM3 * k.dichte * k.anzahl * 1000) / 1000;
  return k.volumenM3 * k.anzahl;
};

/**
 * The estimated net total of an order of `anzahl` full containers: each position's price times its
 * estimated quantity (geschaetzteMenge); positions that cannot be estimated yet are left out. With
 * `verguetung` the weight and volume positions are paid to the customer and count negative.
 */
export const summeNetto = (preise: PreisPosition[], verguetung: boolean, k: PreisKontext): number => {
  let summe = 0;
  for (const p of preise) {
    const menge = geschaetzteMenge(p, k);
    if (menge === null) continue;
    const material = verguetung && (p.einheit === 't' || p.einheit === 'm³') ? -1 : 1;
    summe += material * p.preis * menge;
  }
  return cent(summe);
};

const gefunden = (l: LeistungKandidat, k: PreisKontext, warnung: string | null): PreisAuskunft => ({
  ergebnis: 'GEFUNDEN',
  leistungId: l.id,
  preise: l.preise,
  summeNetto: summeNetto(l.preise, l.verguetung, k),
  warnung,
});

/**
 * The price lookup of spec § 8. A current agreement is used when there is exactly one; with none
 * current, a single expired one still gives the price, with a warning; several either way cannot be
 * decided by the portal and are reported. Agreements that start after the date do not count.
 */
export const findPreis = (kandidaten: LeistungKandidat[], k: PreisKontext): PreisAuskunft => {
  const passend = kandidaten.filter((l) => l.anfallstelleId === null || l.anfallstelleId === k.anfallstelleId);
  const aktuelle = spezifischste(passend.filter((l) => gilt(l, k.datum)));
  const [aktuell] = aktuelle;
  if (aktuelle.length > 1) return { ergebnis: 'MEHRERE_AKTUELLE', meldung: PREIS_MELDUNG.mehrereAktuelle };
  if (aktuell) return gefunden(aktuell, k, null);
  const vergangene = spezifischste(passend.filter((l) => abgelaufen(l, k.datum)));
  const [vergangen] = vergangene;
  if (vergangene.length > 1) return { ergebnis: 'MEHRERE_VERGANGENE', meldung: PREIS_MELDUNG.mehrereVergangene };
  if (vergangen?.gueltigBis) {
    return gefunden(vergangen, k, `Die Preisvereinbarung ist am ${datumDeutsch(vergangen.gueltigBis)} abgelaufen.`);
  }
  return { ergebnis: 'KEINE_VEREINBARUNG', meldung: PREIS_MELDUNG.keine };
};
