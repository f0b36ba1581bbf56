import type { BenutzerInfo } from '@abfallportal/common/benutzerInfo';
import { useNotify, useTranslate } from 'react-admin';
import { fehlermeldung } from '../providers/fehlermeldung';
import { sitzungswechselBeginnt, sitzungswechselGescheitert } from '../providers/sitzungswechsel';

/**
 * Runs a switch of identity (run as, back to one's own account) and then loads the app afresh at
 * the target: nothing loaded for the previous user (lists, records, the user info, react-admin's
 * store) may show up for the other, and no guard of the old page may redirect in between.
 */
export const useIdentitaetWechseln = () => {
  const notify = useNotify();
  const translate = useTranslate();
  return async (wechsel: () => Promise<BenutzerInfo>, ziel: (info: BenutzerInfo) => string): Promise<void> => {
    // From the request on, the old session may be gone: a late answer's 401 belongs to it, not to the new one.
    sitzungswechselBeginnt();
    try {
      const info = await wechsel();
      window.location.assign(ziel(info));
    } catch (e) {
      sitzungswechselGescheitert();
      // spec § 8: "client switch" has its own failure message.
      notify(fehlermeldung(e, translate, 'fehler.failedClientSwitch'), { type: 'error' });
    }
  };
};
