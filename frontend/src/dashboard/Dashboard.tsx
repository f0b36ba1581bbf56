import { Box, Card, CardContent, Skeleton, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { Suspense } from 'react';
import { BilanzGenerator, KpiBoard, useOverview } from '../auswertung';
import { WidgetKarte } from '../charts';
import { usePageTitle } from '../layout/usePageTitle';
import { useDarf } from '../session/useDarf';
import { useBenutzerInfo } from '../session/useBenutzerInfo';
import { AuftraegeWidget } from './AuftraegeWidget';
import { AbfallstromWidget, SankeyWidget } from './AuswertungWidgets';
import { OnboardingDialoge } from './OnboardingDialoge';
import { StandorteWidget } from './StandorteWidget';

/**
 * /dashboard: the greeting and the six widgets of spec § 2 (issue 21) — orders, waste-stream chart,
 * Sankey, sites, material-flow balance, KPI board — each with its own loading, empty and failure state.
 * Two columns from 900 px, one column on a phone.
 */
export const Dashboard = () => {
  const translate = useTranslate();
  const titel = translate('dashboard.titel');
  usePageTitle(titel);
  const { data } = useBenutzerInfo();
  const info = data?.status === 'angemeldet' ? data.info : null;
  const erzeugerId = info?.erzeuger?.id;
  const darfAuftraege = useDarf('VIEW_AUFTRAG');
  // Producers' and holdings' users see their figures; a disposer or staff without a client has none to show.
  const mitAuswertung = erzeugerId !== undefined;
  const overview = useOverview({ erzeugerId });
  if (!info) return null;
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
      <Box sx={{ mt: 2, display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}>
        {darfAuftraege && <AuftraegeWidget />}
        {mitAuswertung && (
          <>
            <WidgetKarte titel="Kennzahlen" id="widget-kpi">
              <Suspense fallback={<Skeleton variant="rounded" height={120} />}>
                <KpiBoard erzeugerId={erzeugerId} />
              </Suspense>
            </WidgetKarte>
            <AbfallstromWidget overview={overview} />
            <StandorteWidget overview={overview} />
            <Box sx={{ gridColumn: { md: '1 / -1' }, minWidth: 0 }}>
              <SankeyWidget erzeugerId={erzeugerId} />
            </Box>
          </>
        )}
        <Box sx={{ gridColumn: { md: '1 / -1' }, minWidth: 0 }}>
          <WidgetKarte titel="Stoffstrombilanz" id="widget-bilanz">
            <Suspense fallback={<Skeleton variant="rounded" height={80} />}>
              <BilanzGenerator />
            </Suspense>
          </WidgetKarte>
        </Box>
      </Box>
      <OnboardingDialoge stand={info.onboarding} flags={info.onboardingCompleted} />
    </>
  );
};
