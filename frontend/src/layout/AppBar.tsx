import PowerSettingsNewIcon from '@mui/icons-material/PowerSettingsNew';
import { Box, ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import type { ComponentType } from 'react';
import { AppBar as RaAppBar, TitlePortal, UserMenu, useTranslate, useUserMenu } from 'react-admin';
import { Link, useLocation } from 'react-router-dom';
import { sessionPaths } from '../session/sessionPaths';
import { Logo } from '../theme/Logo';

/** Goes to /logout with the current path, which login then offers as `redirect` (spec § 2). */
const AbmeldenMenuItem = () => {
  const translate = useTranslate();
  const userMenu = useUserMenu();
  const { pathname, search } = useLocation();
  return (
    <MenuItem
      component={Link}
      to={sessionPaths.logout}
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

/** Top bar: the portal's mark, the page title, the user menu (the features' entries, then Abmelden). */
export function createAppBar(eintraege: readonly ComponentType[]): ComponentType {
  return function AppBar() {
    return (
      <RaAppBar
        color="primary"
        userMenu={
          <UserMenu>
            {eintraege.map((Eintrag, i) => (
              <Eintrag key={i} />
            ))}
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
  };
}
