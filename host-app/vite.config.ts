import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const apiProxy = { '/api': { target: 'http://localhost:3001', changeOrigin: false } };

/**
 * Writes `.br` and `.gz` copies of the built text assets next to them. The API serves the host
 * app with koa-static, which sends those copies (Content-Encoding br/gzip) to browsers that accept
 * them, so pages load compressed without compressing on every request.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'headliner:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle() {
      const walk = (dir: string): string[] =>
        fs
          .readdirSync(dir, { withFileTypes: true })
          .flatMap((entry) => (entry.isDirectory() ? walk(path.join(dir, entry.name)) : [path.join(dir, entry.name)]));
      for (const file of walk(outDir)) {
        if (!/\.(m?js|css|svg|json|html|woff)$/.test(file)) continue;
        const bytes = fs.readFileSync(file);
        if (bytes.length < 1024) continue;
        fs.writeFileSync(`${file}.gz`, zlib.gzipSync(bytes, { level: 9 }));
        fs.writeFileSync(
          `${file}.br`,
          zlib.brotliCompressSync(bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
      }
    },
  };
}

export default defineConfig({
  plugins: [react(), precompress()],
  server: { port: 5173, strictPort: true, proxy: apiProxy },
  preview: { port: 4173, proxy: apiProxy },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true },
});
