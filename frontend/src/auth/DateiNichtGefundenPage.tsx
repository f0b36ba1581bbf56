import { Alert, Button, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { dashboardPaths } from '../dashboard';
import { PublicLayout } from '../layout/PublicLayout';

/** /datei-nicht-gefunden (spec § 2). */
export const DateiNichtGefundenPage = () => {
  const translate = useTranslate();
  return (
    <PublicLayout title={translate('dateiNichtGefunden.titel')}>
      <Stack spacing={2}>
        <Alert severity="warning">{translate('dateiNichtGefunden.text')}</Alert>
        <Button component={Link} to={dashboardPaths.root} variant="contained">
          {translate('dateiNichtGefunden.zurueck')}
        </Button>
      </Stack>
    </PublicLayout>
  );
};
