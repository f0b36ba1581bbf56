import type { Freigeber } from '@abfallportal/common/angebot';
import type {
  BehaelterOptionen,
  BestellwertGrenzePruefung,
  EntsorgerPreisInfo,
  TimeAndPlaceOptionen,
  WertstoffOptionen,
} from '@abfallportal/common/auftragWire';
import { tageZwischen } from '@abfallportal/common/kalendertag';
import { formatAnzahl, formatBetragJeEinheit, formatDatum, formatEinheiten, formatEuro } from '../format/format';
import type { WizardWerte } from './wizardSchritte';

/** react-admin's translate, passed in so the review stays a pure function. */
export type Uebersetzer = (schluessel: string, argumente?: Record<string, unknown>) => string;

/** What the review needs besides the entries: the option lists the steps loaded. */
export type ZusammenfassungOptionen = {
  anfallstellen: TimeAndPlaceOptionen['anfallstellen'];
  fraktionen: WertstoffOptionen['fraktionen'];
  behaelter: BehaelterOptionen['behaelter'];
  entsorger: EntsorgerPreisInfo['entsorger'];
  freigeber: Freigeber[];
  /** Only when the order exceeds the user's limit. */
  grenze: BestellwertGrenzePruefung | undefined;
};

export type ZusammenfassungZeile = readonly [label: string, wert: string];
export type ZusammenfassungAbschnitt = { schritt: number; titel: string; zeilen: ZusammenfassungZeile[] };
export type WizardZusammenfassung = { abschnitte: ZusammenfassungAbschnitt[]; freigabeHinweis: string | null };

const adresse = (a: TimeAndPlaceOptionen['anfallstellen'][number]): string =>
  [a.strasse, [a.plz, a.ort].filter(Boolean).join(' ')].filter(Boolean).join(', ');

const nichtLeer = (zeilen: readonly (ZusammenfassungZeile | null)[]): ZusammenfassungZeile[] =>
  zeilen.filter((z): z is ZusammenfassungZeile => z !== null && z[1] !== '');

/** Rent days from the wish delivery to the wish pickup date; null while the pickup date is open. */
export const wizardMietTage = (werte: Pick<WizardWerte, 'wunschLiefertermin' | 'wunschAbholtermin'>): number | null =>
  werte.wunschLiefertermin && werte.wunschAbholtermin ? tageZwischen(werte.wunschLiefertermin, werte.wunschAbholtermin) : null;

/**
 * The disposer to preselect on the details step: the only one offered, or else the only one with a
 * price for this choice; null when the user has a real choice to make.
 */
export const vorausgewaehlterEntsorger = (entsorger: EntsorgerPreisInfo['entsorger'] | undefined): number | null => {
  const liste = entsorger ?? [];
  if (liste.length === 1) return liste[0]?.id ?? null;
  const mitPreis = liste.filter((e) => e.preis.ergebnis === 'GEFUNDEN');
  return mitPreis.length === 1 ? (mitPreis[0]?.id ?? null) : null;
};

const zeitUndOrt = (werte: WizardWerte, o: ZusammenfassungOptionen, t: Uebersetzer): ZusammenfassungAbschnitt => {
  const stelle = o.anfallstellen.find((a) => a.id === werte.anfallstelleId);
  const tage = wizardMietTage(werte);
  return {
    schritt: 0,
    titel: t('auftraege.neu.schrittZeitUndOrt'),
    zeilen: nichtLeer([
      [t('auftraege.feld.anfallstelle'), stelle ? [stelle.name, adresse(stelle)].filter(Boolean).join(' – ') : ''],
      [
        t('auftraege.feld.wunschLieferterminEinzeln'),
        formatDatum(werte.wunschLiefertermin) + (werte.lieferterminUnbekannt ? ` (${t('auftraege.pruefen.lieferterminUnbekannt')})` : ''),
      ],
      [t('auftraege.feld.wunschAbholtermin'), formatDatum(werte.wunschAbholtermin, t('auftraege.pruefen.offen'))],
      tage === null ? null : [t('auftraege.pruefen.mietdauer'), formatAnzahl(tage, 'Tag', 'Tage')],
    ]),
  };
};

