import type { Anfallstelle, AnfallstelleEingabe } from '@abfallportal/common/anfallstelle';
import { useNotify, useRedirect } from 'react-admin';
import { ApiError } from '../providers/ApiError';
import { versionOf } from '../providers/version';
import { useVersionKonflikt } from '../ui/VersionKonfliktHinweis';
import { anfallstellenApi } from './anfallstellenApi';
import { anfallstellenPaths } from './anfallstellenPaths';

type Datei = { rawFile?: File } | null | undefined;
type Formularwerte = AnfallstelleEingabe & { bildNeu?: Datei; skizzeNeu?: Datei };

const dto = (w: Formularwerte, erzeugerId: number): AnfallstelleEingabe => ({
  erzeugerId,
  name: w.name,
  nummer: w.nummer,
  kostenstelle: w.kostenstelle,
  art: w.art,
  hinweisLieferant: w.hinweisLieferant,
  details: w.details,
  strasse: w.strasse,
  plz: w.plz,
  ort: w.ort,
  aktiv: w.aktiv,
  bildEntfernen: w.bildEntfernen,
  skizzeEntfernen: w.skizzeEntfernen,
});

/**
 * Saves the form as the multipart POST of spec § 7 and returns to the list; the server's field
 * errors go back to their fields (react-admin sets what onSubmit resolves to).
 */
export const useAnfallstelleSpeichern = (erzeugerId: number | undefined, id?: number) => {
  const notify = useNotify();
  const redirect = useRedirect();
  const versionKonflikt = useVersionKonflikt();
  return async (werte: Record<string, unknown>): Promise<Record<string, string> | undefined> => {
    if (erzeugerId === undefined) return undefined;
    const w = werte as Formularwerte;
    try {
      const gespeichert: Anfallstelle = await anfallstellenApi.speichern(
        dto(w, erzeugerId),
        { bild: w.bildNeu?.rawFile, skizze: w.skizzeNeu?.rawFile },
        id,
        id === undefined ? undefined : versionOf(werte),
      );
      notify(id === undefined ? 'erfolg.hinzugefuegt' : 'erfolg.gespeichert', { type: 'success' });
      redirect(anfallstellenPaths.list(gespeichert.erzeugerId));
      return undefined;
    } catch (error) {
      if (versionKonflikt(error)) return undefined;
      notify(error instanceof Error ? error.message : 'fehler.generic', { type: 'error' });
      if (!(error instanceof ApiError)) return undefined;
      // The files travel as bild and skizze; in the form they sit in bildNeu and skizzeNeu.
      const { bild, skizze, ...felder } = error.errors;
      return { ...felder, ...(bild && { bildNeu: bild }), ...(skizze && { skizzeNeu: skizze }) };
    }
  };
};
