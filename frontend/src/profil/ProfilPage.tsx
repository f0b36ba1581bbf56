import { Box, Card, Tab, Tabs } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { usePageTitle } from '../layout/usePageTitle';
import { profilPaths } from './profilPaths';

/** /profil with its tabs Kontaktdaten and Passwort (spec § 2). */
export const ProfilPage = () => {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const tab = pathname.startsWith(profilPaths.passwort) ? profilPaths.passwort : profilPaths.kontaktdaten;
  const titel = translate('profil.titel');
  usePageTitle(`${translate(tab === profilPaths.passwort ? 'profil.passwort' : 'profil.kontaktdaten')} - ${titel}`);
  return (
    <Box sx={{ mt: 2, maxWidth: 720 }}>
      <Title title={titel} />
      <Card>
        <Tabs value={tab} aria-label={titel} sx={{ borderBottom: 1, borderColor: 'divider' }}>
          <Tab label={translate('profil.kontaktdaten')} value={profilPaths.kontaktdaten} component={Link} to={profilPaths.kontaktdaten} />
          <Tab label={translate('profil.passwort')} value={profilPaths.passwort} component={Link} to={profilPaths.passwort} />
        </Tabs>
        <Box sx={{ p: { xs: 2, sm: 3 } }}>
          <Outlet />
        </Box>
      </Card>
    </Box>
  );
};
