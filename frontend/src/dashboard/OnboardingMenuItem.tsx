import ChecklistIcon from '@mui/icons-material/Checklist';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import { useTranslate, useUserMenu } from 'react-admin';
import { Link } from 'react-router-dom';
import { useBenutzerInfo } from '../session/useBenutzerInfo';
import { dashboardPaths } from './dashboardPaths';
import { onboardingWiederOeffnen } from './onboardingSchritt';

/** "Einrichtung fortsetzen": opens the onboarding again after "Später" (issue 19), while it is not finished. */
export const OnboardingMenuItem = () => {
  const translate = useTranslate();
  const userMenu = useUserMenu();
  const { data } = useBenutzerInfo();
  if (data?.status !== 'angemeldet' || !onboardingWiederOeffnen(data.info.onboarding, data.info.onboardingCompleted)) return null;
  return (
    <MenuItem component={Link} to={dashboardPaths.root} state={{ onboarding: true }} onClick={() => userMenu?.onClose()}>
      <ListItemIcon>
        <ChecklistIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate('onboarding.fortsetzen')}</ListItemText>
    </MenuItem>
  );
};
