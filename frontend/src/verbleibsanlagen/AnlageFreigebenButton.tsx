import type { Verbleibsanlage } from '@abfallportal/common/verbleibsanlage';
import { Button } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import { verbleibsanlagenApi } from './verbleibsanlagenApi';

/** Approves a plant a producer added; then every producer may choose it. */
export const AnlageFreigebenButton = ({ anlage }: { anlage: Verbleibsanlage }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const freigeben = useMutation({
    mutationFn: () => verbleibsanlagenApi.freigeben(anlage.id),
    meta: { eigeneFehler: true },
    onSuccess: () => {
      notify('erfolg.freigegeben', { type: 'success' });
      refresh();
    },
    onError: (error) => notify(error instanceof Error ? error.message : 'fehler.failedApproving', { type: 'error' }),
  });
  return (
    <Button
      size="small"
      variant="outlined"
      disabled={freigeben.isPending}
      aria-label={translate('verbleibsanlagen.freigebenFuer', { name: anlage.name })}
      onClick={(event) => {
        event.stopPropagation();
        freigeben.mutate();
      }}
    >
      {translate('verbleibsanlagen.freigeben')}
    </Button>
  );
};
