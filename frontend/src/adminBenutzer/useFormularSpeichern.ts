import { useNotify } from 'react-admin';
import { ApiError } from '../providers/ApiError';
import { useVersionKonflikt } from '../ui/VersionKonfliktHinweis';

/**
 * Sends the form and shows the server's German answer: field errors next to the fields
 * (react-admin sets what onSubmit returns), the message as a notification.
 */
export const useFormularSpeichern = <T>(senden: (werte: Record<string, unknown>) => Promise<T>, danach: (ergebnis: T) => void) => {
  const notify = useNotify();
  const versionKonflikt = useVersionKonflikt();
  return async (werte: Record<string, unknown>): Promise<Record<string, string> | undefined> => {
    try {
      danach(await senden(werte));
      return undefined;
    } catch (e) {
      if (versionKonflikt(e)) return undefined;
      if (!(e instanceof ApiError)) throw e;
      notify(e.message, { type: 'error' });
      return Object.keys(e.errors).length > 0 ? e.errors : undefined;
    }
  };
};
