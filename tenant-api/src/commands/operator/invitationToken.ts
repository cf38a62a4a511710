import { createHash, randomBytes } from 'node:crypto';

/** How long a first-admin invitation stays valid. */
export const INVITATION_TTL_MS = 7 * 86_400_000;

/** A new invitation token: 32 random bytes, base64url (43 characters). Only its hash is stored. */
export function newInvitationToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashInvitationToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** What an invitation link can look like; anything else is unknown without a query. */
export const INVITATION_TOKEN_PATTERN = /^[A-Za-z0-9_-]{20,100}$/;

/**
 * The invitation link on the new tenant's own host. Asked over a local host name (localhost,
 * 127.0.0.1, *.localhost), the link is `http://<slug>.localhost[:<port of the request>]`, which
 * the tenant resolver maps to the tenant; otherwise `https://<first domain>`. A tenant without
 * a domain is only reachable as `<slug>.localhost`, so it gets the local form either way.
 */
export function invitationUrl(input: {
  token: string;
  slug: string;
  domains: readonly string[];
  requestHostname: string;
  requestPort: string;
}): string {
  const hostname = input.requestHostname.toLowerCase();
  const isLocal = ['localhost', '127.0.0.1', '::1', '[::1]'].includes(hostname) || hostname.endsWith('.localhost');
  const path = `/invite/${input.token}`;
  if (isLocal || !input.domains[0]) {
    const port = input.requestPort ? `:${input.requestPort}` : '';
    return `http://${input.slug}.localhost${port}${path}`;
  }
  return `https://${input.domains[0]}${path}`;
}
