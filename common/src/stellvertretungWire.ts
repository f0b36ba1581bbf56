import { z } from 'zod';

/** What was switched while acting on behalf (issue 9). */
export const STELLVERTRETUNG_AKTIONEN = ['RUN_AS_START', 'RUN_AS_ENDE', 'PERSPEKTIVE_START', 'PERSPEKTIVE_ENDE'] as const;
export type StellvertretungAktion = (typeof STELLVERTRETUNG_AKTIONEN)[number];

const person = z.object({ id: z.number(), name: z.string() });

/** One row of GET /api/v1/session/protokoll: who really acted, as whom, for which producer, when. */
export const stellvertretungProtokollEintragSchema = z.object({
  id: z.number(),
  aktion: z.enum(STELLVERTRETUNG_AKTIONEN),
  zeitpunkt: z.string(),
  echterBenutzer: person,
  effektiverBenutzer: person.nullable(),
  erzeuger: person.nullable(),
});
export type StellvertretungProtokollEintrag = z.infer<typeof stellvertretungProtokollEintragSchema>;

/**
 * One row of GET /api/v1/session/aenderungen: a change request made while acting on behalf, with the
 * real and the effective user; status null while it runs or when the request broke off.
 */
export const stellvertretungAenderungEintragSchema = z.object({
  id: z.number(),
  modus: z.enum(['RUN_AS', 'PERSPEKTIVE']),
  methode: z.string(),
  pfad: z.string(),
  status: z.number().nullable(),
  begonnenAm: z.string(),
  beendetAm: z.string().nullable(),
  echterBenutzer: z.object({ id: z.number().nullable(), name: z.string() }),
  effektiverBenutzer: z.object({ id: z.number().nullable(), name: z.string() }),
  erzeuger: person.nullable(),
});
export type StellvertretungAenderungEintrag = z.infer<typeof stellvertretungAenderungEintragSchema>;
