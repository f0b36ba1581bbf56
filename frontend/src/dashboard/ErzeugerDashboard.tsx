import { Box, Skeleton } from '@mui/material';
import { Suspense } from 'react';
import { BilanzGenerator, KpiBoard, useOverview } from '../auswertung';
import { WidgetKarte } from '../charts';
import { AuftraegeWidget } from './AuftraegeWidget';
import { AbfallstromWidget, SankeyWidget } from './AuswertungWidgets';
import type { DashboardWidget } from './dashboardWidgets';
import { StandorteWidget } from './StandorteWidget';

export type ErzeugerDashboardProps = { erzeugerId: number; widgets: readonly DashboardWidget[] };

/**
 * The producer's widgets of spec § 2 (issue 21): orders, KPI board, waste-stream chart, sites, Sankey and
 * material-flow balance, each with its own loading, empty and failure state. Only here is `/overview` asked.
 */
export const ErzeugerDashboard = ({ erzeugerId, widgets }: ErzeugerDashboardProps) => (
  <>
    {widgets.includes('erzeugerAuftraege') && <AuftraegeWidget />}
    {widgets.includes('erzeugerAuswertung') && <Auswertung erzeugerId={erzeugerId} />}
  </>
);

const Auswertung = ({ erzeugerId }: { erzeugerId: number }) => {
  const overview = useOverview({ erzeugerId });
  return (
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
      <Box sx={{ gridColumn: { md: '1 / -1' }, minWidth: 0 }}>
        <WidgetKarte titel="Stoffstrombilanz" id="widget-bilanz">
          <Suspense fallback={<Skeleton variant="rounded" height={80} />}>
            <BilanzGenerator />
          </Suspense>
        </WidgetKarte>
      </Box>
    </>
  );
};
