import type { User } from '../entities';
import { isPlatformOperator } from '../policies/operator';
import { isTenantAdmin } from '../policies/performers';
import type { AppContext } from './context';
import { forbidden } from './errors';
import { requireSignInToken, requireUser } from './session';

/**
 * Who may call a route: `platform` before any tenant is resolved (health, reference, provider
 * callbacks); `public` anyone at the tenant (a token, when sent, is read); `user` any signed-in
 * user of the tenant; `admin` that tenant's ADMINs; `operator` the platform operator.
 */
export type Access = 'platform' | 'public' | 'user' | 'admin' | 'operator';

/** 401 without a user, 403 unless an ADMIN of this request's tenant. */
export async function requireAdmin(ctx: AppContext): Promise<User> {
  const user = await requireUser(ctx);
  if (!isTenantAdmin(user, ctx.state.tenant)) throw forbidden('Only this marketplace’s admins can do this');
  return user;
}

/** 401 without a user, 403 unless the platform operator. */
export async function requireOperator(ctx: AppContext): Promise<User> {
  const user = await requireUser(ctx);
  if (!isPlatformOperator(user)) throw forbidden('Only the platform operator can manage tenants');
  return user;
}

const checks: Record<Access, ((ctx: AppContext) => Promise<unknown>) | null> = {
  platform: null,
  public: null,
  user: requireUser,
  admin: requireAdmin,
  operator: requireOperator,
};

/**
 * Checks who may call before a route's inputs are parsed. A `user` route that reads its signed-in
 * user along with its own reads (`readsUserAlong`) has only the token checked here: its user read
 * goes in the route's round trip, and a signed-out token gets its 401 from that read.
 */
export async function requireAccess(ctx: AppContext, access: Access, readsUserAlong = false): Promise<void> {
  if (access === 'user' && readsUserAlong) await requireSignInToken(ctx);
  else await checks[access]?.(ctx);
}
