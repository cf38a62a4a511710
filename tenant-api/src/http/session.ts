import { inTenant } from '../db/tenantScope';
import { UserEntity, type User } from '../entities';
import { AppError } from './errors';
import type { AppContext } from './context';

const BEARER = /^Bearer ([A-Za-z0-9._~+/-]+=*)$/;

/** The signed-in user of this request at this tenant, or null. Cached on ctx.state. */
export async function currentUser(ctx: AppContext): Promise<User | null> {
  if (ctx.state.userLoaded) return (ctx.state.user as User | null) ?? null;
  const header = ctx.get('authorization');
  const match = BEARER.exec(header);
  let user: User | null = null;
  if (match?.[1]) {
    const tenantId = ctx.state.tenant.id;
    const userId = await ctx.deps.tokens.verify(match[1], tenantId, ctx.state.embedOrigin ?? null);
    if (userId) user = await inTenant(ctx.deps.orm, tenantId, (em) => em.findOne(UserEntity, { id: userId }));
  }
  ctx.state.user = user;
  ctx.state.userLoaded = true;
  return user;
}

export async function requireUser(ctx: AppContext): Promise<User> {
  const user = await currentUser(ctx);
  if (!user) throw new AppError(401, 'unauthorized', 'Unauthorized: please sign in to continue');
  return user;
}