const wertstoff = (werte: WizardWerte, o: ZusammenfassungOptionen, t: Uebersetzer): ZusammenfassungAbschnitt => {
  const fraktion = o.fraktionen.find((f) => f.id === werte.fraktionId);
  const avv = fraktion?.abfallschluessel.find((a) => a.schluessel === werte.abfallschluessel);
  const behaelter = o.behaelter.find((b) => b.id === werte.behaelterId);
  return {
    schritt: 1,
    titel: t('auftraege.neu.schrittWertstoff'),
    zeilen: nichtLeer([
      [t('auftraege.feld.fraktion'), fraktion?.bezeichnung ?? ''],
      [
        t('auftraege.feld.abfallschluessel'),
        avv ? `${avv.anzeige} – ${avv.bezeichnung}${avv.gefaehrlich ? ` (${t('auftraege.pruefen.gefaehrlich')})` : ''}` : '',
      ],
      [t('auftraege.feld.behaelterAnzahl'), behaelter ? `${formatEinheiten(behaelter.bezeichnung)} × ${werte.anzahl.trim()}` : ''],
      fraktion?.gemischt ? [t('auftraege.feld.begruendungGemischt'), werte.begruendungGemischt.trim()] : null,
    ]),
  };
};

/** The price lines: each agreed position, the estimated total as the server computes it, and whether rent is in it. */
const preisZeilen = (werte: WizardWerte, o: ZusammenfassungOptionen, t: Uebersetzer): ZusammenfassungZeile[] => {
  const gewaehlt = o.entsorger.find((e) => e.id === werte.entsorgerId);
  if (!gewaehlt) return [];
  const preis = gewaehlt.preis;
  if (preis.ergebnis !== 'GEFUNDEN') {
    return [
      [t('auftraege.neu.preise'), `${preis.meldung} ${werte.ohnePreisBestaetigt ? t('auftraege.pruefen.ohnePreisBestaetigt') : ''}`.trim()],
    ];
  }
  const tage = wizardMietTage(werte);
  const mitMiete = preis.preise.some((p) => p.einheit === 'Tag');
  const miete = !mitMiete
    ? ''
    : tage === null
      ? ` (${t('auftraege.pruefen.ohneMiete')})`
      : ` (${t('auftraege.pruefen.inklMiete', { dauer: formatAnzahl(tage, 'Tag', 'Tage') })})`;
  return [
    ...preis.preise.map((p): ZusammenfassungZeile => [p.bezeichnung, formatBetragJeEinheit(p.preis, p.einheit)]),
    [t('auftraege.neu.summeGesamt', { anzahl: werte.anzahl.trim() }), `${formatEuro(preis.summeNetto)}${miete}`],
  ];
};

const details = (werte: WizardWerte, o: ZusammenfassungOptionen, t: Uebersetzer, freigabeNoetig: boolean): ZusammenfassungAbschnitt => {
  const namen = (ids: readonly number[]) =>
    o.entsorger
      .filter((e) => ids.includes(e.id))
      .map((e) => e.name)
      .join(', ');
  const freigeber = o.freigeber.find((f) => f.id === werte.freigeberId);
  return {
    schritt: 2,
    titel: t('auftraege.neu.schrittDetails'),
    zeilen: nichtLeer([
      [t('auftraege.neu.art'), t(werte.angeboteEinholen ? 'auftraege.neu.artAngebote' : 'auftraege.neu.artBestellen')],
      werte.angeboteEinholen
        ? [t('auftraege.neu.angebotEntsorger'), namen(werte.angebotEntsorgerIds)]
        : [t('auftraege.feld.entsorger'), namen(werte.entsorgerId === null ? [] : [werte.entsorgerId])],
      ...(werte.angeboteEinholen ? [] : preisZeilen(werte, o, t)),
      freigabeNoetig ? [t('auftraege.neu.freigeber'), freigeber?.name ?? ''] : null,
      [t('auftraege.feld.kommentar'), werte.kommentar.trim()],
    ]),
  };
};

/** The review step: everything the user chose, by wizard step (each with "Ändern"), and the approval note above the limit. */
export const wizardZusammenfassung = (
  werte: WizardWerte,
  optionen: ZusammenfassungOptionen,
  kontext: { freigabeNoetig?: boolean },
  t: Uebersetzer,
): WizardZusammenfassung => {
  const freigabeNoetig = !werte.angeboteEinholen && kontext.freigabeNoetig === true;
  const freigeber = optionen.freigeber.find((f) => f.id === werte.freigeberId);
  const grenze = optionen.grenze?.grenze;
  return {
    abschnitte: [zeitUndOrt(werte, optionen, t), wertstoff(werte, optionen, t), details(werte, optionen, t, freigabeNoetig)],
    freigabeHinweis: !freigabeNoetig
      ? null
      : grenze === null || grenze === undefined
        ? t('auftraege.pruefen.freigabeHinweis', { freigeber: freigeber?.name ?? '' })
        : t('auftraege.pruefen.freigabeHinweisBetrag', { freigeber: freigeber?.name ?? '', grenze: formatEuro(grenze) }),
  };
};
