import { Alert, Box, Card, CardContent, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { usePageTitle } from '../layout/usePageTitle';
import { useBenutzerInfo } from '../session/useBenutzerInfo';
import { dashboardWidgets } from './dashboardWidgets';
import { EntsorgerDashboard } from './EntsorgerDashboard';
import { ErzeugerDashboard } from './ErzeugerDashboard';
import { OnboardingDialoge } from './OnboardingDialoge';
import { PersonalDashboard } from './PersonalDashboard';

/**
 * /dashboard: the greeting and each role's own widgets (issue 28), chosen by the permission module
 * (dashboardWidgets): the producer's figures of issue 21, the disposer's requests, orders and services
 * due, staff's work lists. Two columns from 900 px, one column on a phone.
 */
export const Dashboard = () => {
  const translate = useTranslate();
  const titel = translate('dashboard.titel');
  usePageTitle(titel);
  const { data } = useBenutzerInfo();
  const info = data?.status === 'angemeldet' ? data.info : null;
  if (!info) return null;
  const widgets = dashboardWidgets(info);
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
      {widgets.length === 0 ? (
        <Alert severity="info" sx={{ mt: 2 }}>
          {translate('arbeit.nichtsZuTun')}
        </Alert>
      ) : (
        <Box sx={{ mt: 2, display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}>
          {info.erzeuger && <ErzeugerDashboard erzeugerId={info.erzeuger.id} widgets={widgets} />}
          <EntsorgerDashboard widgets={widgets} />
          <PersonalDashboard widgets={widgets} />
        </Box>
      )}
      <OnboardingDialoge stand={info.onboarding} flags={info.onboardingCompleted} />
    </>
  );
};
