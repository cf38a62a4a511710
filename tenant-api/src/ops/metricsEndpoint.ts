import crypto from 'node:crypto';
import http from 'node:http';
import type { Next } from 'koa';
import type { AppContext } from '../http/context';
import type { Metrics } from './metrics';

/**
 * `GET /metrics` on the main port, for a scraper presenting `Authorization: Bearer METRICS_TOKEN`.
 * Without METRICS_TOKEN the path is not served here (use METRICS_PORT instead).
 */
export async function metricsEndpoint(ctx: AppContext, next: Next): Promise<void> {
  if (ctx.path !== '/metrics') return next();
  const { metrics, config } = ctx.deps;
  if (!metrics || !config.METRICS_TOKEN) return next();
  if (!sameSecret(ctx.get('Authorization'), `Bearer ${config.METRICS_TOKEN}`)) {
    ctx.status = 401;
    ctx.set('WWW-Authenticate', 'Bearer realm="metrics"');
    ctx.body = { error: { code: 'unauthorized', message: 'A metrics token is required' } };
    return;
  }
  ctx.set('Cache-Control', 'no-store');
  ctx.type = metrics.registry.contentType;
  ctx.body = await metrics.registry.metrics();
}

function sameSecret(given: string, expected: string): boolean {
  const a = crypto.createHash('sha256').update(given).digest();
  const b = crypto.createHash('sha256').update(expected).digest();
  return crypto.timingSafeEqual(a, b);
}

/** A listener of its own serving only `/metrics` (no token: bind it where only the scraper reaches). */
export async function startMetricsServer(metrics: Metrics, port: number, host: string): Promise<http.Server> {
  const server = http.createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404).end();
      return;
    }
    metrics.registry.metrics().then(
      (text) => response.writeHead(200, { 'Content-Type': metrics.registry.contentType }).end(text),
      () => response.writeHead(500).end(),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  return server;
}
