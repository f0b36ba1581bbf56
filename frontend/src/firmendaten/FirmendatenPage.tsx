import { Box, Card, Tab, Tabs } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { usePageTitle } from '../layout/usePageTitle';
import { firmendatenPaths } from './firmendatenPaths';

const TABS = [
  { pfad: firmendatenPaths.firmenhauptsitz, label: 'firmendaten.firmenhauptsitz' },
  { pfad: firmendatenPaths.firmenadressen, label: 'firmendaten.firmenadressen' },
  { pfad: firmendatenPaths.kontaktdaten, label: 'firmendaten.kontaktdaten' },
  { pfad: firmendatenPaths.vollmacht, label: 'firmendaten.vollmacht' },
] as const;

/** /firmendaten with its tabs (spec § 2); invoice addresses are shown with the company sites. */
export const FirmendatenPage = () => {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const aktiv = TABS.find((t) => pathname.startsWith(t.pfad)) ?? (pathname.includes('rechnungsadressen') ? TABS[1] : TABS[0]);
  const titel = translate('firmendaten.titel');
  usePageTitle(`${translate(aktiv.label)} - ${titel}`);
  return (
    <Box sx={{ mt: 2 }}>
      <Title title={titel} />
      <Card>
        <Tabs value={aktiv.pfad} aria-label={titel} variant="scrollable" sx={{ borderBottom: 1, borderColor: 'divider' }}>
          {TABS.map((t) => (
            <Tab key={t.pfad} label={translate(t.label)} value={t.pfad} component={Link} to={t.pfad} />
          ))}
        </Tabs>
        <Box sx={{ p: { xs: 2, sm: 3 } }}>
          <Outlet />
        </Box>
      </Card>
    </Box>
  );
};
