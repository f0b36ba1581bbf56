import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const here = path.dirname(fileURLToPath(import.meta.url));
const backend = 'http://localhost:3000';

// Vite reads the config through its default export.
export default defineConfig({
  plugins: [react()],
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
