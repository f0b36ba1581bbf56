import type { StandortDokumentation } from '@abfallportal/common/dokumentation';
import { Box, Button, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { ExportKnopf } from '../exporte';
import { dokumentationPaths } from './dokumentationPaths';
import { ZeitraumWahl } from './ZeitraumWahl';

/** The site page's head: back to the sites, the site's name and kind, the period chooser, the exports, create. */
export const StandortKopf = ({
  daten,
  erzeugerId,
  anfallstelleId,
  jahr,
  onAnlegen,
}: {
  daten: StandortDokumentation;
  erzeugerId: number;
  anfallstelleId: number;
  jahr: number;
  onAnlegen: () => void;
}) => {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
      <Box sx={{ flexGrow: 1 }}>
        <Typography variant="body2">
          <Link to={`${dokumentationPaths.standorte(erzeugerId)}?jahr=${jahr}`}>{translate('dokumentation.standorte')}</Link>
        </Typography>
        <Typography variant="h5" component="h1">
          {daten.anfallstelle.name}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {[translate(`dokumentation.art.${daten.anfallstelle.art}`), daten.anfallstelle.ort].filter(Boolean).join(' · ')}
        </Typography>
      </Box>
      <ZeitraumWahl erzeugerId={erzeugerId} />
      <ExportKnopf art="PDF_STANDORT" zielId={anfallstelleId} beginn={`${jahr}-01-01`} ende={`${jahr}-12-31`} />
      <ExportKnopf art="PDF_GEWABFV" zielId={anfallstelleId} beginn={`${jahr}-01-01`} ende={`${jahr}-12-31`} />
      {daten.darfBearbeiten && (
        <Button variant="contained" onClick={onAnlegen}>
          {translate('dokumentation.anlegen')}
        </Button>
      )}
    </Box>
  );
};
