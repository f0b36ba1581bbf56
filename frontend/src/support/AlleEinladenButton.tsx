import { Button } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'react-admin';
import { erzeugerApi } from './erzeugerApi';

/** POST /erzeuger/{id}/inviteAll: a set-password mail to every user who has not set a password through a link yet. */
export const AlleEinladenButton = ({ erzeugerId }: { erzeugerId: number }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const einladen = useMutation({
    mutationFn: () => erzeugerApi.alleEinladen(erzeugerId),
    meta: { eigeneFehler: true },
    onSuccess: (antwort) => notify(antwort.message, { type: 'success' }),
    onError: (error) => notify(error instanceof Error ? error.message : 'fehler.failedSending', { type: 'error' }),
  });
  return (
    <Button variant="outlined" disabled={einladen.isPending} onClick={() => einladen.mutate()}>
      {translate('support.formular.alleEinladen')}
    </Button>
  );
};
