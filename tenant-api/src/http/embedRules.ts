import { randomBytes } from 'node:crypto';
import { z } from 'zod';

/**
 * The rules for widgets embedded on an agency's own site: a publishable key names the tenant,
 * the page's Origin must be one the tenant allows, and the key alone grants public reads and
 * sign-in. Pure functions, so they are tested without a server.
 */

export const TENANT_KEY_HEADER = 'x-tenant-key';

const KEY_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** `pk_live_` + 24 random base62 characters. Publishable: it names a tenant, it is not a secret. */
export const PublishableKey = z
  .string()
  .regex(
    /^pk_(live|test)_[A-Za-z0-9]{16,64}$/,
    'A publishable key looks like pk_live_ followed by 16-64 letters or digits',
  );

export function newPublishableKey(): string {
  const bytes = randomBytes(24);
  return `pk_live_${Array.from(bytes, (byte) => KEY_ALPHABET[byte % KEY_ALPHABET.length]).join('')}`;
}

const LOCAL_HOSTS = /^(localhost|127\.0\.0\.1|\[::1\]|[a-z0-9-]+(\.[a-z0-9-]+)*\.localhost)$/;

/**
 * The canonical form of an Origin (`scheme://host[:port]`, lower case, default ports dropped),
 * or null when it is not one we accept: https anywhere, http only on the machine itself.
 */
export function normalizeEmbedOrigin(value: string | undefined | null): string | null {
  if (!value || value === 'null') return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.origin === 'null' || url.username || url.password) return null;
  if (url.pathname !== '/' || url.search || url.hash) return null;
  if (url.protocol === 'https:') return url.origin;
  if (url.protocol === 'http:' && LOCAL_HOSTS.test(url.hostname)) return url.origin;
  return null;
}

/**
 * Any page's origin as browsers send it (http or https, no path), allowed or not: a widget on a
 * page that is not allowed may still read the API's refusal, so it can say why it shows nothing.
 */
export function webOrigin(value: string | undefined | null): string | null {
  if (!value || value === 'null') return null;
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === value ? url.origin : null;
  } catch {
    return null;
  }
}

/** For tenant configuration: a 400 names the origin that is not acceptable. */
export const EmbedOrigin = z.string().transform((value, ctx) => {
  const origin = normalizeEmbedOrigin(value);
  if (origin) return origin;
  ctx.addIssue({
    code: 'custom',
    message: 'An embed origin is https://host[:port], or http://localhost, *.localhost or 127.0.0.1 with a port',
  });
  return z.NEVER;
});

export function isOriginAllowed(allowed: readonly string[], origin: string | undefined | null): boolean {
  const normalized = normalizeEmbedOrigin(origin);
  return normalized !== null && allowed.includes(normalized);
}

/** What a request carrying only a publishable key may do: read, sign in or up, and ask for a reset link. */
const KEY_ONLY_WRITES = new Set(['POST /api/auth/signin', 'POST /api/auth/signup', 'POST /api/auth/password-reset']);

export function keyAloneAllows(method: string, path: string): boolean {
  const verb = method.toUpperCase();
  if (verb === 'GET' || verb === 'HEAD') return true;
  return KEY_ONLY_WRITES.has(`${verb} ${path.replace(/\/+$/, '')}`);
}

/** Headers a widget sends across origins; the preflight allows exactly these. */
export const CORS_ALLOWED_HEADERS = [
  'Accept',
  'Authorization',
  'Content-Type',
  'Idempotency-Key',
  'X-Tenant-Key',
  'Headliner-Lsn',
];
export const CORS_ALLOWED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'];
export const CORS_MAX_AGE_SECONDS = 600;

export function notAllowedOriginMessage(tenantName: string, origin: string | undefined): string {
  if (!origin)
    return `Requests with a publishable key must come from a web page on one of ${tenantName}'s allowed origins.`;
  return `${origin} is not an allowed origin for ${tenantName}'s widgets. Add it to the tenant's allowed embed origins.`;
}
