/** What was switched while acting on behalf (issue 9). */
export const STELLVERTRETUNG_AKTIONEN = ['RUN_AS_START', 'RUN_AS_ENDE', 'PERSPEKTIVE_START', 'PERSPEKTIVE_ENDE'] as const;
export type StellvertretungAktion = (typeof STELLVERTRETUNG_AKTIONEN)[number];

/** One row of GET /api/v1/session/protokoll: who really acted, as whom, for which producer, when. */
export type StellvertretungProtokollEintrag = {
  id: number;
  aktion: StellvertretungAktion;
  zeitpunkt: string;
  echterBenutzer: { id: number; name: string };
  effektiverBenutzer: { id: number; name: string } | null;
  erzeuger: { id: number; name: string } | null;
};

/**
 * One row of GET /api/v1/session/aenderungen: a change request made while acting on behalf, with the
 * real and the effective user; status null while it runs or when the request broke off.
 */
export type StellvertretungAenderungEintrag = {
  id: number;
  modus: 'RUN_AS' | 'PERSPEKTIVE';
  methode: string;
  pfad: string;
  status: number | null;
  begonnenAm: string;
  beendetAm: string | null;
  echterBenutzer: { id: number | null; name: string };
  effektiverBenutzer: { id: number | null; name: string };
  erzeuger: { id: number; name: string } | null;
};
