import { z } from 'zod';
import { BELEG_STATUS, BELEG_TYPEN } from './beleg';

/**
 * The documentation calls `groups`, `ausnahmen` and `belegeByNummer` of spec § 7 (issue 20), as our
 * model reads them (docs/decisions.md „Documentation: groups, ausnahmen, belegeByNummer“):
 * - groups: how a producer's documentation can be filtered — its sites by kind (construction sites,
 *   commercial sites) and, for a holding or grouping, its member producers the user may reach;
 * - ausnahmen: the exceptions of the master data („Ausnahmen“), offered as the quantity's exception;
 * - belegeByNummer: the producer's receipts whose number contains the search text.
 */

export const DOKUMENTATION_GRUPPEN_ARTEN = ['ANFALLSTELLENART', 'MITGLIED'] as const;

export const dokumentationGruppeSchema = z.object({
  /** "art-BAUSTELLE", "art-GEWERBEBETRIEB", "erzeuger-<id>". */
  id: z.string(),
  name: z.string(),
  art: z.enum(DOKUMENTATION_GRUPPEN_ARTEN),
  erzeugerId: z.number(),
  anfallstelleIds: z.array(z.number()),
});
export type DokumentationGruppe = z.infer<typeof dokumentationGruppeSchema>;

export const dokumentationAusnahmeSchema = z.object({ id: z.number(), name: z.string(), beschreibung: z.string().nullable() });
export type DokumentationAusnahme = z.infer<typeof dokumentationAusnahmeSchema>;

export const BELEG_SUCHE_MELDUNG = 'Bitte eine Belegnummer (oder einen Teil davon) angeben.';

export const belegeByNummerQuery = z.object({
  belegNummer: z.string(BELEG_SUCHE_MELDUNG).trim().min(1, BELEG_SUCHE_MELDUNG).max(100, 'Höchstens 100 Zeichen.'),
});

/** A receipt found by its number: where it belongs in the documentation (site and year). */
export const belegNachNummerSchema = z.object({
  id: z.string(),
  nummer: z.string().nullable(),
  typ: z.enum(BELEG_TYPEN),
  status: z.enum(BELEG_STATUS),
  datum: z.string().nullable(),
  jahr: z.number().nullable(),
  summe: z.number().nullable(),
  entsorgerName: z.string(),
  anfallstelleId: z.number().nullable(),
  anfallstelleName: z.string().nullable(),
});
export type BelegNachNummer = z.infer<typeof belegNachNummerSchema>;

/** At most this many receipts answer a number search. */
export const BELEG_SUCHE_MAX = 50;
