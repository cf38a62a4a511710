import { hash } from 'node:crypto';
import type { AppContext } from './context';

/** What browsers and shared caches may do with an anonymous public read. */
export const PUBLIC_READ_CACHE_CONTROL = 'public, max-age=5, stale-while-revalidate=25';

/** The 304 a conditional GET of a cacheable read can get, for the route's declaration. */
export const NOT_MODIFIED = {
  description: 'Not modified: the `If-None-Match` ETag is still current',
  headers: { ETag: 'The current entity tag', 'Cache-Control': 'How long the answer may be reused' },
};

/**
 * Sends a read with an ETag of its content, answering 304 when the caller's `If-None-Match`
 * still matches (a changed answer has a new tag). Anonymous answers may be cached and shared
 * for a few seconds; a signed-in caller's answer is private and never stored.
 */
export function sendCacheable(ctx: AppContext, body: unknown): void {
  // Serialised once, for the ETag and the answer (Koa would stringify an object body again).
  sendCacheableJson(ctx, JSON.stringify(body));
}

/** The weak entity tag of an answer. */
export function etagOf(json: string): string {
  return `W/"${hash('sha1', json, 'base64url')}"`;
}

/** sendCacheable for an answer already serialised (its tag too, when known). */
export function sendCacheableJson(ctx: AppContext, json: string, etag = etagOf(json)): void {
  const signedIn = Boolean(ctx.get('authorization'));
  ctx.vary(['Authorization', 'X-Tenant-Key']);
  ctx.set('Cache-Control', signedIn ? 'private, no-store' : PUBLIC_READ_CACHE_CONTROL);
  ctx.set('ETag', etag);
  ctx.status = 200;
  if (ctx.fresh) {
    ctx.status = 304;
    return;
  }
  ctx.type = 'application/json';
  ctx.body = json;
}
