import type { Next } from 'koa';
import type { AppContext } from './context';
import { CORS_ALLOWED_HEADERS, CORS_ALLOWED_METHODS, CORS_MAX_AGE_SECONDS, normalizeEmbedOrigin } from './embedRules';

/**
 * CORS for embedded widgets, without cookies. A preflight carries no header values, so it is
 * allowed when some tenant allows the Origin; the real request then checks key and origin
 * together (tenantResolver), which is where `Access-Control-Allow-Origin` is set.
 */
export async function embedCors(ctx: AppContext, next: Next): Promise<void> {
  if (!ctx.path.startsWith('/api')) return next();
  ctx.vary('Origin');
  if (!isPreflight(ctx)) {
    ctx.set('Access-Control-Expose-Headers', 'Retry-After');
    return next();
  }
  const origin = normalizeEmbedOrigin(ctx.get('origin'));
  if (!origin || !(await ctx.deps.tenants.isEmbedOrigin(origin))) {
    ctx.status = 403;
    ctx.body = {
      error: { code: 'origin_not_allowed', message: `${ctx.get('origin') || 'This origin'} may not embed widgets` },
    };
    return;
  }
  ctx.set('Access-Control-Allow-Origin', origin);
  ctx.set('Access-Control-Allow-Methods', CORS_ALLOWED_METHODS.join(', '));
  ctx.set('Access-Control-Allow-Headers', CORS_ALLOWED_HEADERS.join(', '));
  ctx.set('Access-Control-Max-Age', String(CORS_MAX_AGE_SECONDS));
  ctx.status = 204;
}

function isPreflight(ctx: AppContext): boolean {
  return ctx.method === 'OPTIONS' && Boolean(ctx.get('origin')) && Boolean(ctx.get('access-control-request-method'));
}
