import type { ErzeugerListeEintrag } from '@abfallportal/common/erzeugerWire';
import { Button } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import { erzeugerApi } from './erzeugerApi';

/** Approves a producer that registered itself; the server decides, then the list reloads. */
export const FreigebenButton = ({ erzeuger }: { erzeuger: ErzeugerListeEintrag }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const freigeben = useMutation({
    mutationFn: () => erzeugerApi.freigeben(erzeuger.id),
    onSuccess: (antwort) => {
      notify(antwort.message, { type: 'success' });
      refresh();
    },
    onError: () => notify('fehler.failedApproving', { type: 'error' }),
  });
  return (
    <Button
      size="small"
      variant="outlined"
      disabled={freigeben.isPending}
      aria-label={translate('support.erzeuger.freigebenFuer', { name: erzeuger.name })}
      // The row itself opens nothing yet, but the click must not reach it.
      onClick={(event) => {
        event.stopPropagation();
        freigeben.mutate();
      }}
    >
      {translate('support.erzeuger.freigeben')}
    </Button>
  );
};
