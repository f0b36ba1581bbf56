import { useTranslate } from 'react-admin';
import { Plot, Plotly } from './plotly';
import { dateiname, type BalkenReihe, type SankeySpur } from './serien';

/**
 * The plotly charts (issue 21). This module pulls in the plotly bundle: import it only through
 * `LazyDiagramme` (React.lazy), so it becomes its own chunk loaded by pages that show a chart. It
 * uses no MUI component, so adding it leaves the shared chunks of the other pages as they were.
 */

export type PlotProps = {
  titel: string;
  hoehe: number;
  /** Hands the PNG export (Plotly's own `downloadImage` of the drawn chart) to the toolbar once drawn (the div stays across updates). */
  pngBereit: (png: () => void) => void;
};

const CONFIG = { displaylogo: false, responsive: true, locale: 'de', modeBarButtonsToRemove: ['select2d', 'lasso2d'] } as const;

const exportieren = (titel: string, pngBereit: PlotProps['pngBereit']) => (_: unknown, div: Readonly<HTMLElement>) =>
  pngBereit(() => void Plotly.downloadImage(div as HTMLElement, { format: 'png', filename: dateiname(titel), width: 1400, height: 800 }));

/** Stacked bars per month and fraction (tonnes). */
export const StapelBalkenPlot = ({ reihen, titel, hoehe, pngBereit }: PlotProps & { reihen: BalkenReihe[] }) => {
  const translate = useTranslate();
  return (
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
        height: hoehe,
        margin: { l: 56, r: 8, t: 8, b: 40 },
        separators: ',.',
        yaxis: { title: { text: translate('auswertung.diagramm.tonnen') }, tickformat: ',~r' },
        // Month names rotate in a narrow widget: the axis makes room for them, and the legend sits above the
        // bars, so neither covers the other.
        xaxis: { automargin: true },
        legend: { orientation: 'h', yanchor: 'bottom', y: 1.02, xanchor: 'left', x: 0 },
        paper_bgcolor: 'rgba(0,0,0,0)',
        plot_bgcolor: 'rgba(0,0,0,0)',
      }}
      config={CONFIG}
      useResizeHandler
      style={{ width: '100%' }}
      onInitialized={exportieren(titel, pngBereit)}
    />
  );
};

/** Sankey: site → fraction → disposer → plant / R-D method (tonnes). */
export const SankeyPlot = ({ spur, titel, hoehe, pngBereit }: PlotProps & { spur: SankeySpur }) => (
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
      height: hoehe,
      margin: { l: 8, r: 8, t: 8, b: 8 },
      separators: ',.',
      font: { size: 11 },
      paper_bgcolor: 'rgba(0,0,0,0)',
    }}
    config={CONFIG}
    useResizeHandler
    style={{ width: '100%' }}
    onInitialized={exportieren(titel, pngBereit)}
  />
);
