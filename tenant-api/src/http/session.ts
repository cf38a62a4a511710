import type { VerifiedToken } from '../auth/tokens';
import { inTenant, type TenantEm } from '../db/tenantScope';
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
    const token = await ctx.deps.tokens.verify(match[1], tenantId, ctx.state.embedOrigin ?? null);
    if (token) user = await inTenant(ctx.deps.orm, tenantId, (em) => signedInUser(em, token));
    if (user) ctx.state.token = token!;
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

/** A sign-in token for this user at this request's tenant (bound to the embedding page, if any). */
export function signSessionToken(ctx: AppContext, user: Pick<User, 'id' | 'sessionVersion'>): Promise<string> {
  return ctx.deps.tokens.sign({
    userId: user.id,
    tenantId: ctx.state.tenant.id,
    embedOrigin: ctx.state.embedOrigin ?? null,
    sessionVersion: user.sessionVersion,
  });
}

/** The token's user, unless the token was signed out: on its device, or everywhere (or by a password change). */
async function signedInUser(em: TenantEm, token: VerifiedToken): Promise<User | null> {
  const user = await em.findOne(UserEntity, { id: token.userId });
  if (!user || user.sessionVersion !== token.sessionVersion) return null;
  if (!token.tokenId) return user;
  const revoked = await em.execute(`select 1 from revoked_tokens where token_id = ?`, [token.tokenId]);
  return revoked.length ? null : user;
}
