import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { failureNotification } from '../navigation/failureNotification';
import { ApiError } from '../providers/ApiError';
import { useVersionKonflikt } from '../ui/VersionKonfliktHinweis';
import { belegPaths } from './belegPaths';

/** One receipt action: the call, the success message key, and where to go afterwards (delete: the list). */
type Aktion = { aufruf: () => Promise<unknown>; erfolg: string; danach?: () => void };

export type Ausfuehren = (aufruf: () => Promise<unknown>, erfolg: string, danach?: () => void) => void;

/**
 * Runs the receipt's lifecycle actions: on success a message and fresh versions of everything the
 * page shows; on failure the receipt check's messages per field (`feldFehler`) and a notification.
 */
export const useBelegAktion = (id: string, onErfolg: () => void) => {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const versionKonflikt = useVersionKonflikt();
  const [feldFehler, setFeldFehler] = useState<Record<string, string>>({});

  const aktion = useMutation({
    mutationFn: (a: Aktion) => a.aufruf(),
    meta: { eigeneFehler: true },
    onSuccess: async (_antwort, a) => {
      setFeldFehler({});
      onErfolg();
      notify(a.erfolg, { type: 'success' });
      if (a.danach) {
        // Deleted: leave the page; its receipt is not asked for again.
        a.danach();
        queryClient.removeQueries({ queryKey: [belegPaths.resource, id] });
      }
      // The receipt, its history and suggestions, and the list (react-admin's keys start with the resource): fresh versions.
      await queryClient.invalidateQueries({ queryKey: [belegPaths.resource] });
    },
    onError: (error) => {
      if (versionKonflikt(error)) return;
      if (error instanceof ApiError) setFeldFehler(error.errors);
      const f = failureNotification('mutation', error);
      if (f) notify(translate(f.message, { detail: translate(f.detail, { _: f.detail }) }), { type: 'error' });
    },
  });
  const ausfuehren: Ausfuehren = (aufruf, erfolg, danach) => aktion.mutate({ aufruf, erfolg, danach });
  return { ausfuehren, laeuft: aktion.isPending, feldFehler, setFeldFehler };
};
