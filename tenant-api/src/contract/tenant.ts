import { themePackIds, ThemeTokensSchema } from 'theme-packs';
import { z } from 'zod';
import { TenantLogo } from './media';
import { SiteContent } from './siteContent';

export const TenantInfo = z
  .object({
    slug: z.string(),
    name: z.string(),
    isDefault: z.boolean(),
    status: z.enum(['active', 'suspended']),
    themePack: z.string(),
    /** The design tokens to render with: the tenant's pack, or the one asked for with `?theme=`. */
    theme: ThemeTokensSchema,
    /** The home page's and footer's words, as the tenant's admin wrote them (or the defaults). */
    content: SiteContent,
    /** The logo the admin uploaded (shown instead of the text logo), or null. */
    logo: TenantLogo.nullable(),
  })
  .meta({ id: 'TenantInfo' });
export type TenantInfo = z.infer<typeof TenantInfo>;

export const TenantInfoQuery = z.strictObject({
  theme: z
    .enum(themePackIds as [string, ...string[]], { error: `Theme must be one of: ${themePackIds.join(', ')}` })
    .optional(),
});
export type TenantInfoQuery = z.infer<typeof TenantInfoQuery>;

export const Health = z
  .object({ status: z.enum(['ok', 'degraded']), database: z.enum(['up', 'down']), time: z.string() })
  .meta({ id: 'Health' });
export type Health = z.infer<typeof Health>;

export const Liveness = z.object({ status: z.literal('ok') }).meta({ id: 'Liveness' });

export const Readiness = z
  .object({ status: z.enum(['ready', 'not_ready']), checks: z.record(z.string(), z.string()) })
  .meta({ id: 'Readiness' });
