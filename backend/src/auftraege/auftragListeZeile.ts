import type { AuftragListeEintrag } from '@abfallportal/common/auftragWire';
import { auftragSicht, auftragSichtbar, type AuftragAkteur, type AuftragSicht } from '@abfallportal/common/permissions';
import { z } from 'zod';
import { uebersichtParser, uebersichtSpalten, type AuftragUebersichtSpalte, type AuftragUebersichtZeile } from './lesemodell';

/** The overview's columns a list shows (the order list, open orders, the order search). */
export const LISTE_SPALTEN = [
  'id',
  'vorgangsnummer',
  'auftragsart',
  'status',
  'erzeuger_id',
  'erzeuger_name',
  'anfallstelle_id',
  'anfallstelle_name',
  'entsorger_id',
  'entsorger_name',
  'fraktion',
  'avv_name',
  'behaelter',
  'anzahl',
  'wunsch_liefertermin',
  'liefertermin',
  'wunsch_abholtermin',
  'besteller_name',
  'erstellt_am',
  'geschaetzter_preis',
  'angebots_entsorger_namen',
  'angebote_erhalten',
  'angebote_angefragt',
  'angefragte_entsorger_ids',
] as const satisfies readonly AuftragUebersichtSpalte[];

/** A list row: the list's columns and the days until the order is due. */
const listeZeileSchema = uebersichtSpalten(LISTE_SPALTEN).extend({ due_in_days: z.number().int().nullable() });
const listeZeile = uebersichtParser(listeZeileSchema);
export type ListeZeile = z.infer<typeof listeZeileSchema>;

/** The row's order as far as who sees it depends on it (a list row has no offers: nobody's answer shows there). */
export const zugangVon = (r: ListeZeile & { angebote?: AuftragUebersichtZeile['angebote'] }) => ({
  erzeugerId: r.erzeuger_id,
  entsorgerId: r.entsorger_id,
  angefragteEntsorgerIds: r.angefragte_entsorger_ids,
  status: r.status,
  angebote: r.angebote ?? [],
});

/**
 * A list row as this person sees it (issue 28): a disposer reads neither the other asked disposers nor,
 * when it was not given the order, who was and at what price. Rows outside the view are not in the list (scope).
 */
export const listeEintragFuer =
  (akteur: AuftragAkteur) =>
  (zeile: unknown): AuftragListeEintrag => {
    const r = listeZeile(zeile);
    const eintrag = alsListeEintrag(r);
    const sicht = auftragSicht(akteur, zugangVon(r));
    return sicht ? ohneFremdes(sicht, eintrag) : eintrag;
  };

/** Takes out of an order what this view may not read (auftragSichtbar decides what). */
export const ohneFremdes = <T extends AuftragListeEintrag>(sicht: AuftragSicht, a: T): T => {
  const sichtbar = auftragSichtbar(sicht);
  const ohneAndere = sichtbar.andereEntsorger
    ? a
    : { ...a, angebotsEntsorgerNamen: [], numberAngebotReceived: 0, numberAngebotRequested: 0 };
  return sichtbar.vergabe ? ohneAndere : { ...ohneAndere, entsorgerId: null, entsorgerName: null, geschaetzterPreis: null };
};

export const alsListeEintrag = (r: ListeZeile): AuftragListeEintrag => ({
  id: r.id,
  vorgangsnummer: r.vorgangsnummer,
  auftragsart: r.auftragsart,
  status: { type: r.status },
  erzeugerId: r.erzeuger_id,
  erzeugerName: r.erzeuger_name,
  anfallstelleId: r.anfallstelle_id,
  anfallstelleName: r.anfallstelle_name,
  entsorgerId: r.entsorger_id,
  entsorgerName: r.entsorger_name,
  angebotsEntsorgerNamen: r.angebots_entsorger_namen,
  numberAngebotReceived: r.angebote_erhalten,
  numberAngebotRequested: r.angebote_angefragt,
  fraktion: r.fraktion,
  avvName: r.avv_name,
  behaelter: r.behaelter,
  anzahl: r.anzahl,
  wunschLiefertermin: r.wunsch_liefertermin,
  liefertermin: r.liefertermin,
  wunschAbholtermin: r.wunsch_abholtermin,
  dueInDays: r.due_in_days,
  bestellerName: r.besteller_name,
  erstelltAm: r.erstellt_am,
  geschaetzterPreis: r.geschaetzter_preis,
});

/** A row of LISTE_SPALTEN and due_in_days (as `from` of the list selects it) as a list entry; fails loudly on a row that is off. */
export const toListeEintrag = (zeile: unknown): AuftragListeEintrag => alsListeEintrag(listeZeile(zeile));
