import { useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { ApiError } from '../providers/ApiError';
import { erzeugerApi } from './erzeugerApi';
import { formularAus } from './erzeugerFormular';
import { supportPaths } from './supportPaths';

/**
 * The form's submit: the multipart call, then back to the list. Field errors of the server are
 * returned, so react-admin shows them next to the fields; other errors as a notification.
 */
export const useErzeugerSpeichern = (art: 'anlegen' | 'bearbeiten') => {
  const notify = useNotify();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return async (werte: Record<string, unknown>): Promise<Record<string, string> | undefined> => {
    try {
      await erzeugerApi[art](formularAus(werte));
      await queryClient.invalidateQueries({ queryKey: ['erzeuger'] });
      notify(art === 'anlegen' ? 'erfolg.hinzugefuegt' : 'erfolg.gespeichert', { type: 'success' });
      navigate(supportPaths.erzeuger);
      return undefined;
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.errors).length > 0) {
        const fehler = { ...error.errors } as Record<string, string>;
        // The server names the image parts logo and signatur; the inputs are logoDatei and signaturDatei.
        for (const feld of ['logo', 'signatur']) {
          if (fehler[feld]) fehler[`${feld}Datei`] = fehler[feld]!;
        }
        notify(error.message, { type: 'error' });
        return fehler;
      }
      notify(error instanceof Error ? error.message : 'fehler.failedSaving', { type: 'error' });
      return undefined;
    }
  };
};
