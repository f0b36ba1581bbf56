import ImageIcon from '@mui/icons-material/Image';
import { Box, Button, Stack } from '@mui/material';
import { useRef, useState, type ReactNode } from 'react';
import { Plot, Plotly } from './plotly';
import { dateiname, type BalkenReihe, type SankeySpur } from './serien';

/**
 * The charts (issue 21). This module pulls in the plotly bundle: import it only through
 * `LazyDiagramme` (React.lazy), so it becomes its own chunk loaded by pages that show a chart.
 */

type Gemeinsam = {
  /** Accessible name of the chart and base of the PNG's file name. */
  titel: string;
  hoehe?: number;
  /** Further buttons beside "Als PNG herunterladen" (e.g. the server's PDF). */
  aktionen?: ReactNode;
  /** Without the PNG button (small widgets). */
  ohnePng?: boolean;
};

const CONFIG = { displaylogo: false, responsive: true, locale: 'de', modeBarButtonsToRemove: ['select2d', 'lasso2d'] } as const;

const useGraph = () => {
  const graph = useRef<HTMLElement | null>(null);
  const [bereit, setBereit] = useState(false);
  const merken = (_: unknown, div: Readonly<HTMLElement>) => {
    graph.current = div as HTMLElement;
    setBereit(true);
  };
  return { graph, bereit, merken };
};

const Werkzeug = ({ titel, aktionen, ohnePng, graph, bereit }: Gemeinsam & ReturnType<typeof useGraph>) => (
  <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1, mt: 1 }} useFlexGap>
    {!ohnePng && (
      <Button
        size="small"
        variant="outlined"
        startIcon={<ImageIcon />}
        disabled={!bereit}
        onClick={() => {
          if (graph.current)
            void Plotly.downloadImage(graph.current, { format: 'png', filename: dateiname(titel), width: 1400, height: 800 });
        }}
      >
        Als PNG herunterladen
      </Button>
    )}
    {aktionen}
  </Stack>
);

/** Stacked bars per month and fraction (tonnes). */
export const StapelBalken = ({ reihen, ...props }: Gemeinsam & { reihen: BalkenReihe[] }) => {
  const g = useGraph();
  return (
    <Box role="figure" aria-label={props.titel} data-testid="diagramm-balken">
      <Plot
        data={reihen.map((r) => ({
          type: 'bar',
          name: r.name,
          x: r.x,
          y: r.y,
          marker: { color: r.farbe },
          hovertemplate: '%{x}<br>%{fullData.name}: %{y:,.3~f} t<extra></extra>',
        }))}
        layout={{
          barmode: 'stack',
          autosize: true,
          height: props.hoehe ?? 340,
          margin: { l: 56, r: 8, t: 8, b: 40 },
          separators: ',.',
          yaxis: { title: { text: 'Tonnen' }, tickformat: ',~r' },
          legend: { orientation: 'h', y: -0.2 },
          paper_bgcolor: 'rgba(0,0,0,0)',
          plot_bgcolor: 'rgba(0,0,0,0)',
        }}
        config={CONFIG}
        useResizeHandler
        style={{ width: '100%' }}
        onInitialized={g.merken}
        onUpdate={g.merken}
      />
      <Werkzeug {...props} {...g} />
    </Box>
  );
};

/** Sankey: site → fraction → disposer → plant / R-D method (tonnes). */
export const SankeyDiagramm = ({ spur, ...props }: Gemeinsam & { spur: SankeySpur }) => {
  const g = useGraph();
  return (
    <Box role="figure" aria-label={props.titel} data-testid="diagramm-sankey">
      <Plot
        data={[
          {
            type: 'sankey',
            orientation: 'h',
            valueformat: ',.3~f',
            valuesuffix: ' t',
            node: { label: spur.knoten.label, color: spur.knoten.farbe, pad: 12, thickness: 14 },
            link: { source: spur.kanten.quelle, target: spur.kanten.ziel, value: spur.kanten.wert, color: spur.kanten.farbe },
          },
        ]}
        layout={{
          autosize: true,
          height: props.hoehe ?? 420,
          margin: { l: 8, r: 8, t: 8, b: 8 },
          separators: ',.',
          font: { size: 11 },
          paper_bgcolor: 'rgba(0,0,0,0)',
        }}
        config={CONFIG}
        useResizeHandler
        style={{ width: '100%' }}
        onInitialized={g.merken}
        onUpdate={g.merken}
      />
      <Werkzeug {...props} {...g} />
    </Box>
  );
};
