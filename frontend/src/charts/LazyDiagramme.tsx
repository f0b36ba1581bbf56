import { Box, CircularProgress } from '@mui/material';
import { lazy, Suspense, type ComponentProps } from 'react';

const Diagramme = () => import('./Diagramme');
const StapelBalkenLazy = lazy(() => Diagramme().then((m) => ({ default: m.StapelBalken })));
const SankeyLazy = lazy(() => Diagramme().then((m) => ({ default: m.SankeyDiagramm })));

const Laedt = ({ hoehe }: { hoehe?: number }) => (
  <Box sx={{ height: hoehe ?? 340, display: 'grid', placeItems: 'center' }} aria-busy="true">
    <CircularProgress size={28} aria-label="Diagramm wird geladen" />
  </Box>
);

/** Stacked bars, with the chart bundle loaded on first use. */
export const StapelBalken = (props: ComponentProps<typeof StapelBalkenLazy>) => (
  <Suspense fallback={<Laedt hoehe={props.hoehe} />}>
    <StapelBalkenLazy {...props} />
  </Suspense>
);

/** The Sankey diagram, with the chart bundle loaded on first use. */
export const SankeyDiagramm = (props: ComponentProps<typeof SankeyLazy>) => (
  <Suspense fallback={<Laedt hoehe={props.hoehe ?? 420} />}>
    <SankeyLazy {...props} />
  </Suspense>
);
