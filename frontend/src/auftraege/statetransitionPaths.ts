import type { TokenAktionDefinition } from '@abfallportal/common/tokenAktionen';

/** Every URL of the public token pages (spec § 2, /statetransition). */
export const statetransitionPaths = {
  /** One route for every action; the page answers an action it does not know as an invalid link. */
  aktionRoute: '/statetransition/:aktion/:token',
  aktion: (aktion: TokenAktionDefinition, token: string) => `/statetransition/${aktion.pfad}/${encodeURIComponent(token)}`,
  abgeschlossen: '/statetransition/transition-abgeschlossen',
} as const;
