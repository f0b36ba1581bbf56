import ImageIcon from '@mui/icons-material/Image';
import { Box, Button, CircularProgress, Stack } from '@mui/material';
import { lazy, Suspense, useCallback, useRef, useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import type { BalkenReihe, SankeySpur } from './serien';

const Diagramme = () => import('./Diagramme');
const StapelBalkenPlot = lazy(() => Diagramme().then((m) => ({ default: m.StapelBalkenPlot })));
const SankeyPlot = lazy(() => Diagramme().then((m) => ({ default: m.SankeyPlot })));

type Gemeinsam = {
  /** Accessible name of the chart and base of the PNG's file name. */
  titel: string;
  hoehe?: number;
  /** Further buttons beside "Als PNG herunterladen" (e.g. the server's PDF). */
  aktionen?: ReactNode;
  /** Without the PNG button (small widgets). */
  ohnePng?: boolean;
};

const Laedt = ({ hoehe }: { hoehe: number }) => {
  const translate = useTranslate();
  return (
    <Box sx={{ height: hoehe, display: 'grid', placeItems: 'center' }} aria-busy="true">
      <CircularProgress size={28} aria-label={translate('auswertung.diagramm.laedt')} />
    </Box>
  );
};

/** The chart's frame: the plot (loaded on first use) and its toolbar with the PNG export. */
const Rahmen = ({
  titel,
  hoehe,
  aktionen,
  ohnePng,
  testId,
  plot,
}: Gemeinsam & { hoehe: number; testId: string; plot: (pngBereit: (png: () => void) => void) => ReactNode }) => {
  const translate = useTranslate();
  // A ref, not state: the export is handed over once per drawing and must not re-render the chart (no loop).
  const png = useRef<(() => void) | null>(null);
  const [bereit, setBereit] = useState(false);
  const pngBereit = useCallback((f: () => void) => {
    png.current = f;
    setBereit(true);
  }, []);
  return (
    <Box role="figure" aria-label={titel} data-testid={testId} sx={{ minWidth: 0 }}>
      {/* plotly's legend may grow past the height on a phone: clipped, so it never covers the table below. */}
      <Box sx={{ overflow: 'hidden' }}>
        <Suspense fallback={<Laedt hoehe={hoehe} />}>{plot(pngBereit)}</Suspense>
      </Box>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1, mt: 1, alignItems: 'center' }} useFlexGap>
        {!ohnePng && (
          <Button size="small" variant="outlined" startIcon={<ImageIcon />} disabled={!bereit} onClick={() => png.current?.()}>
            {translate('auswertung.diagramm.alsPng')}
          </Button>
        )}
        {aktionen}
      </Stack>
    </Box>
  );
};

/** Stacked bars per month and fraction (tonnes); the chart bundle loads on first use. */
export const StapelBalken = ({ reihen, hoehe = 340, ...props }: Gemeinsam & { reihen: BalkenReihe[] }) => (
  <Rahmen
    {...props}
    hoehe={hoehe}
    testId="diagramm-balken"
    plot={(pngBereit) => <StapelBalkenPlot reihen={reihen} titel={props.titel} hoehe={hoehe} pngBereit={pngBereit} />}
  />
);

/** The Sankey diagram (site → fraction → disposer → plant / R-D method); the chart bundle loads on first use. */
export const SankeyDiagramm = ({ spur, hoehe = 420, ...props }: Gemeinsam & { spur: SankeySpur }) => (
  <Rahmen
    {...props}
    hoehe={hoehe}
    testId="diagramm-sankey"
    plot={(pngBereit) => <SankeyPlot spur={spur} titel={props.titel} hoehe={hoehe} pngBereit={pngBereit} />}
  />
);
