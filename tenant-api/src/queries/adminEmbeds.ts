import type { AdminEmbedsResponse } from '../contract';
import type { TenantEm } from '../db/tenantScope';
import { chosenEmbedSignupTier, embedSignupTier } from './tiers';

/** The tenant's active publishable key (the newest, if ever several), its allowed origins and widget sign-up plan. */
export async function loadEmbeds(em: TenantEm, tenantId: string, scriptBase: string): Promise<AdminEmbedsResponse> {
  const keys = await em.execute<{ key: string }[]>(
    `select key from tenant_publishable_keys where tenant_id = ? and revoked_at is null
      order by created_at desc, key limit 1`,
    [tenantId],
  );
  const origins = await em.execute<{ origin: string }[]>(
    `select origin from tenant_embed_origins where tenant_id = ? order by origin`,
    [tenantId],
  );
  return {
    publishableKey: keys[0]?.key ?? '',
    origins: origins.map((row) => row.origin),
    scriptBase,
    signupTier: await chosenEmbedSignupTier(em),
    effectiveSignupTier: (await embedSignupTier(em)).tier,
  };
}
