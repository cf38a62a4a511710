import { z } from 'zod';

export const TenantInfo = z
  .object({
    slug: z.string(),
    name: z.string(),
    isDefault: z.boolean(),
    status: z.enum(['active', 'suspended']),
    themePack: z.string(),
  })
  .meta({ id: 'TenantInfo' });
export type TenantInfo = z.infer<typeof TenantInfo>;

export const Health = z
  .object({ status: z.enum(['ok', 'degraded']), database: z.enum(['up', 'down']), time: z.string() })
  .meta({ id: 'Health' });
export type Health = z.infer<typeof Health>;
