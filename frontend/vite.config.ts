import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const here = path.dirname(fileURLToPath(import.meta.url));
const backend = 'http://localhost:3000';

/**
 * Writes `x.br` and `x.gz` beside every script, style and SVG of the build; the server sends them to
 * browsers that accept them (backend/src/platform/http/komprimierung.ts). Node's zlib at build time:
 * no compression package is installed, and the best levels cost nothing per request.
 */
const vorkomprimieren = (): Plugin => ({
  name: 'abfallportal-vorkomprimieren',
  apply: 'build',
  writeBundle(options) {
    const assets = path.join(options.dir ?? path.resolve(here, 'dist'), 'assets');
    for (const name of fs.readdirSync(assets)) {
      if (!/\.(js|css|svg|json)$/.test(name)) continue;
      const inhalt = fs.readFileSync(path.join(assets, name));
      if (inhalt.length < 1024) continue;
      fs.writeFileSync(path.join(assets, `${name}.gz`), gzipSync(inhalt, { level: 9 }));
      fs.writeFileSync(path.join(assets, `${name}.br`), brotliCompressSync(inhalt, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    }
  },
});

/**
 * plotly.js (the charts' own chunk, issue 21) pulls in CommonJS packages written for browserify that read
 * Node's `global` (has-hover: `global.matchMedia`), which browsers do not have. Only those modules get
 * `var global = globalThis;` in front; nothing else of the build changes (no global `define`).
 */
const PLOTLY_CJS_MIT_GLOBAL = /[\\/]node_modules[\\/](has-hover|native-promise-only)[\\/]/;
const plotlyGlobal = (): Plugin => ({
  name: 'abfallportal-plotly-global',
  transform(code, id) {
    if (!PLOTLY_CJS_MIT_GLOBAL.test(id) || !/\bglobal\b/.test(code)) return null;
    return { code: `var global = globalThis;\n${code}`, map: null };
  },
});

// Vite reads the config through its default export.
export default defineConfig({
  plugins: [react(), vorkomprimieren(), plotlyGlobal()],
  server: {
    proxy: { '/api': backend, '/health': backend },
  },
  build: {
    outDir: path.resolve(here, 'dist'),
    emptyOutDir: true,
    // react-admin and MUI make one large shared chunk; the login page budget (500 kB gzip) is checked by size, not here.
    chunkSizeWarningLimit: 1000,
  },
});
