import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { CustomRoutes, Title, useTranslate } from 'react-admin';
import { Link, Route, useNavigate } from 'react-router-dom';
import { usePageTitle } from './usePageTitle';

/** Every path no feature knows (yet): the portal's not-found page with a way back, never a blank page (issue 19). */
export const NichtGefundenPage = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const titel = translate('nichtGefunden.titel');
  usePageTitle(titel);
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={titel} />
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {titel}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {translate('nichtGefunden.text')}
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button component={Link} to="/dashboard" variant="contained">
            {translate('nichtGefunden.zurUebersicht')}
          </Button>
          <Button onClick={() => navigate(-1)} startIcon={<ArrowBackIcon />}>
            {translate('nichtGefunden.zurueck')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
};

/**
 * react-admin gives every <Resource> the routes below its name ("erzeuger/*", "auftrag/*"); a
 * resource without list or edit screens then renders nothing there, and the catch-all never comes.
 * These routes send what no feature route matches below a resource name to the not-found page
 * (feature routes are more specific and win).
 */
export const nichtGefundenUnter = (resourceNamen: readonly string[]) => (
  <CustomRoutes>
    {resourceNamen.map((name) => (
      <Route key={name} path={`/${name}/*`} element={<NichtGefundenPage />} />
    ))}
  </CustomRoutes>
);
