import { Box, Card, Tab, Tabs } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { usePageTitle } from '../layout/usePageTitle';
import { STAMMDATEN_TABS } from './stammdatenFelder';

/** /stammdaten: the tab bar over the master-data types (spec § 2); the open tab names the page. */
export const StammdatenPage = () => {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const aktiv = STAMMDATEN_TABS.find((t) => pathname === t.pfad || pathname.startsWith(`${t.pfad}/`));
  const titel = translate('stammdaten.titel');
  usePageTitle(aktiv ? `${translate(`stammdaten.typ.${aktiv.typ}`)} - ${titel}` : titel);
  return (
    // width 0 with minWidth 100 %: the twelve tabs scroll instead of widening the page past the screen.
    <Box sx={{ mt: 2, width: 0, minWidth: '100%' }}>
      <Title title={titel} />
      <Card>
        <Tabs
          value={aktiv?.pfad ?? false}
          aria-label={titel}
          variant="scrollable"
          scrollButtons="auto"
          sx={{ borderBottom: 1, borderColor: 'divider' }}
        >
          {STAMMDATEN_TABS.map((t) => (
            <Tab key={t.pfad} label={translate(`stammdaten.typ.${t.typ}`)} value={t.pfad} component={Link} to={t.pfad} />
          ))}
        </Tabs>
        <Box sx={{ p: { xs: 2, sm: 3 }, overflowX: 'auto' }}>
          <Outlet />
        </Box>
      </Card>
    </Box>
  );
};
