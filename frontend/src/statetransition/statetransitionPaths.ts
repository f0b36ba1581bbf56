/** The order actions a disposer answers through an emailed link (spec § 2, /statetransition). */
export const TOKEN_AKTIONEN = ['bestellungAnnehmen', 'bestellungAnnehmenAenderungLiefertermin', 'bestellungAblehnen'] as const;
export type TokenAktion = (typeof TOKEN_AKTIONEN)[number];

export const istTokenAktion = (wert: string | undefined): wert is TokenAktion => TOKEN_AKTIONEN.some((a) => a === wert);

/** Every URL of the token pages. */
export const statetransitionPaths = {
  /** One route for every action; the page answers an action it does not know as an invalid link. */
  aktionRoute: '/statetransition/:aktion/:token',
  aktion: (aktion: TokenAktion, token: string) => `/statetransition/${aktion}/${encodeURIComponent(token)}`,
  abgeschlossen: '/statetransition/transition-abgeschlossen',
} as const;
