import EuroIcon from '@mui/icons-material/Euro';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import { decideRoute } from '@abfallportal/common/permissions';
import type { ReactNode } from 'react';
import { useTranslate, useUserMenu } from 'react-admin';
import { Link } from 'react-router-dom';
import { accessContext } from '../session/accessContext';
import { useBenutzerInfo } from '../session/useBenutzerInfo';
import { leistungenPaths } from './leistungenPaths';

const Eintrag = ({ to, icon, label }: { to: string; icon: ReactNode; label: string }) => {
  const translate = useTranslate();
  const userMenu = useUserMenu();
  return (
    <MenuItem component={Link} to={to} onClick={() => userMenu?.onClose()}>
      <ListItemIcon>{icon}</ListItemIcon>
      <ListItemText>{translate(label)}</ListItemText>
    </MenuItem>
  );
};

/**
 * The spec's sidebar has no prices entry, so the user menu offers 'Preise' to a producer's user with
 * VIEW_OWN_LEISTUNG; a disposer's own user finds customers and prices in the sidebar (leistungenMenu).
 */
export const LeistungenMenuItems = () => {
  const { data } = useBenutzerInfo();
  if (data?.status !== 'angemeldet') return null;
  const { info } = data;
  if (info.entsorger) return null;
  if (!decideRoute('preise', accessContext(info)).allowed) return null;
  return <Eintrag to={leistungenPaths.erzeugerPreise} icon={<EuroIcon fontSize="small" />} label="leistungen.preise" />;
};
