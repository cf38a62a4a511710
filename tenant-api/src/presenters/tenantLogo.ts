import { z } from 'zod';
import { ICON_SIZES, type TenantLogo } from '../contract';
import { mediaPath } from './media';

/** What `tenants.logo` holds: the files' id, the upright original's size and the widths made. */
export const StoredLogo = z.object({
  id: z.uuid(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  widths: z.array(z.number().int().positive()).min(1),
});
export type StoredLogo = z.infer<typeof StoredLogo>;

/** The stored logo, or null when there is none (or the stored value no longer parses). */
export function storedLogo(value: unknown): StoredLogo | null {
  const parsed = StoredLogo.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** Every file a logo owns in its tenant's media folder. */
export const logoFiles = (logo: StoredLogo) => [
  ...logo.widths.flatMap((width) => [`${logo.id}-${width}.avif`, `${logo.id}-${width}.webp`]),
  ...ICON_SIZES.map((size) => `${logo.id}-icon-${size}.png`),
];

export function presentTenantLogo(tenantId: string, value: unknown): TenantLogo | null {
  const logo = storedLogo(value);
  if (!logo) return null;
  return {
    id: logo.id,
    width: logo.width,
    height: logo.height,
    variants: logo.widths.map((width) => ({
      width,
      avif: mediaPath(tenantId, `${logo.id}-${width}.avif`),
      webp: mediaPath(tenantId, `${logo.id}-${width}.webp`),
    })),
    icon: mediaPath(tenantId, `${logo.id}-icon-32.png`),
    touchIcon: mediaPath(tenantId, `${logo.id}-icon-180.png`),
  };
}
