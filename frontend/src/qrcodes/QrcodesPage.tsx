import type { ErzeugerAuswahl } from '@abfallportal/common/erzeugerWire';
import DownloadIcon from '@mui/icons-material/Download';
import {
  Alert,
  Autocomplete,
  Box,
  Button,
  Checkbox,
  Chip,
  CircularProgress,
  FormControlLabel,
  List as MuiList,
  ListItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { dateiHerunterladen } from '../auftraege';
import { formatEinheiten } from '../format/format';
import { usePageTitle } from '../layout/usePageTitle';
import { qrcodesApi } from './qrcodesApi';

/**
 * /support/qrcodes (spec § 2 support tabs, issue 21): staff choose a producer, see its sites with the
 * containers ordered there, tick the sites to print and download an A4 sheet of QR labels. Each label's QR
 * code opens the order wizard with its site (and container) chosen.
 */
export const QrcodesPage = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const titel = translate('support.qrcodes.titel');
  usePageTitle(titel);
  const [erzeuger, setErzeuger] = useState<ErzeugerAuswahl | null>(null);
  const [abgewaehlt, setAbgewaehlt] = useState<ReadonlySet<number>>(new Set());
  const liste = useQuery({ queryKey: ['qrcodes', 'erzeuger'], queryFn: qrcodesApi.erzeuger });
  const uebersicht = useQuery({
    queryKey: ['qrcodes', 'uebersicht', erzeuger?.id],
    queryFn: () => qrcodesApi.uebersicht(erzeuger!.id),
    enabled: erzeuger !== null,
  });
  const stellen = uebersicht.data?.anfallstellen ?? [];
  const gewaehlt = stellen.filter((a) => a.aktiv && !abgewaehlt.has(a.id)).map((a) => a.id);
  const anzahl = stellen.filter((a) => gewaehlt.includes(a.id)).reduce((n, a) => n + a.etiketten.length, 0);
  const herunterladen = useMutation({
    mutationFn: () => dateiHerunterladen(qrcodesApi.pdfPfad(erzeuger!.id, gewaehlt)),
    onError: () => notify('fehler.downloadFehlgeschlagen', { type: 'error' }),
  });

  return (
    <Box sx={{ mt: 1, maxWidth: 900 }}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate('support.qrcodes.hinweis')}
      </Typography>
      <Autocomplete<ErzeugerAuswahl>
        options={liste.data ?? []}
        loading={liste.isLoading}
        value={erzeuger}
        onChange={(_, neu) => {
          setErzeuger(neu);
          setAbgewaehlt(new Set());
        }}
        getOptionLabel={(e) => e.name}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        noOptionsText={translate('support.qrcodes.keinErzeuger')}
        sx={{ maxWidth: 480 }}
        renderInput={(params) => <TextField {...params} label={translate('support.qrcodes.erzeuger')} />}
      />
      {liste.isError && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {translate('fehler.failedLoading', { detail: translate('fehler.pleaseTryAgain') })}
        </Alert>
      )}
      {erzeuger !== null && uebersicht.isLoading && <CircularProgress sx={{ mt: 2 }} aria-label={translate('ra.page.loading')} />}
      {uebersicht.isError && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {translate('fehler.failedLoading', { detail: translate('fehler.pleaseTryAgain') })}
        </Alert>
      )}
      {uebersicht.data && (
        <>
          {stellen.length === 0 ? (
            <Alert severity="info" sx={{ mt: 2 }}>
              {translate('support.qrcodes.keineAnfallstellen')}
            </Alert>
          ) : (
            <MuiList aria-label={translate('support.qrcodes.anfallstellen')} sx={{ mt: 1 }}>
              {stellen.map((a) => (
                <ListItem key={a.id} divider sx={{ display: 'block', px: 0 }}>
                  <FormControlLabel
                    // MUI's label keeps a right margin, and a flex item does not shrink below its longest word:
                    // both pushed long site names past a phone's edge. Long compounds break where they must.
                    sx={{ mr: 0, '& .MuiFormControlLabel-label': { minWidth: 0, overflowWrap: 'anywhere' } }}
                    control={
                      <Checkbox
                        checked={a.aktiv && !abgewaehlt.has(a.id)}
                        disabled={!a.aktiv}
                        onChange={(e) =>
                          setAbgewaehlt((alt) => {
                            const neu = new Set(alt);
                            if (e.target.checked) neu.delete(a.id);
                            else neu.add(a.id);
                            return neu;
                          })
                        }
                      />
                    }
                    label={
                      <span>
                        <strong>{a.name}</strong>
                        {a.adresse ? ` · ${a.adresse}` : ''}
                        {!a.aktiv ? ` · ${translate('support.qrcodes.inaktiv')}` : ''}
                      </span>
                    }
                  />
                  <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap', pl: 4 }}>
                    {a.etiketten.map((e) => (
                      <Chip
                        key={`${e.fraktionId ?? 0}-${e.behaelterId ?? 0}`}
                        size="small"
                        variant={e.behaelterId === null ? 'outlined' : 'filled'}
                        label={
                          e.behaelter === null
                            ? translate('support.qrcodes.neuerAuftrag')
                            : `${formatEinheiten(e.behaelter)} · ${e.fraktion ?? ''}`
                        }
                      />
                    ))}
                  </Stack>
                </ListItem>
              ))}
            </MuiList>
          )}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'center' }} sx={{ mt: 2 }}>
            <Button
              variant="contained"
              startIcon={<DownloadIcon />}
              disabled={gewaehlt.length === 0 || herunterladen.isPending}
              onClick={() => herunterladen.mutate()}
            >
              {translate('support.qrcodes.pdf')}
            </Button>
            <Typography variant="body2" color="text.secondary">
              {translate('support.qrcodes.anzahl', { smart_count: anzahl })}
            </Typography>
          </Stack>
        </>
      )}
    </Box>
  );
};
