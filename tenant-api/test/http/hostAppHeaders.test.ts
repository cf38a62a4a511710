import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../../src/config';
import { createApp } from '../../src/http/app';
import type { AppDeps } from '../../src/http/context';
import { HOST_APP_CSP, HSTS } from '../../src/http/securityHeaders';

/**
 * The host app's pages as the server sends them: a strict Content-Security-Policy (no inline
 * script), and HSTS only over HTTPS, where a forwarded protocol counts only behind a trusted proxy.
 */
const HOST_APP = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../host-app');
const INDEX = `<!doctype html><html><head><script type="module" crossorigin src="/assets/index-abc.js"></script></head><body><div id="root"></div></body></html>`;

let publicDir: string;
const servers: http.Server[] = [];

/** The app with no database: page requests never reach one. */
async function serve(env: Record<string, string>): Promise<number> {
  const config = { ...loadEnv({ LOG_LEVEL: 'silent', PUBLIC_DIR: publicDir, WIDGETS_DIR: publicDir, ...env }) };
  const app = createApp({ config } as unknown as AppDeps);
  const server = http.createServer(app.callback());
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as { port: number }).port;
}

function get(port: number, target: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path: target, headers }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

const directives = (policy: string) =>
  Object.fromEntries(
    policy.split(';').map((part) => {
      const [name, ...sources] = part.trim().split(/\s+/);
      return [name!, sources];
    }),
  );

beforeAll(() => {
  publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'host-app-dist-'));
  fs.writeFileSync(path.join(publicDir, 'index.html'), INDEX);
  fs.writeFileSync(path.join(publicDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
});
afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  fs.rmSync(publicDir, { recursive: true, force: true });
});

describe('the host app’s pages', () => {
  it('carry a strict policy: scripts and connections only from this site, never inline or eval', async () => {
    const port = await serve({});
    for (const page of ['/', '/browse', '/offers/123', '/favicon.svg']) {
      const response = await get(port, page);
      expect(response.status, page).toBe(200);
      expect(response.headers['content-security-policy'], page).toBe(HOST_APP_CSP);
    }
    const policy = directives(HOST_APP_CSP);
    expect(policy['script-src']).toEqual(["'self'"]);
    expect(policy['connect-src']).toEqual(["'self'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['frame-ancestors']).toEqual(["'self'"]);
    expect(HOST_APP_CSP).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline|\*/);
  });

  it('leave the API’s answers without the page policy', async () => {
    const port = await serve({});
    const response = await get(port, '/api/no-such-route');
    expect(response.headers['content-security-policy']).toBeUndefined();
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('send HSTS over HTTPS only, trusting X-Forwarded-Proto only behind a configured proxy', async () => {
    const direct = await serve({ TRUST_PROXY: 'false' });
    expect((await get(direct, '/')).headers['strict-transport-security']).toBeUndefined();
    const spoofed = await get(direct, '/', { 'X-Forwarded-Proto': 'https' });
    expect(spoofed.headers['strict-transport-security']).toBeUndefined();

    const proxied = await serve({ TRUST_PROXY: 'true' });
    expect((await get(proxied, '/', { 'X-Forwarded-Proto': 'http' })).headers['strict-transport-security']).toBe(
      undefined,
    );
    for (const target of ['/', '/api/no-such-route']) {
      const secure = await get(proxied, target, { 'X-Forwarded-Proto': 'https' });
      expect(secure.headers['strict-transport-security'], target).toBe(HSTS);
    }
  });
});

describe('the host app’s HTML', () => {
  const inlineScripts = (html: string) =>
    [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)].filter(
      ([, attributes, content]) => !/\bsrc=/.test(attributes!) || content!.trim() !== '',
    );
  const files = [path.join(HOST_APP, 'index.html'), path.join(HOST_APP, 'dist', 'index.html')].filter((file) =>
    fs.existsSync(file),
  );

  it.each(files)('%s has no inline script and no inline event handler', (file) => {
    const html = fs.readFileSync(file, 'utf8');
    expect(inlineScripts(html)).toEqual([]);
    expect(html).not.toMatch(/\son[a-z]+\s*=/i);
    expect(html).not.toMatch(/javascript:/i);
  });
});
