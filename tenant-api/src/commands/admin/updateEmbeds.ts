import { MAX_EMBED_ORIGINS, type AdminEmbedsResponse, type BuyerTier } from '../../contract';
import { pgArrayLiteral } from '../../db/pgArrayLiteral';
import type { TenantEm } from '../../db/tenantScope';
import type { User } from '../../entities';
import { badRequest, notFound } from '../../http/errors';
import { newPublishableKey, normalizeEmbedOrigin } from '../../http/embedRules';
import { loadEmbeds } from '../../queries/adminEmbeds';
import { findBuyerTier } from '../../queries/tiers';
import { lockSetting, recordAudit } from './audit';

/**
 * Replaces the origins allowed to embed the tenant's widgets. Each is stored in the canonical
 * form browsers send (default ports dropped), so it matches the Origin header exactly.
 * The caller forgets the resolver's cached keys and origins after the commit.
 */
export async function replaceEmbedOrigins(
  em: TenantEm,
  admin: User,
  origins: string[],
  scriptBase: string,
): Promise<AdminEmbedsResponse> {
  await lockSetting(em, admin.tenantId, 'embeds');
  return writeEmbedOrigins(em, admin, origins, scriptBase);
}

/** Allows one more origin; one already allowed changes nothing. */
export async function addEmbedOrigin(em: TenantEm, admin: User, origin: string, scriptBase: string) {
  await lockSetting(em, admin.tenantId, 'embeds');
  const { origins } = await loadEmbeds(em, admin.tenantId, scriptBase);
  if (origins.includes(origin)) return loadEmbeds(em, admin.tenantId, scriptBase);
  if (origins.length >= MAX_EMBED_ORIGINS) {
    const message = `At most ${MAX_EMBED_ORIGINS} origins: remove one first`;
    throw badRequest(message, { origin: message });
  }
  return writeEmbedOrigins(em, admin, [...origins, origin], scriptBase);
}

/** Stops allowing one origin; widgets on its pages are refused from the next request. */
export async function removeEmbedOrigin(em: TenantEm, admin: User, origin: string, scriptBase: string) {
  await lockSetting(em, admin.tenantId, 'embeds');
  const { origins } = await loadEmbeds(em, admin.tenantId, scriptBase);
  if (!origins.includes(origin)) throw notFound(`${origin} is not an allowed origin`);
  return writeEmbedOrigins(
    em,
    admin,
    origins.filter((allowed) => allowed !== origin),
    scriptBase,
  );
}

/** The plan buyers get who sign up inside a widget (null: the tenant's free plan). */
export async function setEmbedSignupTier(em: TenantEm, admin: User, tier: BuyerTier | null, scriptBase: string) {
  await lockSetting(em, admin.tenantId, 'embeds');
  if (tier) await findBuyerTier(em, tier);
  const before = await loadEmbeds(em, admin.tenantId, scriptBase);
  await em.execute(
    `insert into embed_settings (tenant_id, signup_tier) values (?, ?)
     on conflict (tenant_id) do update set signup_tier = excluded.signup_tier`,
    [admin.tenantId, tier],
  );
  await recordAudit(em, admin, {
    action: 'embeds.signup_tier',
    target: 'embeds',
    before: { signupTier: before.signupTier },
    after: { signupTier: tier },
  });
  return loadEmbeds(em, admin.tenantId, scriptBase);
}

async function writeEmbedOrigins(
  em: TenantEm,
  admin: User,
  origins: string[],
  scriptBase: string,
): Promise<AdminEmbedsResponse> {
  const canonical: string[] = [];
  origins.forEach((value, index) => {
    const origin = normalizeEmbedOrigin(value);
    if (!origin) {
      const message = 'Origins are https://host[:port] (http only for localhost), without a path';
      throw badRequest(message, { [`origins.${index}`]: message });
    }
    if (!canonical.includes(origin)) canonical.push(origin);
  });
  const before = await loadEmbeds(em, admin.tenantId, scriptBase);
  await em.execute(`select admin_replace_embed_origins(?::text[])`, [pgArrayLiteral(canonical)]);
  await recordAudit(em, admin, {
    action: 'embeds.origins',
    target: 'embeds',
    before: { origins: before.origins },
    after: { origins: [...canonical].sort() },
  });
  return loadEmbeds(em, admin.tenantId, scriptBase);
}

/** A new publishable key; the old one is revoked in the same transaction. */
export async function rotatePublishableKey(
  em: TenantEm,
  admin: User,
  scriptBase: string,
): Promise<AdminEmbedsResponse> {
  await lockSetting(em, admin.tenantId, 'embeds');
  const before = await loadEmbeds(em, admin.tenantId, scriptBase);
  const key = newPublishableKey();
  await em.execute(`select admin_rotate_publishable_key(?)`, [key]);
  await recordAudit(em, admin, {
    action: 'embeds.rotate_key',
    target: 'embeds',
    before: { publishableKey: before.publishableKey },
    after: { publishableKey: key },
  });
  return loadEmbeds(em, admin.tenantId, scriptBase);
}
