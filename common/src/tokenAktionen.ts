/**
 * The public token pages of spec § 2 (/statetransition/<pfad>/:token): the order actions a disposer
 * answers through the link in its mail, without an account. The server issues and checks the
 * tokens for these actions (public workflow API); the browser shows a page for each one it can
 * render. transition-abgeschlossen is the completion page, no action.
 */
export type TokenAktionDefinition = {
  /** The workflow action (wire name, also POST /api/v1/workflow/<aktion>/<id>). */
  aktion: string;
  /** The path segment after /statetransition/ and /api/v1/public/workflow/. */
  pfad: string;
  /** German page title until the server sends its own label. */
  titel: string;
  /**
   * 'antwort': accept or reject, with the fields the server names (dates, reason);
   * 'angebot': offer submission with a currency input (spec § 2), a form of its own.
   */
  formular: 'antwort' | 'angebot';
};

const antwort = (aktion: string, titel: string): TokenAktionDefinition => ({ aktion, pfad: aktion, titel, formular: 'antwort' });

export const TOKEN_AKTIONEN = [
  antwort('behaeltertauschAnnehmen', 'Behältertausch annehmen'),
  antwort('behaeltertauschAnnehmenAenderungWunschtermin', 'Behältertausch mit anderem Termin annehmen'),
  antwort('behaelterabzugAnnehmen', 'Behälterabzug annehmen'),
  antwort('behaelterabzugAnnehmenAenderungWunschtermin', 'Behälterabzug mit anderem Termin annehmen'),
  antwort('bestellungAblehnen', 'Bestellung ablehnen'),
  antwort('bestellungAnnehmen', 'Bestellung annehmen'),
  antwort('bestellungAnnehmenAenderungLiefertermin', 'Bestellung mit anderem Liefertermin annehmen'),
  antwort('zusatzleerungAnnehmen', 'Zusatzleerung annehmen'),
  antwort('zusatzleerungAnnehmenAenderungWunschtermin', 'Zusatzleerung mit anderem Termin annehmen'),
  { aktion: 'angebotabgeben', pfad: 'angebotabgeben', titel: 'Angebot abgeben', formular: 'angebot' },
  antwort('anfrageAblehnen', 'Anfrage ablehnen'),
] as const satisfies readonly TokenAktionDefinition[];

export type TokenAktion = (typeof TOKEN_AKTIONEN)[number]['aktion'];

/** The wire names of every token action. */
export const TOKEN_AKTION_NAMEN: readonly TokenAktion[] = TOKEN_AKTIONEN.map((a) => a.aktion);

/** The token action a path segment names; undefined for anything else (an invalid link). */
export function findTokenAktion(pfad: string | undefined): TokenAktionDefinition | undefined {
  return TOKEN_AKTIONEN.find((a) => a.pfad === pfad);
}

/** Whether a workflow action is also offered as an emailed token link. */
export function isTokenAktion(aktion: string): aktion is TokenAktion {
  return TOKEN_AKTIONEN.some((a) => a.aktion === aktion);
}
