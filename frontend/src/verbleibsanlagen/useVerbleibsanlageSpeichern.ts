import type { VerbleibsanlageEingabe } from '@abfallportal/common/verbleibsanlage';
import { useNotify, useRedirect } from 'react-admin';
import { ApiError } from '../providers/ApiError';
import { versionOf } from '../providers/version';
import { useVersionKonflikt } from '../ui/VersionKonfliktHinweis';
import { verbleibsanlagenApi } from './verbleibsanlagenApi';
import { verbleibsanlagenPaths } from './verbleibsanlagenPaths';

type Formularwerte = VerbleibsanlageEingabe & { zertifikatNeu?: { rawFile?: File } | null };

/** Saves as the multipart call of spec § 7 and returns to the list; field errors go back to their fields. */
export const useVerbleibsanlageSpeichern = (id?: number) => {
  const notify = useNotify();
  const redirect = useRedirect();
  const versionKonflikt = useVersionKonflikt();
  return async (werte: Record<string, unknown>): Promise<Record<string, string> | undefined> => {
    const { zertifikatNeu, name, entsorgerId, strasse, plz, ort, zertifikatGueltigBis } = werte as Formularwerte;
    const daten = { name, entsorgerId, strasse, plz, ort, zertifikatGueltigBis };
    try {
      if (id === undefined) await verbleibsanlagenApi.anlegen(daten, zertifikatNeu?.rawFile);
      else await verbleibsanlagenApi.aendern(id, daten, zertifikatNeu?.rawFile, versionOf(werte));
      notify(id === undefined ? 'erfolg.hinzugefuegt' : 'erfolg.gespeichert', { type: 'success' });
      redirect(verbleibsanlagenPaths.list);
      return undefined;
    } catch (error) {
      if (versionKonflikt(error)) return undefined;
      notify(error instanceof Error ? error.message : 'fehler.generic', { type: 'error' });
      if (!(error instanceof ApiError)) return undefined;
      const { zertifikatDatei, ...felder } = error.errors;
      return { ...felder, ...(zertifikatDatei && { zertifikatNeu: zertifikatDatei }) };
    }
  };
};
