import type { Next } from 'koa';
import type { AppContext } from './context';

/** The only origins the host app frames: the video players (presenters/media.ts builds their URLs). */
export const VIDEO_PLAYER_ORIGINS = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'];

/**
 * The host app's Content-Security-Policy, on every page outside /api (a page that has a policy of
 * its own, like the local checkout page, sets it over this one). No inline script and nothing
 * from another origin but images:
 * - `script-src 'self'`: the built index.html has no inline script, only the module entry and
 *   its preloads (checked by test/http/hostAppHeaders.test.ts); `worker-src 'self'`: the
 *   maplibre-gl worker is a file of the build.
 * - `style-src 'self' 'unsafe-inline'`: styled-components writes its rules into <style> elements
 *   at run time (the same for the per-tenant theme's CSS variables).
 * - `img-src 'self' data: https:`: logos, profile photos and media are https URLs or paths on this
 *   site; maplibre-gl's controls are data: SVGs.
 * - `connect-src 'self'`: the API is on the same origin. Stripe is a redirect to its hosted
 *   Checkout (no Stripe.js) and Mapbox is not loaded (no token source yet, see the host app's
 *   loadMapLibrary.ts): when one is added, `https://api.mapbox.com https://events.mapbox.com`
 *   (connect-src) and `blob:` (worker-src) go here, for that tenant only.
 * - `frame-src`: exactly the two video players a profile's click-to-load facade opens, after the
 *   click only (YouTube's privacy-enhanced host, Vimeo's player).
 */
export const HOST_APP_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: https:",
  "font-src 'self'",
  "connect-src 'self'",
  "worker-src 'self'",
  `frame-src ${VIDEO_PLAYER_ORIGINS.join(' ')}`,
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join('; ');

/** One year; without includeSubDomains, since a tenant's custom domain may have subdomains that are not ours. */
export const HSTS = 'max-age=31536000';

export async function securityHeaders(ctx: AppContext, next: Next): Promise<void> {
  ctx.set('X-Content-Type-Options', 'nosniff');
  ctx.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  // Over HTTPS only, as the request reached us: behind a proxy (TRUST_PROXY) its X-Forwarded-Proto.
  if (ctx.secure) ctx.set('Strict-Transport-Security', HSTS);
  if (!ctx.path.startsWith('/api')) {
    ctx.set('X-Frame-Options', 'SAMEORIGIN');
    ctx.set('Content-Security-Policy', HOST_APP_CSP);
  }
  await next();
}
