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
