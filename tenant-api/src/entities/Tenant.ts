import { EntitySchema } from '@mikro-orm/core';

export interface Tenant {
  id: string;
  slug: string;
  name: string;
  status: 'active' | 'suspended';
  isDefault: boolean;
  themePack: string;
  /** The admin's changes on top of the pack (theme-packs' ThemeOverrides); read by the tenant resolver. */
  themeOverrides?: Record<string, unknown>;
  /** The home page's and footer's words (contract `SiteContent`); null: the defaults. */
  siteContent?: unknown;
  /** The uploaded logo (`StoredLogo`: id and drawn size); null: the text logo. */
  logo?: unknown;
  createdAt: Date;
}

export const TenantEntity = new EntitySchema<Tenant>({
  name: 'Tenant',
  tableName: 'tenants',
  properties: {
    id: { type: 'uuid', primary: true },
    slug: { type: 'string', columnType: 'text' },
    name: { type: 'string', columnType: 'text' },
    status: { type: 'string', columnType: 'text' },
    isDefault: { type: 'boolean' },
    themePack: { type: 'string', columnType: 'text' },
    themeOverrides: { type: 'json', columnType: 'jsonb', nullable: true },
    siteContent: { type: 'json', columnType: 'jsonb', nullable: true },
    logo: { type: 'json', columnType: 'jsonb', nullable: true },
    createdAt: { type: 'Date', columnType: 'timestamptz', onCreate: () => new Date() },
  },
});
