import type { BelegDetails } from '@abfallportal/common/beleg';
import { Box, Paper, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { belegeApi } from './belegeApi';

/** The receipt's file: a PDF shown inline, any other file as a download link, or a note that there is none. */
export const BelegDatei = ({ beleg }: { beleg: BelegDetails }) => {
  const translate = useTranslate();
  return (
    <Paper sx={{ minHeight: beleg.dateiTyp === 'application/pdf' ? 480 : 0 }}>
      {beleg.dateiTyp === 'application/pdf' ? (
        <object data={belegeApi.dateiUrl(beleg.id)} type="application/pdf" title={translate('belege.show.datei')} width="100%" height="640">
          <a href={belegeApi.dateiUrl(beleg.id)}>{translate('belege.show.herunterladen')}</a>
        </object>
      ) : beleg.dateiName ? (
        <Box sx={{ p: 2 }}>
          <a href={belegeApi.dateiUrl(beleg.id)}>{translate('belege.show.dateiHerunterladen', { name: beleg.dateiName })}</a>
        </Box>
      ) : (
        <Typography sx={{ p: 2 }}>{translate('belege.show.keineDatei')}</Typography>
      )}
    </Paper>
  );
};
