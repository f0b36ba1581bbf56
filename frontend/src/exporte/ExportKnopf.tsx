import type { ExportArt, ExportInfo } from '@abfallportal/common/export';
import DownloadIcon from '@mui/icons-material/Download';
import {
  Alert,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Stack,
  Typography,
} from '@mui/material';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { dateiHerunterladen } from '../auftraege';
import { formatDatum } from '../format/format';
import { exporteApi } from './exporteApi';

export type ExportKnopfProps = {
  art: ExportArt;
  /** The site (PDF_STANDORT, PDF_GEWABFV) or the producer (the others). */
  zielId: number;
  beginn: string;
  ende: string;
};

/**
 * One export of the documentation (spec § 4: in the background, then a mail with the link). The
 * dialog requests it, follows its state while open, and offers the download when it is ready;
 * a ready export of the same period comes back at once and may be built anew (force).
 */
export const ExportKnopf = ({ art, zielId, beginn, ende }: ExportKnopfProps) => {
  const translate = useTranslate();
  const titelId = useId();
  const [offen, setOffen] = useState(false);
  const [anhaenge, setAnhaenge] = useState(false);
  const [export_, setExport] = useState<ExportInfo | null>(null);
  const anfordern = useMutation({
    mutationFn: (force: boolean) => exporteApi.anfordern(art, zielId, { beginn, ende, includeAttachments: anhaenge, force }),
    onSuccess: setExport,
  });
  const laeuft = export_ !== null && (export_.status === 'WARTET' || export_.status === 'LAEUFT');
  const stand = useQuery({
    queryKey: ['export', export_?.id],
    queryFn: () => exporteApi.stand(export_!.id),
    enabled: offen && laeuft,
    refetchInterval: 2000,
  });
  const aktuell = stand.data && stand.data.id === export_?.id ? stand.data : export_;
  const schliessen = () => {
    setOffen(false);
    setExport(null);
    anfordern.reset();
  };
  return (
    <>
      <Button variant="outlined" startIcon={<DownloadIcon />} onClick={() => setOffen(true)}>
        {translate(`exporte.knopf.${art}`)}
      </Button>
      <Dialog open={offen} onClose={schliessen} aria-labelledby={titelId} fullWidth maxWidth="sm">
        <DialogTitle id={titelId}>{translate(`exporte.titel.${art}`)}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <Typography>{translate('exporte.zeitraum', { beginn: formatDatum(beginn), ende: formatDatum(ende) })}</Typography>
            {art === 'PDF_GEWABFV' && aktuell === null && <Typography variant="body2">{translate('exporte.gewabfvHinweis')}</Typography>}
            {art.startsWith('PDF') && art !== 'PDF_GEWABFV' && aktuell === null && (
              <FormControlLabel
                control={<Checkbox checked={anhaenge} onChange={(e) => setAnhaenge(e.target.checked)} />}
                label={translate('exporte.anhaenge')}
              />
            )}
            {anfordern.isError && <Alert severity="error">{anfordern.error.message}</Alert>}
            {aktuell && (aktuell.status === 'WARTET' || aktuell.status === 'LAEUFT') && (
              <Alert severity="info">{translate('exporte.wartet')}</Alert>
            )}
            {aktuell?.status === 'FERTIG' && (
              <Alert severity="success">
                {translate(aktuell.wiederverwendet ? 'exporte.wiederverwendet' : 'exporte.fertig', { name: aktuell.dateiName ?? '' })}
              </Alert>
            )}
            {aktuell?.status === 'FEHLER' && <Alert severity="error">{translate('exporte.fehler')}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={schliessen}>{translate('ra.action.close')}</Button>
          {aktuell?.status === 'FERTIG' && (
            <Button onClick={() => anfordern.mutate(true)} disabled={anfordern.isPending}>
              {translate('exporte.neuErstellen')}
            </Button>
          )}
          {aktuell?.status === 'FERTIG' && aktuell.downloadUrl ? (
            <Button variant="contained" startIcon={<DownloadIcon />} onClick={() => void dateiHerunterladen(aktuell.downloadUrl!)}>
              {translate('exporte.herunterladen')}
            </Button>
          ) : (
            aktuell === null && (
              <Button variant="contained" onClick={() => anfordern.mutate(false)} disabled={anfordern.isPending}>
                {translate('exporte.erstellen')}
              </Button>
            )
          )}
        </DialogActions>
      </Dialog>
    </>
  );
};
