import { decideRoute } from '@abfallportal/common/permissions';
import { Box, Tab, Tabs, useMediaQuery, type Theme } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { accessContext } from '../session/accessContext';
import { useBenutzerInfo } from '../session/useBenutzerInfo';
import { SUPPORT_TABS } from './supportPaths';

/** /support: the tab bar of the support area over the open tab (spec § 2); only tabs the user may open. The open tab sets the title. */
export const SupportPage = () => {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const { data } = useBenutzerInfo();
  const ctx = data?.status === 'angemeldet' ? accessContext(data.info) : null;
  const tabs = SUPPORT_TABS.filter((t) => ctx !== null && decideRoute(t.routeKey, ctx).allowed);
  const aktiv = tabs.find((t) => pathname.startsWith(t.path))?.path ?? false;
  // On a phone the scroll buttons are always there: shown only when needed, they appear after MUI has scrolled the
  // open tab in, take 80 px of the bar, and leave the last tab cut off.
  const schmal = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'), { noSsr: true });
  return (
    <Box>
      <Tabs
        value={aktiv}
        aria-label={translate('support.titel')}
        variant="scrollable"
        scrollButtons={schmal ? true : 'auto'}
        allowScrollButtonsMobile
        sx={{ mb: 1 }}
      >
        {tabs.map((t) => (
          <Tab key={t.path} value={t.path} label={translate(t.label)} component={Link} to={t.path} />
        ))}
      </Tabs>
      <Outlet />
    </Box>
  );
};
