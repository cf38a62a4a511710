import type { VerifiedToken } from '../auth/tokens';
import type { Row } from '../db/oneTrip';
import { preparedRead, readPreparedInTenant, type Execution } from '../db/preparedReads';
import type { Orm } from '../db/orm';
import type { User } from '../entities';
import { AppError } from './errors';
import type { AppContext } from './context';

const BEARER = /^Bearer ([A-Za-z0-9._~+/-]+=*)$/;

/** The signed-in user of this request at this tenant, or null. Cached on ctx.state. */
export async function currentUser(ctx: AppContext): Promise<User | null> {
  if (ctx.state.userLoaded) return (ctx.state.user as User | null) ?? null;
  const token = await signInTokenOf(ctx);
  const user = token ? await signedInUser(ctx.deps.orm, ctx.state.tenant.id, token) : null;
  if (user) ctx.state.token = token!;
  ctx.state.user = user;
  ctx.state.userLoaded = true;
  return user;
}

export async function requireUser(ctx: AppContext): Promise<User> {
  const user = await currentUser(ctx);
  if (!user) throw unauthorized();
  return user;
}

const unauthorized = () => new AppError(401, 'unauthorized', 'Unauthorized: please sign in to continue');

/** The signed-in user's read, to send in the same round trip as a hot route's own prepared reads. */
export interface UserReadAlong {
  /** The checked token: its user and (a hint until `settle`) the role it was issued for. */
  token: VerifiedToken;
  execution: Execution;
  /** The user from the read's rows (kept on ctx as `currentUser` keeps it); a 401 when signed out. */
  settle(rows: Row[]): User;
}

/**
 * `requireUser` in two halves, for a route whose reads need only the token's user id: the token
 * is checked now (a 401 without a valid one), the user read goes along with the route's reads, and
 * `settle` answers 401 before the route uses what it read when the token was signed out.
 */
export async function userReadAlong(ctx: AppContext): Promise<UserReadAlong> {
  const tenantId = ctx.state.tenant.id;
  const token = await requireSignInToken(ctx);
  return {
    token,
    execution: { read: SIGNED_IN_USER_READ, values: [tenantId, token.userId, token.tokenId] },
    settle(rows) {
      const user = userOfRow(rows[0], token);
      ctx.state.user = user;
      ctx.state.userLoaded = true;
      if (!user) throw unauthorized();
      ctx.state.token = token;
      return user;
    },
  };
}

/**
 * The request's sign-in token, checked (signature, tenant, embedding page, expiry; verified tokens
 * are remembered by the token service), or a 401. No database read: whether the token was signed
 * out is the user read's to say (`userReadAlong`'s `settle`).
 */
export async function requireSignInToken(ctx: AppContext): Promise<VerifiedToken> {
  const token = await signInTokenOf(ctx);
  if (!token) throw unauthorized();
  return token;
}

/** The request's bearer token checked for this tenant (and embedding page), or null: once a request. */
async function signInTokenOf(ctx: AppContext): Promise<VerifiedToken | null> {
  if (ctx.state.checkedToken !== undefined) return ctx.state.checkedToken;
  const match = BEARER.exec(ctx.get('authorization'));
  const token = match?.[1]
    ? await ctx.deps.tokens.verify(match[1], ctx.state.tenant.id, ctx.state.embedOrigin ?? null)
    : null;
  ctx.state.checkedToken = token;
  return token;
}

/** A sign-in token for this user at this request's tenant (bound to the embedding page, if any). */
export function signSessionToken(ctx: AppContext, user: Pick<User, 'id' | 'sessionVersion' | 'role'>): Promise<string> {
  return ctx.deps.tokens.sign({
    userId: user.id,
    role: user.role,
    tenantId: ctx.state.tenant.id,
    embedOrigin: ctx.state.embedOrigin ?? null,
    sessionVersion: user.sessionVersion,
  });
}

/**
 * The token's user and whether the token was signed out on its device (a token without an id
 * cannot be): a prepared read (db/preparedReads.ts), since every signed-in request runs it.
 */
export const SIGNED_IN_USER_READ = preparedRead(
  ['uuid', 'uuid', 'uuid'],
  `select u.tenant_id, u.id, u.email, u.first_name, u.last_name, u.role, u.subscription_tier, u.company_name,
          u.profile_image_url, u.phone, u.session_version, u.email_verified_at, u.created_at, u.updated_at,
          exists (select 1 from revoked_tokens r where r.tenant_id = u.tenant_id and r.token_id = $3) as revoked
     from users u where u.tenant_id = $1 and u.id = $2`,
);

/**
 * The token's user, unless the token was signed out: on its device, or everywhere (or by a password
 * change). One round trip (every signed-in request pays it), read as a plain row.
 */
async function signedInUser(orm: Orm, tenantId: string, token: VerifiedToken): Promise<User | null> {
  const [[row] = []] = await readPreparedInTenant(orm, tenantId, [
    { read: SIGNED_IN_USER_READ, values: [tenantId, token.userId, token.tokenId] },
  ]);
  return userOfRow(row, token);
}

const userOfRow = (row: Row | undefined, token: VerifiedToken): User | null =>
  !row || row.revoked || row.session_version !== token.sessionVersion ? null : userFromRow(row);

/** A users row as the User the policies and commands read (the password hash is never loaded here). */
function userFromRow(row: Row): User {
  return {
    tenantId: row.tenant_id as string,
    id: row.id as string,
    email: row.email as string,
    passwordHash: null,
    firstName: row.first_name as string,
    lastName: row.last_name as string,
    role: row.role as User['role'],
    subscriptionTier: row.subscription_tier as User['subscriptionTier'],
    companyName: (row.company_name as string | null) ?? null,
    profileImageUrl: (row.profile_image_url as string | null) ?? null,
    phone: (row.phone as string | null) ?? null,
    sessionVersion: Number(row.session_version),
    emailVerifiedAt: row.email_verified_at ? new Date(row.email_verified_at as string) : null,
    createdAt: new Date(row.created_at as string),
    updatedAt: new Date(row.updated_at as string),
  };
}
