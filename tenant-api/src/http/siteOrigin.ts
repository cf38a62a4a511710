import type { AppContext } from './context';

/**
 * This marketplace's own origin as the request reached it (behind a proxy: with TRUST_PROXY, from
 * its forwarded headers). Not Koa's `ctx.origin`, which is the request's Origin header.
 */
export const siteOrigin = (ctx: AppContext) => `${ctx.protocol}://${ctx.host}`;
