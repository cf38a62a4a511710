import type { Next } from 'koa';
import type { AppContext } from './context';
import { CORS_ALLOWED_HEADERS, CORS_ALLOWED_METHODS, CORS_MAX_AGE_SECONDS, webOrigin } from './embedRules';

/**
 * CORS for embedded widgets, without cookies. A preflight carries no header values (no key), so
 * it is answered for any web page's origin; the real request then checks key and origin together
 * (tenantResolver) and is refused with 403 from a page the tenant does not allow. That refusal,
 * like every answer to a keyed request, is readable by the page, so the widget can say what is
 * wrong instead of reporting an unreachable service. Nothing is done for a refused origin.
 */
export async function embedCors(ctx: AppContext, next: Next): Promise<void> {
  if (!ctx.path.startsWith('/api')) return next();
  ctx.vary('Origin');
  if (!isPreflight(ctx)) {
    ctx.set('Access-Control-Expose-Headers', 'Retry-After, Idempotent-Replayed, X-Request-Id, Headliner-Lsn');
    return next();
  }
  const origin = webOrigin(ctx.get('origin'));
  if (!origin) {
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
