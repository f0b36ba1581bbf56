import PersonIcon from '@mui/icons-material/Person';
import { Box, ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import { AppBar as RaAppBar, Logout, TitlePortal, UserMenu, useTranslate, useUserMenu } from 'react-admin';
import { Link } from 'react-router-dom';
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

/** Top bar: the portal's mark, the page title, the user menu (Profil, Abmelden). */
export const AppBar = () => (
  <RaAppBar
    color="primary"
    userMenu={
      <UserMenu>
        <ProfilMenuItem />
        <Logout />
      </UserMenu>
    }
  >
    <Box component={Link} to="/dashboard" sx={{ display: { xs: 'none', sm: 'flex' }, mr: 2 }} aria-label="Abfallportal">
      <Logo height={30} inverted />
    </Box>
    <TitlePortal />
  </RaAppBar>
);
