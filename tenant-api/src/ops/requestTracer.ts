import crypto from 'node:crypto';
import type { Next } from 'koa';
import type { AppContext } from '../http/context';
import { defaultLogger, type Logger } from './logger';

const INCOMING_ID = /^[\w.:@/+=-]{1,128}$/;

/**
 * Outermost middleware: a request id (the caller's `X-Request-Id` when it looks sane, else a
 * new UUID) echoed in the response and bound to the request's logger, then ONE access-log line
 * per request with its outcome, and the request's duration in the metrics by route pattern.
 */
export async function requestTracer(ctx: AppContext, next: Next): Promise<void> {
  const started = process.hrtime.bigint();
  const incoming = ctx.get('X-Request-Id');
  const requestId = INCOMING_ID.test(incoming) ? incoming : crypto.randomUUID();
  const logger = ctx.deps.logger ?? defaultLogger(ctx.deps.config.LOG_LEVEL);
  ctx.state.requestId = requestId;
  // Read now: Koa takes it from the socket, which is gone once a client hangs up.
  void ctx.ip;
  bindLazily(ctx, logger, requestId);
  ctx.set('X-Request-Id', requestId);
  try {
    await next();
  } finally {
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    const route = routeLabel(ctx);
    ctx.deps.metrics?.httpDuration.observe({ method: ctx.method, route, status: String(ctx.status) }, seconds);
    accessLog(ctx, route, seconds);
  }
}

function routeLabel(ctx: AppContext): string {
  const matched = (ctx as { _matchedRoute?: unknown })._matchedRoute;
  if (typeof matched === 'string') return matched;
  if (ctx.path === '/metrics') return '/metrics';
  return ctx.path.startsWith('/api') ? '(unmatched)' : '(static)';
}

/** `ctx.state.log`, the request's logger, is made on first use: most requests log only their access line. */
function bindLazily(ctx: AppContext, logger: Logger, requestId: string): void {
  let child: Logger | undefined;
  Object.defineProperty(ctx.state, 'log', {
    configurable: true,
    enumerable: true,
    get: () => (child ??= logger.child({ reqId: requestId })),
    set: (value: Logger) => (child = value),
  });
}

function accessLog(ctx: AppContext, route: string, seconds: number): void {
  const { failure } = ctx.state;
  const level = ctx.status >= 500 ? (failure?.cause ? 'error' : 'warn') : ctx.status === 408 ? 'warn' : 'info';
  // Below LOG_LEVEL: neither the line nor its fields are made.
  if (!(ctx.deps.logger ?? defaultLogger(ctx.deps.config.LOG_LEVEL)).isLevelEnabled(level)) return;
  const fields = {
    method: ctx.method,
    path: ctx.path,
    route,
    status: ctx.status,
    ms: Math.round(seconds * 10_000) / 10,
    ip: ctx.ip,
    ...(ctx.state.tenant ? { tenant: ctx.state.tenant.slug } : {}),
    ...(failure ? { error: failure.code, ...(failure.reason ? { reason: failure.reason } : {}) } : {}),
    ...(failure?.cause ? { err: failure.cause } : {}),
  };
  ctx.state.log![level](fields, level === 'error' ? 'request failed' : 'request');
}
