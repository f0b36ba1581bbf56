/** plotly.js ships no types for its partial bundles (core + chosen traces); they share the full bundle's API. */
declare module 'plotly.js/lib/core' {
  import * as Plotly from 'plotly.js';
  export = Plotly;
}
declare module 'plotly.js/lib/bar';
declare module 'plotly.js/lib/pie';
declare module 'plotly.js/lib/sankey';
declare module 'plotly.js/lib/locales/de';
