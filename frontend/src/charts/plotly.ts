import Plotly from 'plotly.js/lib/core';
import bar from 'plotly.js/lib/bar';
import de from 'plotly.js/lib/locales/de';
import pie from 'plotly.js/lib/pie';
import sankey from 'plotly.js/lib/sankey';
import createPlotlyComponent from 'react-plotly.js/factory';

/**
 * The portal's plotly bundle (issue 21): the core with bar, pie and sankey only, and the German
 * locale (decimal comma, thousands dot, dd.MM.yyyy). Imported only through `./Diagramme`, which the
 * pages load on demand, so the ~1 MB stays out of the login page and every page without a chart.
 */
Plotly.register([bar, pie, sankey, de]);
Plotly.setPlotConfig({ locale: 'de' });

export { Plotly };
export const Plot = createPlotlyComponent(Plotly);
