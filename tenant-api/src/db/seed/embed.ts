import type pg from 'pg';

export interface EmbedSeed {
  publishableKey: string;
  origins: string[];
}

/**
 * The demo tenants' publishable keys and allowed embed origins. Keys are public by design (they
 * sit in the agency's page source); fixed here so the demo sites and docs can name them.
 */
export const DEMO_EMBEDS: Record<string, EmbedSeed> = {
  flagship: { publishableKey: 'pk_live_2AMUi2VPrJBl9uL2gU0I5G', origins: ['https://partners.headliner.test'] },
  'demo-agency': {
    publishableKey: 'pk_live_m2R6R2fecITAD9VtJJTOeJWp',
    origins: [
      'http://localhost:4100',
      'http://127.0.0.1:4100',
      'http://localhost:4200',
      'http://127.0.0.1:4200',
      'https://laughlines.test',
    ],
  },
};

export async function seedEmbed(client: pg.Client, tenantId: string, slug: string): Promise<void> {
  const embed = DEMO_EMBEDS[slug];
  if (!embed) return;
  await client.query('insert into tenant_publishable_keys (key, tenant_id) values ($1, $2) on conflict do nothing', [
    embed.publishableKey,
    tenantId,
  ]);
  for (const origin of embed.origins) {
    await client.query('insert into tenant_embed_origins (tenant_id, origin) values ($1, $2) on conflict do nothing', [
      tenantId,
      origin,
    ]);
  }
}
