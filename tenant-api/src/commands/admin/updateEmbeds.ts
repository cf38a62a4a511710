import type { AdminEmbedsResponse } from '../../contract';
import { pgArrayLiteral } from '../../db/pgArrayLiteral';
import type { TenantEm } from '../../db/tenantScope';
import type { User } from '../../entities';
import { badRequest } from '../../http/errors';
import { newPublishableKey, normalizeEmbedOrigin } from '../../http/embedRules';
import { loadEmbeds } from '../../queries/adminEmbeds';
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
  const canonical: string[] = [];
  origins.forEach((value, index) => {
    const origin = normalizeEmbedOrigin(value);
    if (!origin) {
      const message = 'Origins are https://host[:port] (http only for localhost), without a path';
      throw badRequest(message, { [`origins.${index}`]: message });
    }
    if (!canonical.includes(origin)) canonical.push(origin);
  });
  await lockSetting(em, admin.tenantId, 'embeds');
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
