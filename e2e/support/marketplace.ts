import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * A request to the marketplace under test with any Host header (fetch cannot set one), as an
 * agency's admin or performer does from their own tenant's host.
 */
export function marketplaceRequest<T = any>(
  apiBase: string,
  method: string,
  target: string,
  options: { host?: string; token?: string; body?: unknown } = {},
): Promise<{ status: number; body: T }> {
  const url = new URL(target, apiBase);
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        method,
        path: `${url.pathname}${url.search}`,
        headers: {
          host: options.host ?? url.host,
          ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({ status: res.statusCode ?? 0, body: (text ? JSON.parse(text) : undefined) as T });
        });
      },
    );
    req.on('error', reject);
    if (payload) req.write(payload);
    req.end();
  });
}

/** Signs in on a tenant's host and returns the token. */
export async function tenantToken(apiBase: string, host: string, email: string): Promise<string> {
  const response = await marketplaceRequest<{ token: string }>(apiBase, 'POST', '/api/auth/signin', {
    host,
    body: { email, password: 'demo-password' },
  });
  if (response.status !== 200) throw new Error(`sign-in of ${email} on ${host}: ${response.status}`);
  return response.body.token;
}

/** A static server with exactly one page, on its own origin: an agency's site that has nothing else. */
export function onePageSite(html: string, port: number): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer((req, res) => {
    if (new URL(req.url ?? '/', 'http://site').pathname !== '/') {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }).end(html);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${port}/`,
        close: () => new Promise<void>((done) => server.close(() => done())),
      }),
    );
  });
}

/**
 * Another marketplace, started exactly as `pnpm start` starts it (node scripts/start.mjs), on its
 * own port and data folder, for tests that stop it.
 */
export async function startMarketplace(options: { port: number; pgPort: number; dataDir: string }) {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(options.port),
    EMBEDDED_PG_PORT: String(options.pgPort),
    DATA_DIR: options.dataDir,
    SEED_PERFORMERS: '12',
    LOG_LEVEL: 'error',
  };
  delete env.DATABASE_URL;
  const child: ChildProcess = spawn(process.execPath, [path.join(ROOT, 'scripts', 'start.mjs')], {
    cwd: ROOT,
    env,
    stdio: 'inherit',
  });
  const apiBase = `http://127.0.0.1:${options.port}`;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the marketplace exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${apiBase}/api/health`)).ok) break;
    } catch {
      /* not up yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  return {
    apiBase,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
