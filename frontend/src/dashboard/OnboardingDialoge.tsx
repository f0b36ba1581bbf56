import type { OnboardingStand } from '@abfallportal/common/benutzerInfo';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import { profilPaths } from '../profil';
import { onboardingSchritt } from './onboardingSchritt';
import { useOnboardingSpeichern } from './useOnboardingSpeichern';

export type OnboardingDialogeProps = { stand: OnboardingStand; flags: Record<string, boolean> };

/** The onboarding modals: complete master data now or later; done, go to the dashboard (issue 19: asked once). */
export const OnboardingDialoge = ({ stand, flags }: OnboardingDialogeProps) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const location = useLocation();
  // Opened again from the user menu ("Einrichtung fortsetzen"); any answer closes it.
  const gewuenscht = (location.state as { onboarding?: boolean } | null)?.onboarding === true;
  const [geoeffnet, setGeoeffnet] = useState(gewuenscht);
  // The menu item leads to /dashboard; when the dashboard is already shown it stays mounted, so a new
  // navigation (a new location key) opens the dialog again instead of the first render only.
  const [letzteNavigation, setLetzteNavigation] = useState(location.key);
  if (letzteNavigation !== location.key) {
    setLetzteNavigation(location.key);
    if (gewuenscht) setGeoeffnet(true);
  }
  const speichern = useOnboardingSpeichern();
  const schritt = onboardingSchritt(stand, flags, geoeffnet);
  const beantwortet = () => {
    setGeoeffnet(false);
    if (geoeffnet) navigate(location.pathname, { replace: true, state: null });
  };

  const jetzt = () =>
    speichern.mutate(
      { schritt: 'stammdaten', completed: true },
      {
        onSuccess: () => {
          setGeoeffnet(false);
          navigate(profilPaths.kontaktdaten);
        },
      },
    );
  const spaeter = () => speichern.mutate({ schritt: 'stammdaten', completed: false }, { onSuccess: beantwortet });
  const fertig = () => speichern.mutate({ schritt: 'abschluss', completed: true }, { onSuccess: beantwortet });

  return (
    <>
      <Dialog open={schritt === 'stammdaten'} aria-labelledby="onboarding-stammdaten">
        <DialogTitle id="onboarding-stammdaten">{translate('onboarding.stammdatenTitel')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{translate('onboarding.stammdatenText')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={spaeter} disabled={speichern.isPending}>
            {translate('onboarding.spaeter')}
          </Button>
          <Button onClick={jetzt} variant="contained" disabled={speichern.isPending}>
            {translate('onboarding.jetzt')}
          </Button>
        </DialogActions>
      </Dialog>
      <Dialog open={schritt === 'abschluss'} aria-labelledby="onboarding-fertig">
        <DialogTitle id="onboarding-fertig">{translate('onboarding.fertigTitel')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{translate('onboarding.fertigText')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={fertig} variant="contained" disabled={speichern.isPending}>
            {translate('onboarding.zumDashboard')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
};
