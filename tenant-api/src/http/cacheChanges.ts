import type { CacheChange, Forgettable } from '../ops/changeFeed';
import { opportunityCacheOf } from '../queries/opportunityCache';
import type { AppContext, AppDeps } from './context';

/** Forgets what this process holds that a change made out of date. */
export function forgetCached(deps: AppDeps, change: Forgettable): void {
  const routing = opportunityCacheOf(deps.orm, deps.config.ROUTING_CACHE_MS);
  if (change.cache === 'tenants' || change.cache === 'all') deps.tenants.forget();
  if (change.cache === 'browse' || change.cache === 'all') deps.browseCache.clear();
  if (change.cache === 'routing') routing.forget(change.tenantId);
  if (change.cache === 'all') routing.clear();
}

/** After a committed change: this process forgets at once, every other replica when the notice arrives. */
export function cachesChanged(ctx: AppContext, change: CacheChange): void {
  forgetCached(ctx.deps, change);
  ctx.deps.changeFeed?.publish(change);
}
