#!/usr/bin/env node
// Serves the two demo agency sites on their own origins; the widgets' code comes from the
// marketplace itself (its /embed/ and /federation/ paths), as on a real agency's site:
//   DEMO_SITE_PORT (4100): the plain HTML page with script tags;
//   DEMO_HOST_PORT (4200): the React host that loads the widgets through federation.
// DEMO_API_BASE is the marketplace API they talk to (default http://127.0.0.1:3000).
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.dirname(here);
export const DEMO_TENANT_KEY = 'pk_live_m2R6R2fecITAD9VtJJTOeJWp';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.ts': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
};

function fileIn(dir, urlPath) {
  const resolved = path.normalize(path.join(dir, decodeURIComponent(urlPath)));
  return resolved.startsWith(dir + path.sep) && fs.existsSync(resolved) && fs.statSync(resolved).isFile()
    ? resolved
    : null;
}

function send(res, file, substitutions) {
  const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
  let body = fs.readFileSync(file);
  if (substitutions && type.startsWith('text/html')) {
    let text = body.toString('utf8');
    for (const [name, value] of Object.entries(substitutions)) text = text.replaceAll(`{{${name}}}`, value);
    body = Buffer.from(text);
  }
  // Module scripts and the federation remote are fetched across origins: allow any reader (no credentials).
  res.writeHead(200, { 'content-type': type, 'cache-control': 'no-cache', 'access-control-allow-origin': '*' });
  res.end(body);
}

function notFound(res, what) {
  res.writeHead(404, { 'content-type': 'text/plain' });
  res.end(`Not found: ${what}`);
}

/** routes: [prefix, directory] pairs; '/' falls back to index.html with the substitutions. */
function site(routes, indexFile, substitutions) {
  return http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://demo');
    if (url.pathname === '/' || url.pathname === '/index.html') return send(res, indexFile, substitutions);
    for (const [prefix, dir] of routes) {
      if (!url.pathname.startsWith(prefix)) continue;
      const file = fileIn(dir, url.pathname.slice(prefix.length));
      if (file) return send(res, file, substitutions);
    }
    notFound(res, url.pathname);
  });
}

export function startDemoSites({
  apiBase = process.env.DEMO_API_BASE ?? 'http://127.0.0.1:3000',
  sitePort = Number(process.env.DEMO_SITE_PORT ?? 4100),
  hostPort = Number(process.env.DEMO_HOST_PORT ?? 4200),
  hostDist = process.env.DEMO_HOST_DIST ?? path.join(here, 'federated-host', 'dist'),
} = {}) {
  const substitutions = { API_BASE: apiBase, TENANT_KEY: DEMO_TENANT_KEY };
  if (!fs.existsSync(hostDist))
    console.warn(`[demo] ${path.relative(root, hostDist)} is missing: run npx -y pnpm@10 demo:build`);
  const agency = site([], path.join(here, 'agency-site', 'index.html'), substitutions);
  const host = site([['/', hostDist]], path.join(hostDist, 'index.html'), substitutions);
  return Promise.all([listen(agency, sitePort), listen(host, hostPort)]).then(() => {
    console.log(`[demo] agency page (script tags):   http://127.0.0.1:${sitePort}/`);
    console.log(`[demo] React host (federation):     http://127.0.0.1:${hostPort}/`);
    console.log(`[demo] not an allowed origin:       http://not-allowed.localhost:${sitePort}/`);
    return {
      close: () => Promise.all([agency, host].map((server) => new Promise((resolve) => server.close(resolve)))),
    };
  });
}

function listen(server, port) {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '0.0.0.0', resolve);
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  startDemoSites().catch((error) => {
    console.error(`[demo] could not start: ${error.message}`);
    process.exit(1);
  });
}
