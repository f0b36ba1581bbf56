import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate, useUserMenu } from 'react-admin';
import { Link } from 'react-router-dom';

export type UserMenuEintragProps = { to: string; icon: ReactNode; label: string };

/** One link in the top bar's user menu; closes the menu when chosen. */
export const UserMenuEintrag = ({ to, icon, label }: UserMenuEintragProps) => {
  const translate = useTranslate();
  const userMenu = useUserMenu();
  return (
    <MenuItem component={Link} to={to} onClick={() => userMenu?.onClose()}>
      <ListItemIcon>{icon}</ListItemIcon>
      <ListItemText>{translate(label)}</ListItemText>
    </MenuItem>
  );
};
