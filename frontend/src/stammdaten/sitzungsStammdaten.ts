import type { Rolle } from '@abfallportal/common/permissions';
import { isStaff } from '@abfallportal/common/permissions';
import {
  NUR_FUER_PERSONAL,
  SITZUNGS_LISTEN,
  type SitzungsListe,
  type StammdatenZeile,
  type VertragInfo,
} from '@abfallportal/common/stammdaten';

/** The reference data of a session (spec § 4): every list, and the contract info. */
export type SitzungsStammdaten = Record<SitzungsListe, StammdatenZeile[]> & { vertragInfo: VertragInfo | null };

/** Which lists a user loads: producers, cost centres and fractions only admin and support. */
export const sitzungsListenFuer = (rolle: Rolle): SitzungsListe[] =>
  SITZUNGS_LISTEN.filter((liste) => isStaff(rolle) || !NUR_FUER_PERSONAL.includes(liste));

type Ergebnis<T> = { data?: T; isError: boolean };

/**
 * Spec § 7: a list that fails to load (or is not loaded) is empty; the others stay as loaded. A
 * failed refresh keeps what an earlier load brought (react-query keeps that data beside the error).
 */
export const sitzungsStammdaten = (
  geladen: readonly SitzungsListe[],
  ergebnisse: readonly Ergebnis<StammdatenZeile[]>[],
  vertrag: Ergebnis<VertragInfo>,
): SitzungsStammdaten => {
  const listen = Object.fromEntries(SITZUNGS_LISTEN.map((l) => [l, [] as StammdatenZeile[]])) as Record<SitzungsListe, StammdatenZeile[]>;
  geladen.forEach((liste, i) => {
    const ergebnis = ergebnisse[i];
    listen[liste] = Array.isArray(ergebnis?.data) ? ergebnis.data : [];
  });
  return { ...listen, vertragInfo: vertrag.data ?? null };
};
