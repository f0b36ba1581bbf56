import { Alert, Box, Stack } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { firmendatenApi } from './firmendatenApi';
import { DateiAuswahlButton } from '../ui/DateiAuswahlButton';

/** The company logo: shown when there is one; a new JPEG or PNG replaces it at once (the server re-encodes it). */
export const LogoFeld = ({ logoUrl, firmenname }: { logoUrl: string | null; firmenname: string }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [fehler, setFehler] = useState<string | null>(null);
  const hochladen = useMutation({
    mutationFn: firmendatenApi.logoHochladen,
    onSuccess: (neu) => {
      setFehler(null);
      queryClient.setQueryData(['firmenhauptsitz'], neu);
      notify('erfolg.gespeichert', { type: 'success' });
    },
    onError: (error) => setFehler(error instanceof Error ? error.message : translate('fehler.unbekannt')),
  });
  return (
    <Stack spacing={1} sx={{ mb: 2 }}>
      {logoUrl ? (
        <Box
          component="img"
          src={logoUrl}
          alt={translate('firmendaten.logoVon', { name: firmenname })}
          sx={{ maxWidth: 240, maxHeight: 96 }}
        />
      ) : null}
      <Box>
        <DateiAuswahlButton
          label={translate('firmendaten.logoHochladen')}
          name="logo"
          accept="image/png,image/jpeg"
          variant="outlined"
          disabled={hochladen.isPending}
          onDatei={(datei) => hochladen.mutate(datei)}
        />
      </Box>
      {fehler ? <Alert severity="error">{fehler}</Alert> : null}
    </Stack>
  );
};
