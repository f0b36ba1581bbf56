import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { dokumentationApi } from './dokumentationApi';

/** The pages show a failed load inline (an Alert), not as a notification too. */
const EIGENE_FEHLER = { eigeneFehler: true } as const;
const SCHLUESSEL = 'dokumentation';

/** Spec § 7 `zeitraeume`: the years with documentation; an error leaves the chooser with the current year only. */
export const useZeitraeume = (erzeugerId: number) =>
  useQuery({
    queryKey: [SCHLUESSEL, erzeugerId, 'zeitraeume'],
    queryFn: () => dokumentationApi.zeitraeume(erzeugerId),
    meta: EIGENE_FEHLER,
  });

/** The sites with their documentation state in the year (the answer of the year shown, never a slower earlier one). */
export const useStandorte = (erzeugerId: number | undefined, jahr: number) =>
  useQuery({
    queryKey: [SCHLUESSEL, erzeugerId, 'standorte', jahr],
    queryFn: () => dokumentationApi.standorte(erzeugerId!, jahr),
    enabled: erzeugerId !== undefined,
    meta: EIGENE_FEHLER,
  });

/** One site's documentation in the year; while another year of the same site loads, the page keeps what it shows. */
export const useStandort = (erzeugerId: number | undefined, anfallstelleId: number | undefined, jahr: number) =>
  useQuery({
    queryKey: [SCHLUESSEL, erzeugerId, 'standort', anfallstelleId, jahr],
    queryFn: () => dokumentationApi.standort(erzeugerId!, anfallstelleId!, jahr),
    enabled: erzeugerId !== undefined && anfallstelleId !== undefined,
    placeholderData: (vorher, vorherAnfrage) => (vorherAnfrage?.queryKey[3] === anfallstelleId ? vorher : undefined),
    meta: EIGENE_FEHLER,
  });

/** The disposal plants a quantity can name; loaded again each time the dialog opens (showing the last list meanwhile). */
export const useAnlagen = (enabled: boolean) =>
  useQuery({ queryKey: [SCHLUESSEL, 'anlagen'], queryFn: dokumentationApi.anlagen, enabled, meta: EIGENE_FEHLER });

/** After a quantity was saved or deleted: every documentation view of the producer loads anew (sites, years, search). */
export const useDokumentationNeuLaden = (erzeugerId: number | undefined) => {
  const client = useQueryClient();
  return useCallback(() => client.invalidateQueries({ queryKey: [SCHLUESSEL, erzeugerId] }), [client, erzeugerId]);
};
