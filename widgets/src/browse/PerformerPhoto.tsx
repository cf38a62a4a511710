import { useState } from 'react';
import styled from 'styled-components';
import type { Photo } from 'tenant-api/contract';

export const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');

export interface PerformerPhotoProps {
  name: string;
  url: string | null;
  /** The photo in its AVIF and WebP widths; preferred over `url` when present. */
  photo?: Photo | null;
  /** Makes the photo's API paths absolute (embeds on another origin); default: as they are. */
  toUrl?: (path: string) => string;
  /** Widths of the same photo (`"a.webp 320w, b.webp 640w"`), when the server has them. */
  srcSet?: string;
  /** How wide the photo is drawn, for choosing from `srcSet` (e.g. the browse grid's columns). */
  sizes?: string;
  /**
   * Lazy below the fold (cards); eager where it is on the first screen. `priority` also asks the
   * browser to fetch it first (the largest picture of the first screen).
   */
  loading?: 'lazy' | 'eager';
  priority?: boolean;
  /** For styled(PerformerPhoto): another ratio or size. */
  className?: string;
}

/**
 * A photo at a fixed 4:3 ratio by default (no layout shift); the initials tile, when there is no
 * photo or it fails, keeps the same box.
 */
export function PerformerPhoto(props: PerformerPhotoProps) {
  const { name, url, photo, srcSet, sizes, loading = 'lazy', priority = false, className } = props;
  const [failed, setFailed] = useState(false);
  if (photo && !failed) {
    return (
      <Frame className={className} style={{ backgroundImage: `url("${photo.placeholder}")` }}>
        <ResponsivePicture {...props} photo={photo} onError={() => setFailed(true)} />
      </Frame>
    );
  }
  return (
    <Frame className={className}>
      {url && !failed ? (
        <img
          src={url}
          srcSet={srcSet}
          sizes={srcSet ? sizes : undefined}
          alt={`Photo of ${name}`}
          loading={priority ? 'eager' : loading}
          fetchPriority={priority ? 'high' : undefined}
          decoding="async"
          onError={() => setFailed(true)}
        />
      ) : (
        <PhotoInitials role="img" aria-label={`${name} (no photo)`}>
          {initials(name)}
        </PhotoInitials>
      )}
    </Frame>
  );
}

const srcSetOf = (photo: Photo, format: 'avif' | 'webp', toUrl: (path: string) => string) =>
  photo.variants.map((variant) => `${toUrl(variant[format])} ${variant.width}w`).join(', ');

/** `<picture>` with AVIF then WebP widths; the box keeps the photo's ratio, so nothing shifts. */
function ResponsivePicture(props: PerformerPhotoProps & { photo: Photo; onError(): void }) {
  const { name, photo, sizes = '100vw', loading = 'lazy', priority = false, toUrl = (path) => path } = props;
  const fallback = photo.variants[1] ?? photo.variants[0]!;
  return (
    <picture>
      <source type="image/avif" srcSet={srcSetOf(photo, 'avif', toUrl)} sizes={sizes} />
      <source type="image/webp" srcSet={srcSetOf(photo, 'webp', toUrl)} sizes={sizes} />
      <img
        src={toUrl(fallback.webp)}
        width={photo.width}
        height={photo.height}
        alt={`Photo of ${name}`}
        loading={priority ? 'eager' : loading}
        fetchPriority={priority ? 'high' : undefined}
        decoding="async"
        onError={props.onError}
      />
    </picture>
  );
}

export const Frame = styled.div`
  aspect-ratio: 4 / 3;
  overflow: hidden;
  background: var(--hl-color-surface-alt) center / cover no-repeat;

  picture {
    display: block;
    height: 100%;
  }

  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

export const PhotoInitials = styled.div`
  display: grid;
  place-items: center;
  height: 100%;
  color: var(--hl-color-text-muted);
  font-family: var(--hl-font-heading);
  font-size: 2.5rem;
  font-weight: 800;
`;
