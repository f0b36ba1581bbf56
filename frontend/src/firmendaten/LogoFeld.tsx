import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Alert, Box, Button, Stack } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { firmendatenApi } from './firmendatenApi';

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
        <Button variant="outlined" component="label" startIcon={<UploadFileIcon />} disabled={hochladen.isPending}>
          {translate('firmendaten.logoHochladen')}
          <input
            hidden
            type="file"
            name="logo"
            accept="image/png,image/jpeg"
            onChange={(e) => {
              const datei = e.target.files?.[0];
              e.target.value = '';
              if (datei) hochladen.mutate(datei);
            }}
          />
        </Button>
      </Box>
      {fehler ? <Alert severity="error">{fehler}</Alert> : null}
    </Stack>
  );
};
