import type { BenutzerInfo } from '@abfallportal/common/benutzerInfo';
import { useNotify } from 'react-admin';

/**
 * Runs a switch of identity (run as, back to one's own account) and then loads the app afresh at
 * the target: nothing loaded for the previous user (lists, records, the user info, react-admin's
 * store) may show up for the other, and no guard of the old page may redirect in between.
 */
export const useIdentitaetWechseln = () => {
  const notify = useNotify();
  return async (wechsel: () => Promise<BenutzerInfo>, ziel: (info: BenutzerInfo) => string): Promise<void> => {
    try {
      const info = await wechsel();
      window.location.assign(ziel(info));
    } catch (e) {
      notify(e instanceof Error ? e.message : 'fehler.generic', { type: 'error' });
    }
  };
};
