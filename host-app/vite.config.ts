import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Precompressed .br/.gz copies are written by scripts/build-web.mjs, which runs this build.
const apiProxy = { '/api': { target: 'http://localhost:3001', changeOrigin: false } };

export default defineConfig({
  plugins: [react()],
  server: { port: 5173, strictPort: true, proxy: apiProxy },
  preview: { port: 4173, proxy: apiProxy },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true },
});
