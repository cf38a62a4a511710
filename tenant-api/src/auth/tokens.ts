import { randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify, errors as joseErrors, type JWTPayload } from 'jose';
import { ROLES, type Role } from '../contract/auth';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export const TOKEN_ISSUER = 'talent-marketplace';
const ALGORITHM = 'HS256';

export interface TokenClaims {
  userId: string;
  tenantId: string;
  /** Set for a sign-in inside an embedded widget: the token is good only from this page origin. */
  embedOrigin?: string | null;
  /** The account's session version when the token was issued (users.session_version). */
  sessionVersion: number;
  /** The account's role (it never changes): lets a route plan its reads before the user read answers. */
  role?: Role;
}

export interface VerifiedToken {
  userId: string;
  /** 0 for tokens issued before tokens carried a version. */
  sessionVersion: number;
  /** The token's own id (jti), by which it can be signed out alone; null for older tokens. */
  tokenId: string | null;
  /** The role the account had when the token was issued; null for older tokens. A hint: the user read decides. */
  role: Role | null;
  expiresAt: Date;
}

/** The claim that binds a widget's token to the page that embedded it. */
export const EMBED_ORIGIN_CLAIM = 'embed_origin';
const SESSION_VERSION_CLAIM = 'sv';
const ROLE_CLAIM = 'rl';

/** The audience binds a token to one tenant, so it is refused at every other tenant's host. */
export const audienceFor = (tenantId: string) => `tenant:${tenantId}`;

/** Tokens whose signature and claims were checked, kept so a signed-in client's next request skips the HMAC. */
const VERIFIED_TOKENS_KEPT = 10_000;

export class TokenService {
  private readonly key: Uint8Array;
  /** `tenant id + token` → its checked payload; only tokens that passed are kept, and expiry is checked on every use. */
  private readonly verified = new Map<string, JWTPayload>();

  constructor(
    secret: string,
    private readonly ttlSeconds: number,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  sign(claims: TokenClaims): Promise<string> {
    const extra = {
      ...(claims.embedOrigin ? { [EMBED_ORIGIN_CLAIM]: claims.embedOrigin } : {}),
      ...(claims.role ? { [ROLE_CLAIM]: claims.role } : {}),
    };
    return new SignJWT({ ...extra, [SESSION_VERSION_CLAIM]: claims.sessionVersion })
      .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
      .setSubject(claims.userId)
      .setIssuer(TOKEN_ISSUER)
      .setAudience(audienceFor(claims.tenantId))
      .setJti(randomUUID())
      .setIssuedAt()
      .setExpirationTime(`${this.ttlSeconds}s`)
      .sign(this.key);
  }

  /**
   * Returns the user id and the session version the token was issued at, or null for any token
   * that is malformed, forged, expired or foreign.
   * `embedOrigin` is the embedding page of this request (null for the tenant's own site): a
   * widget's token works only from its page, and a site token never on a widget request.
   */
  async verify(token: string, tenantId: string, embedOrigin: string | null = null): Promise<VerifiedToken | null> {
    try {
      const payload = this.checkedBefore(tenantId, token) ?? (await this.check(token, tenantId));
      if ((payload[EMBED_ORIGIN_CLAIM] ?? null) !== embedOrigin) return null;
      const version = payload[SESSION_VERSION_CLAIM] ?? 0;
      if (typeof payload.sub !== 'string' || !Number.isInteger(version)) return null;
      const tokenId = typeof payload.jti === 'string' && UUID.test(payload.jti) ? payload.jti : null;
      const role = ROLES.find((known) => known === payload[ROLE_CLAIM]) ?? null;
      return {
        userId: payload.sub,
        sessionVersion: version as number,
        tokenId,
        role,
        expiresAt: new Date((payload.exp as number) * 1000),
      };
    } catch (error) {
      if (error instanceof joseErrors.JOSEError || error instanceof TypeError) return null;
      throw error;
    }
  }

  private async check(token: string, tenantId: string): Promise<JWTPayload> {
    const { payload } = await jwtVerify(token, this.key, {
      algorithms: [ALGORITHM],
      issuer: TOKEN_ISSUER,
      audience: audienceFor(tenantId),
      requiredClaims: ['sub', 'exp', 'iat'],
    });
    if (this.verified.size >= VERIFIED_TOKENS_KEPT) this.verified.delete(this.verified.keys().next().value as string);
    this.verified.set(`${tenantId}\n${token}`, payload);
    return payload;
  }

  /** The payload of this exact token, checked earlier for this tenant, while it has not expired. */
  private checkedBefore(tenantId: string, token: string): JWTPayload | null {
    const key = `${tenantId}\n${token}`;
    const payload = this.verified.get(key);
    if (!payload) return null;
    if ((payload.exp ?? 0) * 1000 > Date.now()) return payload;
    this.verified.delete(key);
    return null;
  }
}
