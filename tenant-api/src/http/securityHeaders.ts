import type { Next } from 'koa';
import type { AppContext } from './context';

export async function securityHeaders(ctx: AppContext, next: Next): Promise<void> {
  ctx.set('X-Content-Type-Options', 'nosniff');
  ctx.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  if (!ctx.path.startsWith('/api')) ctx.set('X-Frame-Options', 'SAMEORIGIN');
  await next();
}
