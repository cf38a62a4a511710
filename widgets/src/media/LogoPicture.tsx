import type { TenantLogo } from 'tenant-api/contract';

export interface LogoPictureProps {
  logo: TenantLogo;
  /** The tenant's name: what the logo says to a screen reader. */
  alt: string;
  /** The height it is drawn at (CSS pixels), for choosing a size from the set. */
  drawnHeight: number;
  className?: string;
  /** Media paths are on the marketplace's API origin; a widget on another site prefixes them. */
  toUrl?: (path: string) => string;
}

/** A tenant's uploaded logo: `<picture>` with AVIF then WebP sizes; its width and height keep the ratio while it loads. */
export function LogoPicture({ logo, alt, drawnHeight, className, toUrl = (path) => path }: LogoPictureProps) {
  const sizes = `${Math.ceil((drawnHeight * logo.width) / logo.height)}px`;
  const srcSet = (format: 'avif' | 'webp') =>
    logo.variants.map((variant) => `${toUrl(variant[format])} ${variant.width}w`).join(', ');
  const fallback = logo.variants[1] ?? logo.variants[0]!;
  return (
    <picture className={className}>
      <source type="image/avif" srcSet={srcSet('avif')} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet('webp')} sizes={sizes} />
      <img src={toUrl(fallback.webp)} width={logo.width} height={logo.height} alt={alt} decoding="async" />
    </picture>
  );
}
