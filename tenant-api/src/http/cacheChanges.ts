import type { CacheChange, Forgettable } from '../ops/changeFeed';
import { opportunityCacheOf } from '../queries/opportunityCache';
import type { AppContext, AppDeps } from './context';

/** Browse pages are cached under their tenant's id, so one tenant's change forgets only its own. */
export const browseKeyPrefix = (tenantId: string) => `${tenantId}:`;

/** Forgets what this process holds that a change made out of date. */
export function forgetCached(deps: AppDeps, change: Forgettable): void {
  const routing = opportunityCacheOf(deps.orm, deps.config.ROUTING_CACHE_MS);
  if (change.cache === 'tenants' || change.cache === 'all') deps.tenants.forget();
  if (change.cache === 'browse') deps.browseCache.forgetPrefix(browseKeyPrefix(change.tenantId));
  if (change.cache === 'all') deps.browseCache.clear();
  if (change.cache === 'routing') routing.forget(change.tenantId);
  if (change.cache === 'all') routing.clear();
}

/** After a committed change: this process forgets at once, every other replica when the notice arrives. */
export function cachesChanged(ctx: AppContext, change: CacheChange): void {
  forgetCached(ctx.deps, change);
  ctx.deps.changeFeed?.publish(change);
}

/** This site's browse pages changed (vetting, availability, reviews): its cached pages are forgotten everywhere. */
export function browseChanged(ctx: AppContext): void {
  cachesChanged(ctx, { cache: 'browse', tenantId: ctx.state.tenant.id });
}
