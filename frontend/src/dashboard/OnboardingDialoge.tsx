import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useStore, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { profilPaths } from '../profil';
import { onboardingSchritt } from './onboardingSchritt';
import { useOnboardingSpeichern } from './useOnboardingSpeichern';

export type OnboardingDialogeProps = { flags: Record<string, boolean> };

/** The onboarding modals: complete master data now or later; done, go to the dashboard. */
export const OnboardingDialoge = ({ flags }: OnboardingDialogeProps) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  // "Später" puts the first modal off until the next sign-in (the store is reset on logout).
  const [verschoben, setVerschoben] = useStore('onboarding.stammdatenVerschoben', false);
  const speichern = useOnboardingSpeichern();
  const schritt = onboardingSchritt(flags, verschoben);

  const jetzt = () => speichern.mutate({ schritt: 'stammdaten', completed: true }, { onSuccess: () => navigate(profilPaths.kontaktdaten) });
  const spaeter = () => speichern.mutate({ schritt: 'stammdaten', completed: false }, { onSuccess: () => setVerschoben(true) });
  const fertig = () => speichern.mutate({ schritt: 'abschluss', completed: true });

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
