import { Card, CardContent, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { useBenutzerInfo } from '../session/useBenutzerInfo';
import { usePageTitle } from '../layout/usePageTitle';
import { OnboardingDialoge } from './OnboardingDialoge';

/** /dashboard: the greeting; the widgets of spec § 2 follow with their features. */
export const Dashboard = () => {
  const translate = useTranslate();
  const titel = translate('dashboard.titel');
  usePageTitle(titel);
  const { data } = useBenutzerInfo();
  if (data?.status !== 'angemeldet') return null;
  const { info } = data;
  const mandant = info.erzeuger?.name ?? info.entsorger?.name;
  return (
    <>
      <Title title={titel} />
      <Card sx={{ mt: 2 }}>
        <CardContent>
          <Typography variant="h5" component="h1" gutterBottom>
            {translate('dashboard.gruss', { vorname: info.vorname, nachname: info.nachname })}
          </Typography>
          <Typography color="text.secondary">
            {translate('dashboard.rolle', { rolle: translate(`rollen.${info.entsorger ? 'ENTSORGER' : info.rolle}`) })}
          </Typography>
          {mandant && <Typography color="text.secondary">{translate('dashboard.fuer', { name: mandant })}</Typography>}
        </CardContent>
      </Card>
      <OnboardingDialoge stand={info.onboarding} flags={info.onboardingCompleted} />
    </>
  );
};
