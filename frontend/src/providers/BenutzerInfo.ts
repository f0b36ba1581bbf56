import type { BenutzerInfo } from '@abfallportal/common/benutzerInfo';

export type { Anrede, BenutzerInfo } from '@abfallportal/common/benutzerInfo';

/** Spec § 7: 401 means signed out; any other failure sets a fatal-error flag. */
export type BenutzerInfoStatus =
  { status: 'angemeldet'; info: BenutzerInfo } | { status: 'abgemeldet' } | { status: 'fehler'; message: string };
