import { RECHNUNG_EMAIL_ABRUFEN_MELDUNGEN } from '@abfallportal/common/rechnungEmail';
import { Button } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'react-admin';
import { ApiError } from '../providers/ApiError';
import { rechnungsEingangApi } from './rechnungsEingangApi';

/** How long the list looks for new entries after "Jetzt abrufen" (the job runs within seconds). */
export const NACH_ABRUF_MS = 30_000;

/**
 * "Jetzt abrufen": asks the server to poll the invoice mailbox now (the pg-boss job of every minute,
 * sent at once); `onAngestossen` lets the list look for the new entries for a while.
 */
export const JetztAbrufenButton = ({ onAngestossen }: { onAngestossen: () => void }) => {
  const notify = useNotify();
  const translate = useTranslate();
  const abrufen = useMutation({
    mutationFn: rechnungsEingangApi.abrufen,
    meta: { eigeneFehler: true },
    onSuccess: (antwort) => {
      if (antwort.angestossen) {
        notify(RECHNUNG_EMAIL_ABRUFEN_MELDUNGEN.angestossen, { type: 'success' });
        onAngestossen();
      } else notify(RECHNUNG_EMAIL_ABRUFEN_MELDUNGEN.ohneJobs, { type: 'info' });
    },
    onError: (fehler) => notify(fehler instanceof ApiError ? fehler.message : 'belegImport.emails.abrufen.fehler', { type: 'error' }),
  });
  return (
    <Button variant="outlined" size="small" disabled={abrufen.isPending} onClick={() => abrufen.mutate()}>
      {translate('belegImport.emails.abrufen.knopf')}
    </Button>
  );
};
