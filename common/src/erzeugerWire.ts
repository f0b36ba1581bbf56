import type { ErzeugerTyp } from './permissions';

/** The figures of a producer in the support list (spec § 3, producer statistics). */
export type ErzeugerStatistik = {
  anzahlEntsorger: number;
  anzahlAnfallstellen: number;
  anzahlBenutzer: number;
  anzahlRechnungen: number;
  anzahlAnfragen: number;
  anzahlAuftraege: number;
};

/** One row of GET /api/v1/erzeuger; the figures only with `statistics=true`. */
export type ErzeugerListeEintrag = {
  id: number;
  name: string;
  typ: ErzeugerTyp;
  strasse: string | null;
  plz: string | null;
  ort: string | null;
  freigegeben: boolean;
  erstelltAm: string;
} & Partial<ErzeugerStatistik>;

/** GET /api/v1/erzeuger/info?id=: what the producer-scoped route guard needs. */
export type ErzeugerInfo = { id: number; name: string; typ: ErzeugerTyp; freigegeben: boolean };

/** GET /api/v1/erzeuger/forBenutzer: the producers the signed-in user may choose. */
export type ErzeugerAuswahl = { id: number; name: string };

/** PUT /api/v1/erzeuger/:id/freigeben. */
export type ErzeugerFreigegebenAntwort = ErzeugerInfo & { message: string };
