import BusinessIcon from '@mui/icons-material/Business';
import PersonIcon from '@mui/icons-material/Person';
import PowerSettingsNewIcon from '@mui/icons-material/PowerSettingsNew';
import { Box, ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import { AppBar as RaAppBar, TitlePortal, UserMenu, useTranslate, useUserMenu } from 'react-admin';
import { Link, useLocation } from 'react-router-dom';
import { can } from '@abfallportal/common/permissions';
import { authPaths } from '../auth/authPaths';
import { useBenutzerInfo } from '../auth/useBenutzerInfo';
import { firmendatenPaths } from '../firmendaten/firmendatenPaths';
import { LeistungenMenuItems } from '../leistungen/LeistungenMenuItems';
import { profilPaths } from '../profil/profilPaths';
import { Logo } from '../theme/Logo';

const ProfilMenuItem = () => {
  const translate = useTranslate();
  const userMenu = useUserMenu();
  return (
    <MenuItem component={Link} to={profilPaths.root} onClick={() => userMenu?.onClose()}>
      <ListItemIcon>
        <PersonIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate('menu.profil')}</ListItemText>
    </MenuItem>
  );
};

/** Company data, only for users who may see it (VIEW_FIRMENDATEN, spec § 6). */
const FirmendatenMenuItem = () => {
  const translate = useTranslate();
  const userMenu = useUserMenu();
  const { data } = useBenutzerInfo();
  if (data?.status !== 'angemeldet' || !can(data.info.permissions, 'VIEW_FIRMENDATEN')) return null;
  return (
    <MenuItem component={Link} to={firmendatenPaths.root} onClick={() => userMenu?.onClose()}>
      <ListItemIcon>
        <BusinessIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate('firmendaten.titel')}</ListItemText>
    </MenuItem>
  );
};

/** Goes to /logout with the current path, which login then offers as `redirect` (spec § 2). */
const AbmeldenMenuItem = () => {
  const translate = useTranslate();
  const userMenu = useUserMenu();
  const { pathname, search } = useLocation();
  return (
    <MenuItem
      component={Link}
      to={authPaths.logout}
      state={{ nextPathname: pathname, nextSearch: search }}
      onClick={() => userMenu?.onClose()}
    >
      <ListItemIcon>
        <PowerSettingsNewIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate('menu.abmelden')}</ListItemText>
    </MenuItem>
  );
};

/** Top bar: the portal's mark, the page title, the user menu (Profil, Abmelden). */
export const AppBar = () => (
  <RaAppBar
    color="primary"
    userMenu={
      <UserMenu>
        <ProfilMenuItem />
        <FirmendatenMenuItem />
        <LeistungenMenuItems />
        <AbmeldenMenuItem />
      </UserMenu>
    }
  >
    <Box component={Link} to="/dashboard" sx={{ display: { xs: 'none', sm: 'flex' }, mr: 2 }} aria-label="Abfallportal">
      <Logo height={30} inverted />
    </Box>
    <TitlePortal />
  </RaAppBar>
);
