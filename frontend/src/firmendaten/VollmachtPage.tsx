import DownloadIcon from '@mui/icons-material/Download';
import { Alert, Box, Button, Link, Stack, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Loading, useNotify, useTranslate } from 'react-admin';
import { firmendatenApi } from './firmendatenApi';
import { firmendatenPaths } from './firmendatenPaths';
import { formatDatumZeit } from '../format/format';
import { DateiAuswahlButton } from '../ui/DateiAuswahlButton';

/** /firmendaten/vollmacht: download the filled template, sign it, upload the signed PDF (spec § 2). */
export const VollmachtPage = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const info = useQuery({ queryKey: ['vollmacht'], queryFn: firmendatenApi.vollmacht });
  const [fehler, setFehler] = useState<string | null>(null);
  const hochladen = useMutation({
    mutationFn: firmendatenApi.vollmachtHochladen,
    onSuccess: (neu) => {
      setFehler(null);
      queryClient.setQueryData(['vollmacht'], neu);
      notify('firmendaten.vollmachtGespeichert', { type: 'success' });
    },
    onError: (error) => setFehler(error instanceof Error ? error.message : translate('fehler.unbekannt')),
  });
  if (!info.data) return info.isPending ? <Loading /> : null;
  const { dateiname, hochgeladenAm } = info.data;
  return (
    <Stack spacing={3} sx={{ maxWidth: 640 }}>
      <Typography>{translate('firmendaten.vollmachtHinweis')}</Typography>
      <Box>
        <Button variant="outlined" startIcon={<DownloadIcon />} href={firmendatenPaths.vorlage} download>
          {translate('firmendaten.vorlageHerunterladen')}
        </Button>
      </Box>
      <Box>
        <DateiAuswahlButton
          label={translate('firmendaten.vollmachtHochladen')}
          name="datei"
          accept="application/pdf,.pdf"
          variant="contained"
          disabled={hochladen.isPending}
          onDatei={(datei) => hochladen.mutate(datei)}
        />
      </Box>
      {fehler ? <Alert severity="error">{fehler}</Alert> : null}
      {hochgeladenAm ? (
        <Typography data-testid="vollmacht-status">
          {translate('firmendaten.hochgeladenAm', { datum: formatDatumZeit(hochgeladenAm) })}{' '}
          <Link href={firmendatenPaths.vollmachtDatei}>{dateiname}</Link>
        </Typography>
      ) : (
        <Typography color="text.secondary">{translate('firmendaten.keineVollmacht')}</Typography>
      )}
    </Stack>
  );
};
