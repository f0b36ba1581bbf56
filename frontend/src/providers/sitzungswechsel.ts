/**
 * A switch of identity (run as another user, back to one's own account, a tenant perspective) gives the
 * browser a new session and then loads the portal afresh. Calls still on their way carry the old
 * session and are answered 401; until the new page has loaded such a 401 says nothing about the new
 * session, and must not send the person to /logout, whose call would end the new session (issue 28:
 * support was signed out after "Zurück zu meinem Konto").
 */
let wechselLaeuft = false;

export const sitzungswechselBeginnt = (): void => {
  wechselLaeuft = true;
};

/** The switch failed: the old session still holds, and a 401 means again what it says. */
export const sitzungswechselGescheitert = (): void => {
  wechselLaeuft = false;
};

export const sitzungWechseltGerade = (): boolean => wechselLaeuft;
