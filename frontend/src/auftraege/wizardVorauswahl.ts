import type { WertstoffOptionen } from '@abfallportal/common/auftragWire';
import type { WizardWerte } from './wizardSchritte';

/**
 * The order wizard opened from a QR label (issue 21, support tab "QR-Codes"):
 * `/erzeuger/<id>/auftraege/neu?anfallstelleId=…&fraktionId=…&behaelterId=…` preselects the site, the
 * fraction and the container. A parameter that is not a positive whole number is ignored; a container
 * without its fraction is kept too (the fraction step would clear it, so labels carry both).
 */
export function vorauswahlAusQuery(suche: URLSearchParams): Partial<WizardWerte> {
  const id = (name: string): number | null => {
    const wert = suche.get(name);
    if (wert === null || !/^\d{1,10}$/.test(wert)) return null;
    const n = Number(wert);
    return n >= 1 && n <= 2_147_483_647 ? n : null;
  };
  const anfallstelleId = id('anfallstelleId');
  if (anfallstelleId === null) return {};
  const vorauswahl: Partial<WizardWerte> = { anfallstelleId };
  const fraktionId = id('fraktionId');
  const behaelterId = id('behaelterId');
  if (fraktionId !== null) vorauswahl.fraktionId = fraktionId;
  if (behaelterId !== null) vorauswahl.behaelterId = behaelterId;
  return vorauswahl;
}

/**
 * What to correct once the options are known: a preselected site the user cannot order for clears the
 * preselection; a preselected fraction with exactly one waste key gets that key (as picking it by hand does);
 * a fraction or container the options do not offer is cleared.
 */
export function vorauswahlKorrektur(
  werte: WizardWerte,
  anfallstellen: readonly { id: number }[] | undefined,
  wertstoff: WertstoffOptionen | undefined,
  behaelter: readonly { id: number }[] | undefined,
): Partial<WizardWerte> | null {
  if (werte.anfallstelleId !== null && anfallstellen && !anfallstellen.some((a) => a.id === werte.anfallstelleId)) {
    return { anfallstelleId: null, fraktionId: null, behaelterId: null, abfallschluessel: '' };
  }
  if (werte.fraktionId !== null && wertstoff) {
    const fraktion = wertstoff.fraktionen.find((f) => f.id === werte.fraktionId);
    if (!fraktion) return { fraktionId: null, behaelterId: null, abfallschluessel: '' };
    const [einziger, ...weitere] = fraktion.abfallschluessel;
    if (werte.abfallschluessel === '' && einziger && weitere.length === 0) return { abfallschluessel: einziger.schluessel };
  }
  if (werte.behaelterId !== null && behaelter && !behaelter.some((b) => b.id === werte.behaelterId)) return { behaelterId: null };
  return null;
}
