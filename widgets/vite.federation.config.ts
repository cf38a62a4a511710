import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { federation } from '@module-federation/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const here = path.dirname(fileURLToPath(import.meta.url));

/** The federated components; each is wrapped with the environment, theme and sign-in it needs. */
export const FEDERATED_EXPOSES = {
  './Browse': './src/embed/federated/Browse.tsx',
  './OfferWizard': './src/embed/federated/OfferWizard.tsx',
  './OffersList': './src/embed/federated/OffersList.tsx',
};

/**
 * The Module Federation remote `headliner`: `remoteEntry.js` (type module) exposes the three
 * widgets; react, react-dom/ (with its subpaths) and styled-components are shared singletons.
 */
export default defineConfig({
  base: './',
  publicDir: false,
  plugins: [
    react(),
    federation({
      name: 'headliner',
      filename: 'remoteEntry.js',
      exposes: Object.fromEntries(
        Object.entries(FEDERATED_EXPOSES).filter(([, file]) => fs.existsSync(path.join(here, file))),
      ),
      shared: {
        react: { singleton: true, requiredVersion: '^19.0.0' },
        'react-dom/': { singleton: true, requiredVersion: '^19.0.0' },
        'styled-components': { singleton: true, requiredVersion: '^6.1.0' },
      },
      dts: false,
      manifest: false,
    }),
  ],
  build: {
    outDir: path.join(here, 'dist', 'federation'),
    emptyOutDir: true,
    target: 'es2022',
    modulePreload: false,
    rollupOptions: { input: {} },
  },
});
