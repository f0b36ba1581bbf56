import { useQuery } from '@tanstack/react-query';
import { auftragApi } from './auftragApi';
import type { WizardKontext, WizardWerte } from './wizardSchritte';

/** The options and price lookups each wizard step needs, loaded as soon as their inputs are chosen. */
export const useWizardOptionen = (erzeugerId: number | undefined, werte: WizardWerte, schritt: number) => {
  const { anfallstelleId, fraktionId, abfallschluessel, behaelterId, wunschLiefertermin, entsorgerId } = werte;
  const zeitUndOrt = useQuery({
    queryKey: ['auftrag', 'timeAndPlace', erzeugerId],
    queryFn: () => auftragApi.timeAndPlace(erzeugerId ?? 0),
    enabled: erzeugerId !== undefined,
  });
  const wertstoff = useQuery({
    queryKey: ['auftrag', 'wertstoff', erzeugerId, anfallstelleId],
    queryFn: () => auftragApi.wertstoff(erzeugerId ?? 0, anfallstelleId ?? 0),
    enabled: erzeugerId !== undefined && anfallstelleId !== null,
  });
  const behaelter = useQuery({
    queryKey: ['auftrag', 'behaelter', fraktionId],
    queryFn: () => auftragApi.behaelter(fraktionId ?? 0),
    enabled: fraktionId !== null,
  });
  const anzahl = /^\d+$/.test(werte.anzahl) ? Number(werte.anzahl) : 1;
  const anfrage =
    erzeugerId !== undefined &&
    anfallstelleId !== null &&
    fraktionId !== null &&
    behaelterId !== null &&
    abfallschluessel !== '' &&
    wunschLiefertermin !== null
      ? {
          erzeugerId,
          anfallstelleId,
          abfallschluessel,
          behaelterId,
          datum: wunschLiefertermin,
          anzahl,
          fraktionId,
          ...(werte.wunschAbholtermin ? { abholDatum: werte.wunschAbholtermin } : {}),
        }
      : null;
  const entsorger = useQuery({
    queryKey: ['auftrag', 'entsorgerPreise', anfrage],
    queryFn: () => (anfrage ? auftragApi.entsorgerPreise(anfrage) : Promise.reject(new Error('Auswahl unvollständig'))),
    // The details step and the review after it.
    enabled: anfrage !== null && schritt >= 2,
  });
  const gewaehlt = entsorger.data?.entsorger.find((e) => e.id === entsorgerId);
  // The server's sum already covers every container of the order.
  const betrag = gewaehlt?.preis.ergebnis === 'GEFUNDEN' ? gewaehlt.preis.summeNetto : null;
  const grenze = useQuery({
    queryKey: ['auftrag', 'bestellwertGrenze', erzeugerId, betrag],
    queryFn: () => auftragApi.bestellwertGrenze({ erzeugerId: erzeugerId ?? 0, betrag: betrag ?? 0 }),
    enabled: erzeugerId !== undefined && betrag !== null,
  });
  const freigabeNoetig = !werte.angeboteEinholen && grenze.data?.ueberschritten === true;
  const freigeber = useQuery({
    queryKey: ['auftrag', 'freigeber', erzeugerId],
    queryFn: () => auftragApi.freigeber(erzeugerId ?? 0),
    enabled: erzeugerId !== undefined && freigabeNoetig,
  });
  const kontext: WizardKontext = {
    fruehesterLiefertermin: zeitUndOrt.data?.fruehesterLiefertermin ?? null,
    gemischt: wertstoff.data?.fraktionen.find((f) => f.id === fraktionId)?.gemischt ?? false,
    preisGefunden: gewaehlt === undefined ? null : gewaehlt.preis.ergebnis === 'GEFUNDEN',
    freigabeNoetig,
  };
  return { zeitUndOrt, wertstoff, behaelter, entsorger, grenze, freigeber, anzahl, kontext };
};
