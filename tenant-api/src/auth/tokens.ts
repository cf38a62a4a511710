import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';

export const TOKEN_ISSUER = 'talent-marketplace';
const ALGORITHM = 'HS256';

export interface TokenClaims {
  userId: string;
  tenantId: string;
}

/** The audience binds a token to one tenant, so it is refused at every other tenant's host. */
export const audienceFor = (tenantId: string) => `tenant:${tenantId}`;

export class TokenService {
  private readonly key: Uint8Array;

  constructor(
    secret: string,
    private readonly ttlSeconds: number,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  sign(claims: TokenClaims): Promise<string> {
    return new SignJWT({})
      .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
      .setSubject(claims.userId)
      .setIssuer(TOKEN_ISSUER)
      .setAudience(audienceFor(claims.tenantId))
      .setIssuedAt()
      .setExpirationTime(`${this.ttlSeconds}s`)
      .sign(this.key);
  }

  /** Returns the user id, or null for any token that is malformed, forged, expired or foreign. */
  async verify(token: string, tenantId: string): Promise<string | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: [ALGORITHM],
        issuer: TOKEN_ISSUER,
        audience: audienceFor(tenantId),
        requiredClaims: ['sub', 'exp', 'iat'],
      });
      return typeof payload.sub === 'string' ? payload.sub : null;
    } catch (error) {
      if (error instanceof joseErrors.JOSEError || error instanceof TypeError) return null;
      throw error;
    }
  }
}
